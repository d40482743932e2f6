import type { Hono } from 'hono';
import { CSV_CONTENT_TYPE, toCsv } from '../../../src/shared/csv';
import type { AppEnv, Deps } from '../../context';
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
  route(app, deps, 'payoutsExport', async ({ input, operatorId }) => {
    const rows = await payouts.allPayouts(db, operatorId, input.query);
    // With a byte-order mark, so spreadsheets read the UTF-8 names (ç, 漢字) right.
    return new Response(toCsv(rows, payouts.PAYOUT_CSV, { byteOrderMark: true }), {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': 'attachment; filename="payouts.csv"',
        'X-Total-Count': String(rows.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    });
  });

  route(app, deps, 'payoutDetail', payouts.payout, async ({ input, operatorId }) =>
    payouts.payoutDetail(db, operatorId, input.params.id),
  );

  route(app, deps, 'payoutDecide', async ({ input, caller }) => {
    const row = await payouts.decidePayout(db, caller, input.body);
    return reply(row, row.status === 1 ? 'payout.accepted' : 'payout.rejected');
  });
}
