/**
 * Adds many rows to every entity list of one seeded operator with set-based SQL, for benchmarks (issue 14):
 * customers, providers (the merchants and providers lists), agents, sub-admins, service types, categories of
 * each level, products and payouts — `count` of each. Like bulk.ts, every "random" choice is a hash of the series
 * index (hashint8extended) and every id an md5 of the operator, the table and the index, so a child row names its
 * parent by computing the parent's id, the same call gives the same rows, and a run that stopped half way picks
 * up where it stopped (`on conflict (id) do nothing`). Meant for an operator other than the one holding the bulk
 * bookings, so that the bookings and report figures do not move.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { admins } from '../schema';
import { resolveOperatorId } from './bulk';
import { hashString } from './random';

export type EntityOptions = {
  /** Times are relative to this moment (default: the current time). */
  now?: Date;
  /** Rows per INSERT statement (default 100,000). */
  chunkSize?: number;
  /** Statements run at once on separate connections (default 2). */
  concurrency?: number;
  log?: (msg: string) => void;
};

/** The tables seeded, parents before children. */
export const ENTITY_TABLES = [
  'customers',
  'providers',
  'agents',
  'admins',
  'service_types',
  'categories1',
  'categories2',
  'categories3',
  'products',
  'payouts',
] as const;
type EntityTable = (typeof ENTITY_TABLES)[number];

export type EntityResult = { operatorId: string; rows: Record<EntityTable, number> };

/** The deterministic id of bulk row `index` (SQL expression) of `table`. */
const idOf = (operatorId: string, table: EntityTable, index: string) =>
  sql.raw(
    `overlay(overlay(md5('${operatorId}:entities:${table}:' || (${index})::text) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`,
  );

const FIRST = `array['Aarav','Vivaan','Aditya','Vihaan','Arjun','Sai','Reyansh','Ayaan','Krishna','Ishaan','Ananya','Diya',
  'Priya','Kavya','Saanvi','Aadhya','Meera','Riya','Neha','Pooja','Rohan','Rahul','Vikram','Sneha','Divya','Tanvi','Shreya',
  'Komal','Rekha','Suresh','Ramesh','Lakshmi','Deepak','Nikhil','Farhan','Zoya','Imran','Sana','Joseph','Maria','Ana','João',
  'Inês','Tiago','Wei','Mei','Li Na','Chen','Yu-Ting','Hao']`;
const LAST = `array['Sharma','Verma','Gupta','Mehta','Chopra','Khanna','Menon','Nair','Iyer','Reddy','Rao','Das','Bose','Sen',
  'Patel','Shah','Joshi','Kulkarni','Pillai','Singh','Kaur','Gill','Malhotra','Kapoor','Banerjee','Mukherjee','Ghosh','Agarwal',
  'Jain','Thomas','Fernandes','D''Souza','Khan','Ali','Qureshi','Bhat','Hegde','Shetty','Naidu','Saxena','Silva','Costa',
  'Pereira','Santos','Wang','Zhang','Liu','Lin','Huang','Wu']`;
const MAIL = `array['example.com','example.org','example.net','mail.test','inbox.test']`;
const BUSINESS = `array['Bright','Sparkle','Prime','Urban','Royal','Green','Swift','Trust','Star','Metro','Fresh','Elite','Classic',
  'Happy','Smart','Golden','Silver','Blue','Sunrise','Lotus']`;
const TRADE = `array['Home Services','Cleaners','Interiors','Repairs','Care','Facility Services','Enterprises','Solutions',
  'Pest Control','Electricals','Plumbing Works','Painters','Movers','Salon','Appliance Care']`;
const SUFFIX = `array['','',' Pvt. Ltd.',' & Co.',' LLP',' Services']`;
const AREA = `array['Indiranagar, Bengaluru','HSR Layout, Bengaluru','Koramangala, Bengaluru','Powai, Mumbai',
  'Andheri West, Mumbai','Bandra, Mumbai','Vasant Kunj, New Delhi','Saket, New Delhi','Salt Lake, Kolkata','Adyar, Chennai',
  'Banjara Hills, Hyderabad','Kothrud, Pune','Alfama, Lisboa','Cedofeita, Porto','Xinyi, Taipei','Pudong, Shanghai']`;
const ADJ = `array['Deep','Express','Premium','Basic','Complete','Quick','Full','Standard','Advanced','Eco','Weekly','Monthly',
  'Festive','Move-in','Move-out','Same-day']`;
