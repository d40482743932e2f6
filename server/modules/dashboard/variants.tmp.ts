import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.env.DIR ?? '/tmp/dash-pglite', { extensions: { pg_trgm } });
for (const s of (process.env.SETUP ?? '').split(';').filter(Boolean)) await db.exec(s);
const op = (await db.query<{ id: string }>(`select id from operators where name = 'Demo Marketplace'`)).rows[0].id;
const queries: Record<string, string> = {
  trivial: `select 1`,
  per_product: `select product_id, count(*), sum(order_price) filter (where status = 6) from orders where operator_id = '${op}' group by 1`,
  totals_only: `select count(*), sum(order_price) filter (where status = 6) from orders where operator_id = '${op}'`,
  count_only: `select count(*) from orders where operator_id = '${op}'`,
  entity_counts: `select (select count(*) from customers where operator_id = '${op}'), (select count(*) from products where operator_id = '${op}'), (select count(*) filter (where is_verified) from providers where operator_id = '${op}')`,
  graph30: `select date_trunc('day', created_at at time zone 'UTC'), sum(order_price) from orders where operator_id = '${op}' and status = 6 and created_at >= now() - interval '30 days' group by 1`,
  gen_json: `select json_agg(json_build_object('label', to_char(d, 'YYYY-MM-DD'), 'totalSales', 0)) from generate_series(now()::timestamp - interval '29 days', now()::timestamp, interval '1 day') d`,
};
for (const [name, query] of Object.entries(queries)) {
  for (let i = 0; i < 5; i++) await db.query(query);
  const c0 = process.cpuUsage();
  const n = 100;
  for (let i = 0; i < n; i++) await db.query(query);
  const c = process.cpuUsage(c0);
  console.log(name.padEnd(14), 'cpu ms/query', ((c.user + c.system) / 1000 / n).toFixed(2));
}
await db.close();
