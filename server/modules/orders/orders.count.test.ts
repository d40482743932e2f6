import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../../tests/setup/seeded-database';
import type { Database } from '../../db/client';
import { exportOrders, listOrders } from './orders.service';

/**
 * A filtered bookings list counts up to a cap and says "more" past it (decision 010); the unfiltered list and
 * the export count exactly. The cap is 10,000 in the product; here it is lowered so 300 bookings cross it.
 * With TEST_DATABASE_URL it runs on PostgreSQL too.
 */

let database: Database;
let close = async () => {};
let operatorId: string;

beforeAll(async () => {
  ({ database, operatorId, close } = await seededDatabase(300));
}, 180_000);

afterAll(async () => {
  await close();
});

const exactCount = async (where: ReturnType<typeof sql>) => {
  const result = await database.db.execute(
    sql`select count(*)::int as n from orders where operator_id = ${operatorId}::uuid and ${where}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
};

async function exportedRows(query: Parameters<typeof exportOrders>[2]) {
  const { total, chunks } = await exportOrders(database.db, operatorId, query);
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return { total, lines: text.trim().split('\n').length - 1 };
}

/** Completed bookings since 2000: every Completed booking, through a filter that is not a bare status. */
const ENDED_SINCE_2000 = { status: 6, startDate: '2000-01-01' };

const counters = async () => {
  const result = await database.db.execute(sql`
    select coalesce(c.status, o.status) as status, c.bookings as counted, o.n as actual
    from (select status, bookings from order_status_counts where operator_id = ${operatorId}::uuid and bookings <> 0) c
    full join (select status, count(*)::int as n from orders where operator_id = ${operatorId}::uuid group by status) o
      on o.status = c.status`);
  return (result as unknown as { rows: { status: number; counted: number | null; actual: number | null }[] }).rows;
};

describe('bookings count cap', () => {
  it('counts a filter exactly below the cap and says "more" past it, still serving pages past the cap', async () => {
    const ended = await exactCount(sql`status = 6`);
    expect(ended).toBeGreaterThan(60);
    const below = await listOrders(
      database.db,
      operatorId,
      { ...ENDED_SINCE_2000, pageNumber: 1, pageSize: 10 },
      { countCap: ended },
    );
    expect(below.total).toBe(ended);
    expect(below).not.toHaveProperty('totalCapped');

    const capped = await listOrders(
      database.db,
      operatorId,
      { ...ENDED_SINCE_2000, pageNumber: 1, pageSize: 10 },
      { countCap: 50 },
    );
    expect(capped).toMatchObject({ total: 50, totalCapped: true });
    expect(capped.data).toHaveLength(10);
    // Page 6 starts past the cap: its rows exist and are served.
    const past = await listOrders(
      database.db,
      operatorId,
      { ...ENDED_SINCE_2000, pageNumber: 6, pageSize: 10 },
      { countCap: 50 },
    );
    expect(past.data).toHaveLength(10);
    expect(past.data.every((row) => row.status === 6)).toBe(true);
  });

  it('caps a search over several parts (customers, providers, products) the same way', async () => {
    const full = await listOrders(database.db, operatorId, { search: 'a', pageNumber: 1, pageSize: 5 });
    expect(full).not.toHaveProperty('totalCapped');
    expect(full.total).toBeGreaterThan(40);
    const capped = await listOrders(
      database.db,
      operatorId,
      { search: 'a', pageNumber: 1, pageSize: 5 },
      { countCap: 40 },
    );
    expect(capped).toMatchObject({ total: 40, totalCapped: true });
    expect(capped.data.map((r) => r.id)).toEqual(full.data.map((r) => r.id));
  });

  it('keeps a counter per status through inserts, status changes and deletes, and counts a status tab from it', async () => {
    for (const row of await counters()) expect(row.counted, `status ${row.status}`).toBe(row.actual);
    await database.db.execute(sql`update orders set status = 7 where id in (
      select id from orders where operator_id = ${operatorId}::uuid and status = 0 order by created_at limit 3)`);
    await database.db.execute(
      sql`update orders set notes = 'counted' where operator_id = ${operatorId}::uuid and status = 6`,
    );
    await database.db.execute(sql`delete from orders where id in (
      select id from orders where operator_id = ${operatorId}::uuid and status = 9 order by created_at limit 2)`);
    for (const row of await counters()) expect(row.counted, `status ${row.status}`).toBe(row.actual);
    const cancelled = await exactCount(sql`status = 7`);
    const page = await listOrders(database.db, operatorId, { status: 7, pageNumber: 1, pageSize: 5 }, { countCap: 1 });
    expect(page.total).toBe(cancelled);
    expect(page).not.toHaveProperty('totalCapped');
  });

  it('counts the unfiltered list and the export exactly', async () => {
    const all = await exactCount(sql`true`);
    const page = await listOrders(database.db, operatorId, { pageNumber: 1, pageSize: 5 }, { countCap: 10 });
    expect(page.total).toBe(all);
    expect(page).not.toHaveProperty('totalCapped');
    const ended = await exactCount(sql`status = 6`);
    expect(await exportedRows({ status: 6 })).toEqual({ total: ended, lines: ended });
  });
});
