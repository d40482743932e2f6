import type { Hono } from 'hono';
import { CSV_CONTENT_TYPE, toCsv } from '../../../src/shared/csv';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import * as providers from './providers.service';

/** Service providers (module `service_providers`): every query is scoped to the caller's operator. */
export function providerRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'providersList', ({ input, operatorId }) => providers.listProviders(db, operatorId, input.query));

  route(app, deps, 'providersExport', async ({ input, operatorId }) => {
    const rows = await providers.allProviders(db, operatorId, input.query);
    // With a byte-order mark, so spreadsheets read the UTF-8 names (ç, 漢字) right.
    return new Response(toCsv(rows, providers.PROVIDER_CSV, { byteOrderMark: true }), {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': 'attachment; filename="providers.csv"',
        'X-Total-Count': String(rows.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    });
  });

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
