import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as payouts from './payouts.service';

/** Payouts (module `payouts`): every query is scoped to the caller's operator. */
export function payoutRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'payoutsList', async ({ c, input, operatorId }) => {
    const { rows, total, totalCapped } = await payouts.listPayouts(db, operatorId, input.query);
    c.header('X-Total-Count', String(total));
    if (totalCapped) c.header('X-Total-Capped', 'true');
    return rows;
  });

  // Before /payouts/{id}, so "export" is never read as an id.
  route(app, deps, 'payoutsExport', async ({ input, operatorId }) =>
    csvResponse(csvFile(await payouts.allPayouts(db, operatorId, input.query), payouts.PAYOUT_CSV), 'payouts.csv'),
  );

  route(app, deps, 'payoutDetail', payouts.payout, async ({ input, operatorId }) =>
    payouts.payoutDetail(db, operatorId, input.params.id),
  );

  route(app, deps, 'payoutDecide', async ({ input, caller }) => {
    const row = await payouts.decidePayout(db, caller, input.body);
    return reply(row, row.status === 1 ? 'payout.accepted' : 'payout.rejected');
  });
}
