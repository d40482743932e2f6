import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../tests/setup/seeded-database';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { listCategories } from '../modules/catalogue/catalogue.service';
import { customer } from '../modules/customers/customers.service';
import { merchant } from '../modules/merchants/merchants.service';
import { listSubAdmins } from '../modules/sub-admins/sub-admins.service';
import { listTotal, rowsOf, SEARCH_COUNT_CAP } from './list';

/**
 * The entity lists take their totals from counters kept by triggers (migration 0019) when the filter is a tab,
 * and count a search up to SEARCH_COUNT_CAP (decision 010). Here: the counters equal a count of the rows after inserts,
 * bucket changes, soft and cascading deletes; the lists answer exact tab totals from them; and a search past the
 * cap says so. With TEST_DATABASE_URL it runs on PostgreSQL too.
 */

let database: Database;
let close = async () => {};
let operatorId: string;

const rows = async <T>(query: SQL) => rowsOf<T>(await database.db.execute(query));

beforeAll(async () => {
  ({ database, operatorId, close } = await seededDatabase(30));
}, 180_000);

afterAll(async () => {
  await close();
});

/**
 * What each list's tabs mean, written from the lists' filters rather than copied from the migration: the
 * bucket a row of the table belongs to, NULL when no list shows it.
 */
const LISTS: [table: string, list: string, bucket: string][] = [
  ['customers', 'customers', `case when is_active then '1' else '0' end`],
  [
    'providers',
    'providers',
    `(case when is_active then '1' else '0' end) || ':' || (case when is_verified then '1' else '0' end)`,
  ],
  ['agents', 'agents', 'status'],
  [
    'admins',
    'sub-admins',
    `case when role <> 'SUB_ADMIN' or deleted_at is not null then null when requested_at is not null then 'requested' when is_active then '1' else '0' end`,
  ],
  ['service_types', 'service-types', `''`],
  ['categories', 'categories', 'level::text'],
  ['products', 'products', `''`],
  ['payouts', 'payouts', 'status::text'],
];

/** Every (operator, list, bucket) whose counter differs from a count of the rows. */
async function mismatches() {
  const wrong: unknown[] = [];
  for (const [table, list, bucket] of LISTS) {
    const found = await rows<{ operator_id: string; bucket: string; counted: number | null; actual: number | null }>(
      sql`select coalesce(c.operator_id, a.operator_id) as operator_id, coalesce(c.bucket, a.bucket) as bucket,
            c.total as counted, a.n as actual
          from (select operator_id, bucket, total from list_counts where list = ${list} and total <> 0) c
          full join (
            select operator_id, b as bucket, count(*)::int as n
            from (select operator_id, (${sql.raw(bucket)}) as b from ${sql.raw(`"${table}"`)}) r
            where b is not null group by 1, 2
          ) a on a.operator_id = c.operator_id and a.bucket = c.bucket
          where c.total is distinct from a.n`,
    );
    wrong.push(...found.map((r) => ({ list, ...r })));
  }
  return wrong;
}