const SERVICE = `array['Home Cleaning','Kitchen Cleaning','Bathroom Cleaning','Sofa Shampoo','Carpet Cleaning','AC Service',
  'AC Repair','Washing Machine Repair','Fridge Repair','Plumbing','Electrical Work','Painting','Pest Control','Haircut',
  'Facial','Massage','Manicure','Car Wash','Laptop Repair','Water Purifier Service','Carpentry','Gardening','Yoga Session',
  'Tutoring','Photography']`;

/** `arr[1 + h % cardinality]` of an inline array. */
const pick = (array: string, h: string) => `(${array})[1 + (${h}) % cardinality(${array})]`;

function statement(
  table: EntityTable,
  p: {
    operatorId: string;
    seed: number;
    now: string;
    from: number;
    to: number;
    n: number;
    admin: { id: string; hash: string };
  },
): SQL {
  const { operatorId, seed, now, from, to, n } = p;
  const h = (k: number) => `(hashint8extended(i, ${seed + k}::bigint) & 9223372036854775807)`;
  const id = (t: EntityTable, index = 'i') => idOf(operatorId, t, index);
  // The parent's index of row `index` of a category level (for level 1: its service type's), as the categories'
  // statements choose it: a product's service type is its category's level-1 ancestor's.
  const up = (index: string) =>
    `((hashint8extended((${index})::bigint, ${seed + 6}::bigint) & 9223372036854775807) % ${n})`;
  // Created over the last three years, a little more often lately.
  const created = sql.raw(
    `(${`'${now}'`}::timestamptz - floor(power((${h(0)} % 1000000)::float8 / 1000000, 1.5) * 94608000) * interval '1 second')`,
  );
  const series = sql.raw(`generate_series(${from}::bigint, ${to}::bigint) as i`);
  const op = sql`${operatorId}::uuid`;
  const first = sql.raw(pick(FIRST, h(1)));
  const last = sql.raw(pick(LAST, h(2)));
  const mail = sql.raw(pick(MAIL, h(3)));
  const phone = sql.raw(`(6000000000 + ${h(4)} % 3999999999)::text`);
  switch (table) {
    case 'customers':
      return sql`insert into customers (id, operator_id, first_name, last_name, email, country_code, phone_number,
          is_active, created_at, updated_at)
        select ${id('customers')}, ${op}, f, l, lower(replace(replace(f || '.' || l, ' ', ''), '''', '')) || i || '@' || m,
          '+91', ${phone}, ${sql.raw(h(5))} % 10 <> 0, c, c
        from (select i, ${first} as f, ${last} as l, ${mail} as m, ${created} as c from ${series}) g
        on conflict (id) do nothing`;
    case 'providers':
      return sql`insert into providers (id, operator_id, name, first_name, last_name, email, country_code, phone_number,
          address, business_type, working_hours, servicable, rating, is_verified, is_active, created_at, updated_at)
        select ${id('providers')}, ${op}, nm, f, l,
          lower(regexp_replace(nm, '[^A-Za-z]', '', 'g')) || i || '@' || m, '+91', ${phone},
          'Shop ' || (1 + i % 300) || ', ' || a, bt,
          ${sql.raw(pick(`array['Mon-Sat 09:00-18:00','Tue-Sun 09:00-21:00','Mon-Fri 10:00-19:00','All days 08:00-20:00']`, h(6)))},
          ${sql.raw(h(7))} % 3 <> 0,
          case when ${sql.raw(h(8))} % 5 = 0 then null else round((20 + ${sql.raw(h(8))} % 31)::numeric / 10, 1) end,
          ${sql.raw(h(9))} % 6 <> 0, ${sql.raw(h(10))} % 12 <> 0, c, c
        from (
          select i, ${first} as f, ${last} as l, ${mail} as m, ${created} as c, ${sql.raw(pick(AREA, h(11)))} as a,
            case when ${sql.raw(h(12))} % 3 = 0 then 'Individual' when ${sql.raw(h(12))} % 3 = 1 then 'Agency' else 'Company' end as bt,
            case when ${sql.raw(h(12))} % 3 = 0 then ${first} || ' ' || ${last}
                 else ${sql.raw(pick(BUSINESS, h(13)))} || ' ' || ${sql.raw(pick(TRADE, h(14)))} || ${sql.raw(pick(SUFFIX, h(15)))} end as nm
          from ${series}) g
        on conflict (id) do nothing`;
    case 'agents':
      return sql`insert into agents (id, operator_id, name, email, phone, address, display_address, merchant_id,
          merchant_name, rating, servicable, status, created_at, updated_at)
        select ${id('agents')}, ${op}, f || ' ' || l,
          lower(replace(replace(f || '.' || l, ' ', ''), '''', '')) || i || '@' || m, '+91 ' || ${phone},
          'Flat ' || (101 + i % 900) || ', ' || a, a, pr.id, pr.name,
          case when ${sql.raw(h(8))} % 4 = 0 then null else round((20 + ${sql.raw(h(8))} % 31)::numeric / 10, 1) end,
          ${sql.raw(h(7))} % 3 <> 0, case when ${sql.raw(h(9))} % 8 = 0 then 'blocked' else 'active' end, c, c
        from (
          select i, ${first} as f, ${last} as l, ${mail} as m, ${created} as c, ${sql.raw(pick(AREA, h(11)))} as a,
            case when ${sql.raw(h(5))} % 10 < 7 then ${id('providers', `${h(6)} % ${n}`)} end as merchant
          from ${series}) g
        left join providers pr on pr.id = g.merchant
        on conflict (id) do nothing`;
    case 'admins':
      return sql`insert into admins (id, operator_id, role, email, password_hash, first_name, last_name, country_code,
          country_code_iso, phone_number, permissions, is_active, created_at, updated_at)
        select ${id('admins')}, ${op}, 'SUB_ADMIN',
          lower(replace(replace(f || '.' || l, ' ', ''), '''', '')) || '+bulk' || i || '@' || ${`${p.operatorId.slice(0, 8)}.bench.test`},
          ${p.admin.hash}, f, l, '+91', 'IN', ${phone},
          string_to_array(${sql.raw(pick(`array['dashboard,bookings','transactions,payouts','users,merchants','services','dashboard,notifications']`, h(6)))}, ','),
          ${sql.raw(h(5))} % 7 <> 0, c, c
        from (select i, ${first} as f, ${last} as l, ${created} as c from ${series}) g
        on conflict (id) do nothing`;
    case 'service_types':
      return sql`insert into service_types (id, operator_id, name, is_active, created_at, updated_at)
        select ${id('service_types')}, ${op}, ${sql.raw(pick(ADJ, h(1)))} || ' ' || ${sql.raw(pick(SERVICE, h(2)))} || ' ' || (1 + i / 400),
          ${sql.raw(h(5))} % 9 <> 0, c, c
        from (select i, ${created} as c from ${series}) g
        on conflict (id) do nothing`;
    case 'categories1':
    case 'categories2':
    case 'categories3': {
      const level = Number(table.slice(-1));
      const parent = level === 1 ? sql`null::uuid` : id(level === 2 ? 'categories1' : 'categories2', `${h(6)} % ${n}`);
      const type = level === 1 ? id('service_types', `${h(6)} % ${n}`) : sql`null::uuid`;
      const names = [
        `array['Cleaning','Repairs','Beauty','Wellness','Appliances','Home Care','Outdoor','Learning','Events','Vehicles']`,
        `array['Kitchen','Bathroom','Living Room','Bedroom','Office','Garden','Balcony','Terrace','Garage','Car']`,
        `array['Basic','Deep','Express','Premium','Weekly','Monthly','Eco','Festive','Move-in','Move-out']`,
      ][level - 1] as string;
      return sql`insert into categories (id, operator_id, level, parent_id, service_type_id, name, description,
          is_active, created_at, updated_at)
        select ${id(table)}, ${op}, ${level}, ${parent}, ${type},
          ${sql.raw(pick(names, h(1)))} || ' ' || ${sql.raw(pick(SERVICE, h(2)))} || ' ' || (1 + i / 1000),
          'Bench category ' || i, ${sql.raw(h(5))} % 9 <> 0, c, c
        from (select i, ${created} as c from ${series}) g
        on conflict (id) do nothing`;
    }
    case 'products':
      return sql`insert into products (id, operator_id, service_type_id, category_id, name, description, base_price,
          buffer_time, is_active, provider_id, created_at, updated_at)
        select ${id('products')}, ${op}, ${id('service_types', up(up(up(`${h(7)} % ${n}`))))}, ${id('categories3', `${h(7)} % ${n}`)},
          ${sql.raw(pick(ADJ, h(1)))} || ' ' || ${sql.raw(pick(SERVICE, h(2)))} || ' ' || (1 + i / 500),
          ${sql.raw(pick(SERVICE, h(2)))} || ' by trained, background-verified professionals.',
          (99 + (${sql.raw(h(3))} % 990) * 10)::numeric(12, 2), (${sql.raw(h(4))} % 13) * 15,
          ${sql.raw(h(5))} % 9 <> 0,
          case when ${sql.raw(h(8))} % 4 = 0 then ${id('providers', `${h(9)} % ${n}`)} end, c, c
        from (select i, ${created} as c from ${series}) g
        on conflict (id) do nothing`;
    case 'payouts':
      return sql`
        with g as (
          select i, c, case when r < 3 or c > ${now}::timestamptz - interval '2 days' then 0 when r < 9 then 1 else 2 end as st
          from (select i, ${created} as c, ${sql.raw(h(5))} % 10 as r from ${series}) x
        ),
        ins as (
          insert into payouts (id, operator_id, provider_id, amount, status, decided_by, decided_at, note, created_at, updated_at)
          select ${id('payouts')}, ${op}, ${id('providers', `${h(6)} % ${n}`)},
            (500 + ${sql.raw(h(3))} % 4950000 / 100.0)::numeric(12, 2), st,
            case when st <> 0 then ${p.admin.id}::uuid end,
            case when st <> 0 then least(${now}::timestamptz, c + interval '1 day') end,
            case st when 1 then 'Transferred' when 2 then 'Bank details did not match' end,
            c, case when st <> 0 then least(${now}::timestamptz, c + interval '1 day') else c end
          from g
          on conflict (id) do nothing
          returning id, status, note, decided_at
        )
        insert into payout_status_history (payout_id, operator_id, from_status, to_status, admin_id, note, created_at)
        select id, ${op}, 0, status, ${p.admin.id}::uuid, note, decided_at from ins where status <> 0`;
  }
}

