import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import {
  CITY_CSV,
  checkPoint,
  citiesGeojson,
  city,
  cityValues,
  GEOFENCE_CSV,
  geofence,
  geofencesGeojson,
  geofenceValues,
} from './areas.service';

/** Cities (module `city`), geofences (module `geofence`) and the apps' point check (auth `app`). */
export function areaRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'citiesList', ({ input, operatorId }) => city.page(db, operatorId, input.query));
  // Before /cities/{id}, so that "export" and "geojson" are not read as ids.
  route(app, deps, 'citiesExport', async ({ input, operatorId }) =>
    csvResponse(csvFile((await city.all(db, operatorId, input.query)).map(city.toRow), CITY_CSV), 'cities.csv'),
  );
  route(app, deps, 'citiesGeojson', ({ input, operatorId }) => citiesGeojson(db, operatorId, input.query));
  route(app, deps, 'cityDetail', city, ({ input, operatorId }) => city.one(db, operatorId, input.params.id));
  route(app, deps, 'cityCreate', async ({ input, operatorId }) =>
    reply(await city.create(db, operatorId, await cityValues(db, operatorId, input.body)), 'city.created', 201),
  );
  route(app, deps, 'cityUpdate', city, async ({ input: { params, body }, operatorId }) =>
    reply(await city.update(db, operatorId, params.id, await cityValues(db, operatorId, body)), 'city.updated'),
  );
  route(app, deps, 'cityDelete', city, async ({ input, operatorId }) =>
    reply(await city.remove(db, operatorId, input.params.id), 'city.deleted'),
  );

  route(app, deps, 'geofencesList', ({ input, operatorId }) => geofence.page(db, operatorId, input.query));
  route(app, deps, 'geofencesExport', async ({ input, operatorId }) =>
    csvResponse(
      csvFile((await geofence.all(db, operatorId, input.query)).map(geofence.toRow), GEOFENCE_CSV),
      'geofences.csv',
    ),
  );
  route(app, deps, 'geofencesGeojson', ({ input, operatorId }) => geofencesGeojson(db, operatorId, input.query));
  route(app, deps, 'geofenceDetail', geofence, ({ input, operatorId }) =>
    geofence.one(db, operatorId, input.params.id),
  );
  route(app, deps, 'geofenceCreate', async ({ input, operatorId }) =>
    reply(
      await geofence.create(db, operatorId, await geofenceValues(db, operatorId, input.body)),
      'geofence.created',
      201,
    ),
  );
  route(app, deps, 'geofenceUpdate', geofence, async ({ input: { params, body }, operatorId }) =>
    reply(
      await geofence.update(db, operatorId, params.id, await geofenceValues(db, operatorId, body)),
      'geofence.updated',
    ),
  );
  route(app, deps, 'geofenceDelete', geofence, async ({ input, operatorId }) =>
    reply(await geofence.remove(db, operatorId, input.params.id), 'geofence.deleted'),
  );

  route(app, deps, 'appServiceAreaCheck', ({ input, operatorId }) =>
    checkPoint(db, operatorId, input.query.lat, input.query.lng),
  );
}
