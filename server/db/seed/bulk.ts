/**
 * Adds many bookings (and their payments) to a seeded operator with set-based SQL, for benchmarks:
 * `INSERT ... SELECT ... FROM generate_series(...)`, where every "random" choice is a hash of the
 * series index (hashint8extended), so the same call on the same database gives the same rows.
 * Bulk bookings get no status history rows.
 */
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, operators, orders } from '../schema';
import { hashString } from './random';

export type BulkOptions = {
  /** Times are relative to this moment (default: the current time). */
  now?: Date;
  /** Rows per INSERT statement (default 50,000). */
  chunkSize?: number;
  /** Statements run at once on separate connections (default 2; PGlite runs them in turn). */
  concurrency?: number;
  log?: (msg: string) => void;
};

export type BulkResult = { operatorId: string; bookings: number; transactions: number };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds an operator by id, by one of its domains, or `default` for the default operator. */
export async function resolveOperatorId(db: Db, operatorDomainOrId: string): Promise<string | null> {
  const key = operatorDomainOrId.trim().toLowerCase();
  const where =
    key === 'default'
      ? eq(operators.isDefault, true)
      : UUID_RE.test(key)
        ? eq(operators.id, key)
        : sql`${operators.domains} @> array[${key}]::text[]`;
  const [row] = await db.select({ id: operators.id }).from(operators).where(where).limit(1);
  return row?.id ?? null;
}

