import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import * as payouts from './payouts.service';

/** Payouts (module `payouts`): every query is scoped to the caller's operator. */
export function payoutRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'payoutsList', async ({ c, input, operatorId }) => {
    const { rows, total } = await payouts.listPayouts(db, operatorId, input.query);
    c.header('X-Total-Count', String(total));
    return rows;
  });

  route(app, deps, 'payoutDecide', async ({ input, caller }) => {
    const row = await payouts.decidePayout(db, caller, input.body);
    return reply(row, row.status === 1 ? 'payout.accepted' : 'payout.rejected');
  });
}