/** The operator's rows of `table` (for a category level, of that level). */
function countOf(table: EntityTable, operatorId: string): SQL {
  if (table.startsWith('categories'))
    return sql`select count(*)::int as n from categories where operator_id = ${operatorId}::uuid and level = ${Number(table.slice(-1))}`;
  if (table === 'admins')
    return sql`select count(*)::int as n from admins where operator_id = ${operatorId}::uuid and role = 'SUB_ADMIN'`;
  return sql`select count(*)::int as n from ${sql.identifier(table)} where operator_id = ${operatorId}::uuid`;
}

async function countRows(db: Db, table: EntityTable, operatorId: string): Promise<number> {
  const result = (await db.execute(countOf(table, operatorId))) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function seedBulkEntities(
  db: Db,
  operatorDomainOrId: string,
  count_: number,
  options: EntityOptions = {},
): Promise<EntityResult> {
  const n = Math.floor(count_);
  if (!Number.isFinite(n) || n < 1) throw new Error(`invalid entity count: ${count_}`);
  const operatorId = await resolveOperatorId(db, operatorDomainOrId);
  if (!operatorId) throw new Error(`operator not found: ${operatorDomainOrId}`);
  const [admin] = await db
    .select({ id: admins.id, hash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.operatorId, operatorId))
    .orderBy(admins.role, admins.createdAt)
    .limit(1);
  if (!admin) throw new Error('the operator has no admin: run the demo seed first');
  const now = (options.now ?? new Date()).toISOString();
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? 100_000));
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
  const log = options.log ?? (() => {});
  const seed = hashString(`entities:${operatorId}`);
  const [su] = await db
    .select({ on: sql<boolean>`current_setting('is_superuser') = 'on'` })
    .from(sql`(select 1) as one`);
  const superuser = su?.on === true;
  const rows = Object.fromEntries(ENTITY_TABLES.map((t) => [t, 0])) as Record<EntityTable, number>;

  for (const table of ENTITY_TABLES) {
    const before = await countRows(db, table, operatorId);
    if (before >= n) {
      log(`entities: ${table} already has ${before} rows`);
      continue;
    }
    const t0 = Date.now();
    const chunks: [number, number][] = [];
    for (let from = 0; from < n; from += chunkSize) chunks.push([from, Math.min(n, from + chunkSize) - 1]);
    let next = 0;
    const worker = async () => {
      for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
        const [from, to] = chunk;
        await db
          .transaction(async (tx) => {
            // Every reference is to a row of the operator made before (parents first): a superuser skips the
            // foreign-key triggers, as the bulk bookings do.
            if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
            await tx.execute(statement(table, { operatorId, seed, now, from, to, n, admin }));
          })
          .catch((error: unknown) => {
            next = chunks.length;
            throw error;
          });
      }
    };
    const outcomes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
    const failure = outcomes.find((o) => o.status === 'rejected');
    if (failure) throw failure.reason;
    const after = await countRows(db, table, operatorId);
    rows[table] = after - before;
    log(`entities: ${table} +${after - before} rows (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }
  for (const table of [
    'customers',
    'providers',
    'agents',
    'admins',
    'service_types',
    'categories',
    'products',
    'payouts',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  await db.execute(sql`vacuum analyze payout_status_history`);
  return { operatorId, rows };
}
