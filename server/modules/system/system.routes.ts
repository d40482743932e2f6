import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { route } from '../../lib/route';
import { buildOpenApi } from './openapi';

import { APP_VERSION } from '../../version';

export function systemRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'health', async () => {
    await deps.database.db.execute('select 1');
    return { database: deps.database.kind, version: APP_VERSION };
  });
  let document: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/openapi.json', (c) => {
    document ??= buildOpenApi(APP_VERSION);
    return c.json(document);
  });
}