describe('list counters', () => {
  it('equal a count of the seeded rows of every list, per operator and bucket', async () => {
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from list_counts`);
    expect(n).toBeGreaterThan(10);
    expect(await mismatches()).toEqual([]);
  });

  it('follow inserts, bucket changes, edits, soft deletes and cascading deletes', async () => {
    const op = sql`${operatorId}::uuid`;
    await database.db.execute(
      sql`insert into customers (operator_id, first_name, email, is_active)
          select ${op}, 'Counted ' || g, 'counted' || g || '@example.test', g % 3 <> 0 from generate_series(1, 250) g`,
    );
    await database.db.execute(sql`update customers set is_active = not is_active where first_name like 'Counted 1%'`);
    await database.db.execute(sql`update customers set last_name = 'Renamed' where first_name like 'Counted 2%'`);
    await database.db.execute(sql`delete from customers where first_name like 'Counted 3%'`);
    await database.db.execute(sql`update providers set is_verified = not is_verified where operator_id = ${op}`);
    await database.db.execute(
      sql`update agents set status = case when status = 'active' then 'blocked' else 'active' end where operator_id = ${op}`,
    );
    await database.db.execute(
      sql`update admins set deleted_at = now() where id = (select id from admins where operator_id = ${op} and role = 'SUB_ADMIN' limit 1)`,
    );
    await database.db.execute(sql`update payouts set status = 2 where operator_id = ${op} and status = 0`);
    // A category tree: deleting its root deletes its sub and sub sub categories by cascade.
    await database.db.execute(sql`
      insert into categories (operator_id, level, name, service_type_id)
      values (${op}, 1, 'Counted root', (select id from service_types where operator_id = ${op} order by id limit 1))`);
    await database.db.execute(sql`
      insert into categories (operator_id, level, name, parent_id)
      select ${op}, 2, 'Counted sub ' || g, (select id from categories where name = 'Counted root')
      from generate_series(1, 3) g`);
    await database.db.execute(sql`
      insert into categories (operator_id, level, name, parent_id)
      select ${op}, 3, 'Counted leaf', id from categories where name like 'Counted sub %'`);
    expect(await mismatches()).toEqual([]);
    await database.db.execute(sql`delete from categories where name = 'Counted root'`);
    await database.db.execute(
      sql`delete from products where id = (select id from products where operator_id = ${op} limit 1)`,
    );
    expect(await mismatches()).toEqual([]);
  });

  it("keep each service type's category count through inserts, moves, deletes and the type's own deletion", async () => {
    const op = sql`${operatorId}::uuid`;
    const wrong = () =>
      rows<{ id: string }>(sql`
        select t.id from service_types t
        where t.category_count <> (select count(*) from categories c where c.service_type_id = t.id)`);
    expect(await wrong()).toEqual([]);
    const [used] = await rows<{ n: number }>(sql`select max(category_count) as n from service_types`);
    expect(Number(used?.n)).toBeGreaterThan(0);
    await database.db.execute(sql`
      insert into categories (operator_id, level, name, service_type_id)
      select ${op}, 1, 'Typed ' || g, (select id from service_types where operator_id = ${op} order by id limit 1)
      from generate_series(1, 4) g`);
    await database.db.execute(sql`
      update categories set service_type_id = (select id from service_types where operator_id = ${op} order by id desc limit 1)
      where name in ('Typed 1', 'Typed 2')`);
    await database.db.execute(sql`delete from categories where name = 'Typed 3'`);
    expect(await wrong()).toEqual([]);
    await database.db.execute(
      sql`delete from service_types where id = (select id from service_types where operator_id = ${op} order by id limit 1)`,
    );
    expect(await wrong()).toEqual([]);
  });

  it('give each list and tab its exact total without a search', async () => {
    const exact = async (where: SQL) =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from customers where operator_id = ${operatorId}::uuid and ${where}`,
        )
      )[0]?.n;
    const page = { pageNumber: 1, pageSize: 5 };
    expect((await customer.page(database.db, operatorId, page)).total).toBe(await exact(sql`true`));
    expect((await customer.page(database.db, operatorId, { ...page, status: 0 })).total).toBe(
      await exact(sql`not is_active`),
    );
    const merchants = await merchant.page(database.db, operatorId, { ...page, status: 1 });
    const [active] = await rows<{ n: number }>(
      sql`select count(*)::int as n from providers where operator_id = ${operatorId}::uuid and is_active`,
    );
    expect(merchants.total).toBe(active?.n);
    const [subAdmins] = await rows<{ n: number }>(
      sql`select count(*)::int as n from admins where operator_id = ${operatorId}::uuid and role = 'SUB_ADMIN'
          and deleted_at is null and requested_at is null`,
    );
    expect((await listSubAdmins(database.db, operatorId, page)).total).toBe(subAdmins?.n);
    const [leaves] = await rows<{ n: number }>(
      sql`select count(*)::int as n from categories where operator_id = ${operatorId}::uuid and level = 3`,
    );
    expect((await listCategories(database.db, operatorId, { ...page, level: 3 })).count).toBe(leaves?.n);
  });

  it('counts a search up to the cap and says "more" past it; the same search below the cap is exact', async () => {
    await database.db.execute(
      sql`insert into customers (operator_id, first_name, email)
          select ${operatorId}::uuid, 'Capped', 'capped' || g || '@example.test' from generate_series(1, ${SEARCH_COUNT_CAP + 5}) g`,
    );
    const page = { pageNumber: 1, pageSize: 10 };
    const many = await customer.page(database.db, operatorId, { ...page, search: 'capped' });
    expect(many).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(many.data).toHaveLength(10);
    const few = await customer.page(database.db, operatorId, { ...page, search: 'capped1000@' });
    expect(few.total).toBe(1);
    expect(few).not.toHaveProperty('totalCapped');
    // The whole list stays exact from its counter, past the cap.
    const whole = await customer.page(database.db, operatorId, page);
    const [all] = await rows<{ n: number }>(
      sql`select count(*)::int as n from customers where operator_id = ${operatorId}::uuid`,
    );
    expect(whole.total).toBe(all?.n);
    expect(whole.total).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(whole).not.toHaveProperty('totalCapped');
    // A lower cap, through the helper itself.
    const matching = database.db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.firstName} = 'Capped'`)
      .$dynamic();
    expect(await listTotal(database.db, { operatorId, list: 'customers', buckets: null, matching, cap: 50 })).toEqual({
      total: 50,
      totalCapped: true,
    });
  });
});
