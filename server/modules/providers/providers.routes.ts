import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as providers from './providers.service';

/** Service providers (module `service_providers`): every query is scoped to the caller's operator. */
export function providerRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'providersList', ({ input, operatorId }) => providers.provider.page(db, operatorId, input.query));

  route(app, deps, 'providersExport', async ({ input, operatorId }) =>
    csvResponse(
      csvFile(await providers.allProviders(db, operatorId, input.query), providers.PROVIDER_CSV),
      'providers.csv',
    ),
  );

  route(app, deps, 'providerDetail', providers.provider, ({ input, operatorId }) =>
    providers.providerDetail(db, operatorId, input.params.id),
  );

  route(app, deps, 'providerVerify', providers.provider, async ({ input, operatorId }) => {
    const row = await providers.setProviderVerified(db, operatorId, input.params.id, input.body.verified);
    return reply(row, row.verified ? 'provider.verified' : 'provider.unverified');
  });

  route(app, deps, 'providerStatus', providers.provider, async ({ input, operatorId }) => {
    const row = await providers.setProviderStatus(db, operatorId, input.params.id, input.body.status === 1);
    return reply(row, row.status ? 'provider.activated' : 'provider.deactivated');
  });
}
