import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../../tests/setup/seeded-database';
import type { Database } from '../../db/client';
import { type ListQuery, listPayouts } from './payouts.service';

/**
 * The provider-name order has two plans: join-and-sort, and (from PROVIDER_WALK_FROM matching payouts on) a walk
 * over the providers in name order. Both must give exactly the same rows in the same order on every page, with
 * and without filters, with providers sharing a first name and payouts whose provider was deleted. With
 * TEST_DATABASE_URL it runs on PostgreSQL too.
 */

let database: Database;
let close = async () => {};
let operatorId: string;

beforeAll(async () => {
  ({ database, operatorId, close } = await seededDatabase(30));
  const op = sql`${operatorId}::uuid`;
  // Three payouts per provider at distinct times, some at the same time; providers sharing first names; and
  // payouts whose provider is gone (the provider id set null, as deleting a provider does).
  await database.db.execute(sql`
    insert into payouts (operator_id, provider_id, amount, status, created_at)
    select ${op}, p.id, 10 + g, g % 3, timestamp '2025-01-01' + (g * interval '1 hour') + (row_number() over () * interval '1 minute')
    from (select id from providers where operator_id = ${op} order by id limit 40) p, generate_series(1, 3) g`);
  await database.db.execute(sql`
    insert into payouts (operator_id, provider_id, amount, status, created_at)
    select ${op}, p.id, 99, 0, timestamp '2025-02-01' from (select id from providers where operator_id = ${op} order by id limit 40) p`);
  await database.db.execute(sql`
    update providers set first_name = 'Same' where id in (select id from providers where operator_id = ${op} order by id limit 3)`);
  await database.db.execute(sql`
    insert into payouts (operator_id, provider_id, amount, status, created_at)
    select ${op}, null, 5, g % 3, timestamp '2025-03-01' + g * interval '1 day' from generate_series(1, 7) g`);
}, 180_000);

afterAll(async () => {
  await close();
});

async function everyPage(query: Omit<ListQuery, 'pageNumber' | 'pageSize'>, providerWalkFrom: number) {
  const ids: string[] = [];
  for (let pageNumber = 1; pageNumber < 200; pageNumber++) {
    const page = await listPayouts(
      database.db,
      operatorId,
      { ...query, pageNumber, pageSize: 9 },
      { providerWalkFrom },
    );
    ids.push(...page.rows.map((row) => `${row.firstName} ${row.providerId} ${row.createdAt} ${row.id}`));
    if (page.rows.length < 9) return { ids, total: page.total };
  }
  throw new Error('too many pages');
}

describe('payouts by provider first name', () => {
  for (const sortDir of ['asc', 'desc'] as const) {
    for (const [label, filter] of [
      ['every payout', {}],
      ['one status', { status: 1 }],
      ['a search', { search: 'a' }],
    ] as const) {
      it(`walking the providers gives the join-and-sort order, ${sortDir}, ${label}`, async () => {
        const query = { ...filter, sortBy: 'firstName' as const, sortDir };
        const sorted = await everyPage(query, Number.POSITIVE_INFINITY);
        const walked = await everyPage(query, 0);
        expect(sorted.ids.length).toBe(sorted.total);
        expect(sorted.total).toBeGreaterThan(20);
        expect(walked.ids).toEqual(sorted.ids);
        expect(new Set(walked.ids).size).toBe(walked.ids.length);
      });
    }
  }

  it('puts payouts without a provider last ascending and first descending', async () => {
    const asc = await everyPage({ sortBy: 'firstName', sortDir: 'asc' }, 0);
    const desc = await everyPage({ sortBy: 'firstName', sortDir: 'desc' }, 0);
    expect(asc.ids.at(-1)?.startsWith('null null')).toBe(true);
    expect(desc.ids[0]?.startsWith('null null')).toBe(true);
    expect(desc.ids).toEqual([...asc.ids].reverse());
  });
});
