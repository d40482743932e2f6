import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password';
import { type Database, openDatabase } from '../client';
import { DEMO_PASSWORD, seedBulkBookings, seedDemo } from './index';
import { emptyPgliteDir } from '../../../tests/setup/pglite-template';

const NOW = new Date('2025-03-14T15:09:26.000Z');
const PER_OPERATOR = 300;
const TIMEOUT = 60_000;

let dataDir: string;
let database: Database;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The first column of the first row, as a number. */
async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<Record<string, unknown>>(query);
  return Number(Object.values(row ?? {})[0]);
}

/** A digest of every booking (ids included: they are deterministic too). */
async function bookingFingerprint(): Promise<string> {
  const [row] = await rows<{ digest: string; n: number }>(sql`
    select md5(string_agg(concat_ws('|', id, operator_id, customer_id, provider_id, product_id, status, order_price,
      unit_price, product_quantity, order_discount, order_discount_type, scheduled_at, created_at, updated_at, address, notes),
      ',' order by id)) as digest, count(*)::int as n
    from orders`);
  const [history] = await rows<{ digest: string }>(sql`
    select md5(string_agg(concat_ws('|', order_id, from_status, to_status, changed_by, created_at), ',' order by order_id, created_at)) as digest
    from order_status_history`);
  return `${row?.n}:${row?.digest}:${history?.digest}`;
}