/** A version-4 formatted UUID from the md5 of a text expression (SQL fragment). */
const md5Uuid = (expr: string) =>
  `overlay(overlay(md5(${expr}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

/** The statement adding bookings `from`..`to` (series indexes, inclusive) and their payments. */
export function bulkStatement(p: { operatorId: string; seed: number; now: string; from: number; to: number }): SQL {
  const { operatorId, seed, now, from, to } = p;
  const h = (k: number) => sql.raw(`(hashint8extended(i, ${seed + k}::bigint) & 9223372036854775807)`);
  return sql`
    with
    cust as (
      select array_agg(id order by created_at, id) as ids
      from customers where operator_id = ${operatorId}::uuid
    ),
    prov as (
      select array_agg(id order by created_at, id) as ids
      from providers where operator_id = ${operatorId}::uuid and is_verified
    ),
    prod as (
      select id, base_price, provider_id, (row_number() over (order by created_at, id) - 1)::int as rn
      from products where operator_id = ${operatorId}::uuid
    ),
    pc as (select count(*)::int as n from prod),
    addr as (
      select array_agg(address) as a from (
        select address from orders
        where operator_id = ${operatorId}::uuid and address is not null
        order by created_at limit 1000
      ) x
    ),
    g as (
      select i,
        ${now}::timestamptz - (${h(0)} % 31536000) * interval '1 second' as created_at,
        ${h(1)} as h_customer,
        ${h(2)} as h_provider,
        (${h(3)} % 1000000)::float8 / 1000000 as u_product,
        60 + floor(power((${h(4)} % 1000)::float8 / 1000, 2) * 10020)::int as lead_min,
        ${h(5)} % 1000 as r_status,
        ${h(6)} % 100 as r_qty,
        ${h(7)} % 1000 as r_disc,
        ${h(8)} % 240 as r_dur
      from generate_series(${from}::bigint, ${to}::bigint) as i
    ),
    s as (
      select g.*, g.created_at + g.lead_min * interval '1 minute' as scheduled_at
      from g
    ),
    b as (
      select s.*,
        case
          when s.scheduled_at > ${now}::timestamptz then
            case when r_status < 350 then 0 when r_status < 800 then 1 when r_status < 900 then 7
                 when r_status < 950 then 8 else 9 end
          when s.scheduled_at > ${now}::timestamptz - interval '4 hours' then
            case when r_status < 150 then 2 when r_status < 300 then 3 when r_status < 450 then 4
                 when r_status < 650 then 5 when r_status < 900 then 6 when r_status < 950 then 7 else 9 end
          else
            case when r_status < 740 then 6 when r_status < 870 then 7 when r_status < 950 then 8 else 9 end
        end::smallint as status,
        case when r_qty < 72 then 1 when r_qty < 90 then 2 when r_qty < 97 then 3 else 4 end as qty
      from s
    ),
    priced as (
      select b.*, p.id as product_id, p.base_price, p.provider_id as product_provider,
        p.base_price * b.qty as subtotal,
        case when b.r_disc < 600 then 0 when b.r_disc < 850 then 1 else 2 end as disc_kind
      from b
      cross join pc
      join prod p on p.rn = least(pc.n - 1, floor(power(b.u_product, 1.8) * pc.n)::int)
    ),
    final as (
      select priced.*,
        case disc_kind when 1 then 5 * (1 + r_disc % 5)
                       when 2 then round(subtotal * (0.05 + (r_disc % 10) / 100.0), 0)
                       else 0 end as discount
      from priced
    ),
    ins as (
      insert into orders (
        id, operator_id, customer_id, provider_id, product_id, status, order_price, unit_price,
        product_quantity, order_discount, order_discount_type, scheduled_at, order_date, notes, address,
        created_at, updated_at
      )
      select
        ${sql.raw(md5Uuid(`'${operatorId}:bulk:' || f.i`))},
        ${operatorId}::uuid,
        cust.ids[(1 + f.h_customer % cardinality(cust.ids))::int],
        coalesce(f.product_provider, prov.ids[(1 + f.h_provider % cardinality(prov.ids))::int]),
        f.product_id,
        f.status,
        case f.disc_kind when 1 then round(f.subtotal * (1 - f.discount / 100.0), 2)
                         when 2 then f.subtotal - f.discount
                         else f.subtotal end,
        f.base_price,
        f.qty,
        f.discount,
        case f.disc_kind when 1 then 1 else 2 end,
        f.scheduled_at,
        f.created_at,
        null,
        addr.a[(1 + f.h_customer % cardinality(addr.a))::int],
        f.created_at,
        case
          when f.status = 0 then f.created_at
          when f.status = 1 then least(${now}::timestamptz, f.created_at + (1 + f.r_dur / 4) * interval '1 minute')
          else greatest(f.created_at, least(${now}::timestamptz, f.scheduled_at + f.r_dur * interval '1 minute'))
        end
      from final f cross join cust cross join prov cross join addr
      returning id, customer_id, provider_id, order_price, unit_price, product_quantity, status, created_at, updated_at
    ),
    pay as (
      select ins.*, (hashtext(ins.id::text) & 2147483647) % 100 as r
      from ins
    ),
    tx as (
      insert into transactions (
        id, operator_id, order_id, customer_id, provider_id, amount, discount_amount, type, status,
        created_at, updated_at
      )
      select
        ${sql.raw(md5Uuid(`pay.id::text || ':tx'`))},
        ${operatorId}::uuid,
        pay.id, pay.customer_id, pay.provider_id, pay.order_price,
        nullif(round(pay.unit_price * pay.product_quantity - pay.order_price, 2), 0),
        1,
        t.status,
        least(${now}::timestamptz, pay.created_at + interval '30 seconds'),
        greatest(least(${now}::timestamptz, pay.created_at + interval '30 seconds'), pay.updated_at)
      from pay
      cross join lateral (
        select case
          when pay.status = 6 then case when pay.r < 5 then 0 else 1 end
          when pay.status in (7, 9) then case when pay.r < 60 then 3 when pay.r < 70 then 0 end
          when pay.status = 8 then case when pay.r < 40 then 3 end
          when pay.status = 0 then case when pay.r < 50 then 2 when pay.r < 60 then 0 end
          when pay.status = 1 then case when pay.r < 40 then 1 when pay.r < 80 then 2 end
          else case when pay.r < 70 then 1 else 2 end
        end::smallint as status
      ) t
      where t.status is not null
      returning 1
    )
    select (select count(*) from ins)::int as bookings, (select count(*) from tx)::int as transactions
  `;
}

export async function seedBulkBookings(
  db: Db,
  operatorDomainOrId: string,
  count_: number,
  options: BulkOptions = {},
): Promise<BulkResult> {
  const total = Math.floor(count_);
  if (!Number.isFinite(total) || total < 0) throw new Error(`invalid booking count: ${count_}`);
  const operatorId = await resolveOperatorId(db, operatorDomainOrId);
  if (!operatorId) throw new Error(`operator not found: ${operatorDomainOrId}`);
  const [customerRow] = await db.select({ n: count() }).from(customers).where(eq(customers.operatorId, operatorId));
  if ((customerRow?.n ?? 0) === 0) throw new Error('the operator has no customers: run the demo seed first');
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.operatorId, operatorId));

  const now = (options.now ?? new Date()).toISOString();
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? 50_000));
  const log = options.log ?? (() => {});
  const seed = hashString(`bulk:${operatorId}`);
  const start = existing?.n ?? 0;
  let bookings = 0;
  let payments = 0;
  const [su] = await db
    .select({ on: sql<boolean>`current_setting('is_superuser') = 'on'` })
    .from(sql`(select 1) as one`);
  const superuser = su?.on === true;
  const chunks: [number, number][] = [];
  for (let from = start; from < start + total; from += chunkSize)
    chunks.push([from, Math.min(start + total, from + chunkSize) - 1]);
  // Chunks are independent (every value derives from the series index), so several connections can
  // insert at once on PostgreSQL; PGlite (one connection) simply runs them one after the other.
  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
      const [from, to] = chunk;
      const t0 = Date.now();
      const statement = bulkStatement({ operatorId, seed, now, from, to });
      const result = await db
        .transaction(async (tx) => {
          // The rows reference existing rows of the operator by construction: a superuser skips the
          // foreign-key triggers for this chunk (about a third of the insert time).
          if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
          return tx.execute(statement);
        })
        .catch((error: unknown) => {
          next = chunks.length; // the other workers stop after their current chunk
          throw error;
        });
      const row = (result as unknown as { rows: { bookings: number | string; transactions: number | string }[] })
        .rows[0];
      bookings += Number(row?.bookings ?? 0);
      payments += Number(row?.transactions ?? 0);
      log(`bulk: ${bookings}/${total} bookings (${Date.now() - t0} ms for rows ${from}..${to})`);
    }
  };
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
  const failure = outcomes.find((o) => o.status === 'rejected');
  if (failure) throw failure.reason;
  if (total > 0) {
    // Statistics for the planner, and the visibility map: list totals are counted with index-only scans,
    // which visit the table for every page autovacuum has not reached yet (a search over a million fresh
    // bookings answered 4–5 times slower until it had).
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`vacuum analyze transactions`);
  }
  return { operatorId, bookings, transactions: payments };
}