beforeAll(async () => {
  dataDir = await emptyPgliteDir('seed-test-');
  database = await openDatabase({ dataDir });
  await database.migrate();
  const result = await seedDemo(database.db, { bookingsPerOperator: PER_OPERATOR, now: NOW });
  expect(result).toEqual({ operators: 4, bookings: 4 * PER_OPERATOR });
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it(
    'creates the four operators with their branding',
    async () => {
      const ops = await rows<{
        name: string;
        domains: string[];
        is_default: boolean;
        languages: string[];
        primary_color: string;
        currency: string;
        modules: string[];
        push: unknown;
      }>(
        sql`select name, domains, is_default, languages, primary_color, currency, modules, push from operators order by name`,
      );
      expect(ops.map((o) => o.name)).toEqual([
        'Demo Marketplace',
        'Lotus Services',
        'Onda Serviços',
        'Sparkle Home Services',
      ]);
      const byName = new Map(ops.map((o) => [o.name, o]));
      expect(byName.get('Sparkle Home Services')).toMatchObject({
        domains: ['sparkle.localhost'],
        languages: ['en-US', 'hi-IN'],
        primary_color: '#1B86FE',
        currency: 'INR',
        is_default: false,
      });
      expect(byName.get('Onda Serviços')).toMatchObject({
        domains: ['onda.localhost'],
        primary_color: '#23AEC1',
        currency: 'EUR',
      });
      expect(byName.get('Lotus Services')).toMatchObject({ languages: ['en-US', 'zh-CN', 'zh-TW'], currency: 'CNY' });
      expect(byName.get('Demo Marketplace')).toMatchObject({ domains: [], is_default: true });
      expect(byName.get('Demo Marketplace')?.languages).toHaveLength(5);
      expect(byName.get('Sparkle Home Services')?.modules).not.toContain('support_chat');
      expect(byName.get('Sparkle Home Services')?.modules).toContain('merchants');
      for (const o of ops) expect(o.push).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'creates the demo accounts with the demo password',
    async () => {
      const accounts = await rows<{
        email: string;
        role: string;
        permissions: string[];
        password_hash: string;
        operator: string;
        username: string;
      }>(sql`
        select a.email, a.role, a.permissions, a.password_hash, a.username, o.name as operator
        from admins a join operators o on o.id = a.operator_id
        where a.email in ('admin@sparkle.test', 'admin@onda.test', 'admin@lotus.test', 'admin@demo.test', 'ops@sparkle.test')
        order by a.email`);
      expect(accounts.map((a) => [a.email, a.role, a.operator, a.username])).toEqual([
        ['admin@demo.test', 'ADMIN', 'Demo Marketplace', 'demo-admin'],
        ['admin@lotus.test', 'ADMIN', 'Lotus Services', 'lotus-admin'],
        ['admin@onda.test', 'ADMIN', 'Onda Serviços', 'onda-admin'],
        ['admin@sparkle.test', 'ADMIN', 'Sparkle Home Services', 'sparkle-admin'],
        ['ops@sparkle.test', 'SUB_ADMIN', 'Sparkle Home Services', 'sparkle-ops'],
      ]);
      expect(accounts.find((a) => a.email === 'ops@sparkle.test')?.permissions.sort()).toEqual([
        'bookings',
        'dashboard',
      ]);
      const first = accounts[0] as (typeof accounts)[number];
      expect(await verifyPassword(DEMO_PASSWORD, first.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', first.password_hash)).toBe(false);
      const subAdmins = await rows<{ operator: string; n: number; inactive: number }>(sql`
        select operator_id as operator, count(*)::int as n, count(*) filter (where not is_active)::int as inactive
        from admins where role = 'SUB_ADMIN' and username is null group by 1`);
      expect(subAdmins).toHaveLength(4);
      for (const s of subAdmins) {
        expect(s.n).toBeGreaterThanOrEqual(15);
        expect(s.inactive).toBeGreaterThan(0);
      }
    },
    TIMEOUT,
  );

  it(
    'has bookings in every status for every operator, some of them today',
    async () => {
      const statuses = await rows<{ operator_id: string; statuses: number[]; today: number }>(sql`
        select operator_id, array_agg(distinct status order by status) as statuses,
          count(*) filter (where created_at >= ${'2025-03-14T00:00:00Z'}::timestamptz)::int as today
        from orders group by 1`);
      expect(statuses).toHaveLength(4);
      for (const s of statuses) {
        expect(s.statuses).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(s.today).toBeGreaterThanOrEqual(5);
        expect(s.today).toBeLessThanOrEqual(15);
      }
      expect(await scalar(sql`select count(*) from orders where created_at > ${NOW.toISOString()}::timestamptz`)).toBe(
        0,
      );
      expect(
        await scalar(
          sql`select count(*) from orders where created_at < ${NOW.toISOString()}::timestamptz - interval '366 days'`,
        ),
      ).toBe(0);
      expect(
        await scalar(sql`select count(*) from orders where scheduled_at > ${NOW.toISOString()}::timestamptz`),
      ).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'keeps booking prices and status history consistent',
    async () => {
      const badPrices = await scalar(sql`
        select count(*) from orders
        where order_price <> case order_discount_type
          when 1 then round(unit_price * product_quantity * (100 - order_discount) / 100, 2)
          else unit_price * product_quantity - order_discount end`);
      expect(badPrices).toBe(0);
      const [history] = await rows<Record<string, number>>(sql`
        with h as (
          select order_id, array_agg(to_status order by created_at) as path, array_agg(from_status order by created_at) as froms,
            min(created_at) as first, max(created_at) as last, count(*) as n, count(distinct created_at) as nd
          from order_status_history group by 1)
        select count(*)::int as total,
          count(*) filter (where h.path[array_length(h.path, 1)] <> o.status)::int as bad_last,
          count(*) filter (where h.first <> o.created_at or h.froms[1] is not null or h.path[1] <> 0)::int as bad_first,
          count(*) filter (where h.last > ${NOW.toISOString()}::timestamptz)::int as in_future,
          count(*) filter (where h.n <> h.nd)::int as same_time
        from orders o join h on h.order_id = o.id`);
      expect(history).toEqual({ total: 4 * PER_OPERATOR, bad_last: 0, bad_first: 0, in_future: 0, same_time: 0 });
      // Each row's fromStatus is the previous row's toStatus.
      const broken = await scalar(sql`
        select count(*) from (
          select from_status, lag(to_status) over (partition by order_id order by created_at) as prev
          from order_status_history) x
        where x.prev is not null and x.from_status is distinct from x.prev`);
      expect(broken).toBe(0);
      const txStatuses = await rows<{ s: number }>(sql`select distinct status as s from transactions order by 1`);
      expect(txStatuses.map((t) => t.s)).toEqual([0, 1, 2, 3]);
      const payoutStatuses = await rows<{ operator_id: string; n: number }>(sql`
        select operator_id, count(distinct status)::int as n from payouts group by 1`);
      expect(payoutStatuses.map((p) => p.n)).toEqual([3, 3, 3, 3]);
      // A decided payout has its one decision row (by its decider, at its decision time); a pending one has none.
      const payoutHistory = await rows<{ bad: number }>(sql`
        select count(*)::int as bad from payouts p
        where (select count(*) from payout_status_history h where h.payout_id = p.id) <> (case when p.status = 0 then 0 else 1 end)
           or (p.status <> 0 and not exists (select 1 from payout_status_history h where h.payout_id = p.id
                 and h.from_status = 0 and h.to_status = p.status and h.admin_id = p.decided_by and h.created_at = p.decided_at))`);
      expect(payoutHistory).toEqual([{ bad: 0 }]);
    },
    TIMEOUT,
  );

  it(
    'has notifications of every pushType with the right ids',
    async () => {
      const kinds = await rows<{
        operator_id: string;
        push_type: number;
        n: number;
        bad: number;
        unread: number;
        read: number;
      }>(sql`
        select operator_id, push_type, count(*)::int as n, count(*) filter (where not exists (select 1 from notification_reads r where r.notification_id = notifications.id))::int as unread,
          count(*) filter (where exists (select 1 from notification_reads r where r.notification_id = notifications.id))::int as read,
          count(*) filter (where case push_type
            when 11 then sub_order_id is null or push_type_id <> sub_order_id::text
            when 12 then provider_id is null or push_type_id <> provider_id::text
            when 14 then (provider_id is null) = (customer_id is null)
            when 15 then customer_id is null or push_type_id <> customer_id::text
            else false end)::int as bad
        from notifications group by 1, 2`);
      for (const op of new Set(kinds.map((k) => k.operator_id))) {
        const types = kinds.filter((k) => k.operator_id === op).map((k) => k.push_type);
        expect(types.sort()).toEqual([11, 12, 13, 14, 15]);
      }
      for (const k of kinds) expect(k.bad).toBe(0);
      expect(kinds.reduce((a, k) => a + k.unread, 0)).toBeGreaterThan(0);
      expect(kinds.reduce((a, k) => a + k.read, 0)).toBeGreaterThan(0);
      const support = await rows<{ provider_only: number; customer_only: number }>(sql`
        select count(*) filter (where provider_id is not null and customer_id is null)::int as provider_only,
          count(*) filter (where customer_id is not null and provider_id is null)::int as customer_only
        from notifications where push_type = 14`);
      expect(support[0]?.provider_only).toBeGreaterThan(0);
      expect(support[0]?.customer_only).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'builds three category levels with correct parents',
    async () => {
      const levels = await rows<{ level: number; n: number; bad_parent: number; with_type: number }>(sql`
        select c.level, count(*)::int as n,
          count(*) filter (where case c.level when 1 then c.parent_id is not null else p.level is distinct from c.level - 1 end)::int as bad_parent,
          count(c.service_type_id)::int as with_type
        from categories c left join categories p on p.id = c.parent_id
        group by 1 order by 1`);
      expect(levels.map((l) => l.level)).toEqual([1, 2, 3]);
      for (const l of levels) expect(l.bad_parent).toBe(0);
      expect(levels[0]?.with_type).toBe(levels[0]?.n);
      expect(levels[0]?.n).toBe(4 * 8);
      expect(levels[1]?.n).toBe(4 * 24);
      expect(levels[2]?.n).toBe(4 * 48);
      const crossOperator = await scalar(sql`
        select count(*) from categories c join categories p on p.id = c.parent_id where p.operator_id <> c.operator_id`);
      expect(crossOperator).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'leaves no dangling references (foreign keys are not checked while seeding)',
    async () => {
      const fks = await rows<{ tbl: string; col: string; ref: string; refcol: string }>(sql`
        select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as ref, af.attname as refcol
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
      expect(fks.length).toBeGreaterThan(20);
      for (const fk of fks) {
        const dangling = await scalar(
          sql.raw(
            `select count(*) as n from ${fk.tbl} t where t."${fk.col}" is not null and not exists (select 1 from ${fk.ref} r where r."${fk.refcol}" = t."${fk.col}")`,
          ),
        );
        expect(dangling, `${fk.tbl}.${fk.col} -> ${fk.ref}.${fk.refcol}`).toBe(0);
      }
      // Rows that point at another operator's rows.
      const crossOperator = await scalar(sql`
        select count(*) from orders o
        join customers c on c.id = o.customer_id
        left join providers p on p.id = o.provider_id
        left join products pr on pr.id = o.product_id
        where c.operator_id <> o.operator_id or p.operator_id <> o.operator_id or pr.operator_id <> o.operator_id`);
      expect(crossOperator).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'does nothing when run again',
    async () => {
      const before = await bookingFingerprint();
      const admins = await scalar(sql`select count(*) from admins`);
      expect(await seedDemo(database.db, { bookingsPerOperator: PER_OPERATOR, now: NOW })).toEqual({
        operators: 0,
        bookings: 0,
      });
      expect(await scalar(sql`select count(*) from operators`)).toBe(4);
      expect(await scalar(sql`select count(*) from admins`)).toBe(admins);
      expect(await bookingFingerprint()).toBe(before);
    },
    TIMEOUT,
  );

  it(
    'gives identical data for the same now',
    async () => {
      const before = await bookingFingerprint();
      const totals = await rows(
        sql`select status, count(*)::int as n, sum(order_price)::text as total from orders group by 1 order by 1`,
      );
      await database.db.execute(sql`delete from operators`);
      expect(await scalar(sql`select count(*) from orders`)).toBe(0);
      expect(await seedDemo(database.db, { bookingsPerOperator: PER_OPERATOR, now: NOW })).toEqual({
        operators: 4,
        bookings: 4 * PER_OPERATOR,
      });
      expect(
        await rows(
          sql`select status, count(*)::int as n, sum(order_price)::text as total from orders group by 1 order by 1`,
        ),
      ).toEqual(totals);
      expect(await bookingFingerprint()).toBe(before);
    },
    TIMEOUT,
  );

  it(
    'adds exactly N bulk bookings with transactions',
    async () => {
      const operatorId = await scalarText(
        sql`select id::text as n from operators where 'sparkle.localhost' = any(domains)`,
      );
      const before = await scalar(sql`select count(*) from orders where operator_id = ${operatorId}::uuid`);
      const txBefore = await scalar(sql`select count(*) from transactions where operator_id = ${operatorId}::uuid`);
      const result = await seedBulkBookings(database.db, 'sparkle.localhost', 2500, { now: NOW, chunkSize: 1000 });
      expect(result.operatorId).toBe(operatorId);
      expect(result.bookings).toBe(2500);
      expect(await scalar(sql`select count(*) from orders where operator_id = ${operatorId}::uuid`)).toBe(
        before + 2500,
      );
      expect(await scalar(sql`select count(*) from transactions where operator_id = ${operatorId}::uuid`)).toBe(
        txBefore + result.transactions,
      );
      expect(result.transactions).toBeGreaterThan(1500);
      // Vacuumed: every page of orders is all-visible, so list totals are counted from the index alone.
      const [visibility] = await rows<{ pages: number; visible: number }>(
        sql`select relpages::int as pages, relallvisible::int as visible from pg_class where relname = 'orders'`,
      );
      expect(visibility?.visible).toBe(visibility?.pages);
      // Other operators are untouched; the bulk rows are consistent.
      expect(await scalar(sql`select count(*) from orders`)).toBe(4 * PER_OPERATOR + 2500);
      const [check] = await rows<Record<string, number>>(sql`
        select count(*) filter (where o.status not between 0 and 9)::int as bad_status,
          count(*) filter (where o.created_at > ${NOW.toISOString()}::timestamptz or o.updated_at > ${NOW.toISOString()}::timestamptz)::int as future,
          count(*) filter (where o.updated_at < o.created_at)::int as backwards,
          count(*) filter (where o.order_price <> case o.order_discount_type
            when 1 then round(o.unit_price * o.product_quantity * (100 - o.order_discount) / 100, 2)
            else o.unit_price * o.product_quantity - o.order_discount end)::int as bad_price,
          count(distinct o.status)::int as statuses
        from orders o where o.operator_id = ${operatorId}::uuid`);
      expect(check).toEqual({ bad_status: 0, future: 0, backwards: 0, bad_price: 0, statuses: 10 });
      // By id and as `default` too.
      await seedBulkBookings(database.db, operatorId, 10, { now: NOW });
      const demo = await seedBulkBookings(database.db, 'default', 5, { now: NOW });
      expect(await scalar(sql`select count(*) from orders where operator_id = ${demo.operatorId}::uuid`)).toBe(
        PER_OPERATOR + 5,
      );
      expect(await scalar(sql`select count(*) from orders`)).toBe(4 * PER_OPERATOR + 2515);
      await expect(seedBulkBookings(database.db, 'nowhere.localhost', 1)).rejects.toThrow(/operator not found/);
    },
    TIMEOUT,
  );

  it(
    'keeps each provider’s all-time report figures equal to a recount of its bookings, through status changes and moves',
    async () => {
      const recount = sql`
        select provider_id::text, count(*)::int as orders, (count(*) filter (where status = 6))::int as delivered,
          coalesce(sum(order_price) filter (where status = 6), 0)::numeric(14, 2)::text as revenue
        from orders where provider_id is not null group by 1`;
      const kept = sql`
        select provider_id::text, orders, delivered, revenue::numeric(14, 2)::text as revenue
        from report_provider_stats where orders <> 0 or delivered <> 0 or revenue <> 0`;
      const byProvider = (list: { provider_id: string }[]) =>
        [...list].sort((a, b) => a.provider_id.localeCompare(b.provider_id));
      expect(byProvider(await rows(kept))).toEqual(byProvider(await rows(recount)));
      expect((await rows(kept)).length).toBeGreaterThan(10);
      // Deliver some bookings, and move others to another provider (as deleting a provider sets them to none).
      await database.db.execute(
        sql`update orders set status = 6 where id in (select id from orders where status = 3 limit 20)`,
      );
      await database.db.execute(sql`
        update orders set provider_id = (select min(provider_id::text)::uuid from orders o2 where o2.operator_id = orders.operator_id)
        where id in (select id from orders where provider_id is not null order by id limit 30)`);
      await database.db.execute(
        sql`update orders set provider_id = null where id in (select id from orders where status = 6 order by id desc limit 5)`,
      );
      expect(byProvider(await rows(kept))).toEqual(byProvider(await rows(recount)));
    },
    TIMEOUT,
  );
});

async function scalarText(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rows<{ n: string }>(query);
  return String(row?.n);
}
