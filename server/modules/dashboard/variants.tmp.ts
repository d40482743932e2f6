import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.env.DIR ?? '/tmp/dash-pglite', { extensions: { pg_trgm } });
for (const s of (process.env.SETUP ?? '').split(';').filter(Boolean)) await db.exec(s);
const op = (await db.query<{ id: string }>(`select id from operators where name = 'Sparkle Home Services'`)).rows[0].id;
const q = `select product_id, count(*), sum(order_price) filter (where status = 6) from orders where operator_id = '${op}' group by 1`;
const q2 = `select date_trunc('day', created_at at time zone 'UTC'), sum(order_price) from orders where operator_id = '${op}' and status = 6 and created_at >= now() - interval '30 days' group by 1`;
for (const [name, query] of [['per_product', q], ['graph30', q2]]) {
  for (let i = 0; i < 5; i++) await db.query(query);
  const t: number[] = [];
  for (let i = 0; i < 60; i++) { const t0 = performance.now(); await db.query(query); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b);
  console.log(name, 'p50', t[30].toFixed(1), 'min', t[0].toFixed(1), 'p10', t[6].toFixed(1));
  const plan = await db.query<Record<string, string>>(`explain (analyze, costs off) ${query}`);
  console.log(plan.rows.map((r) => Object.values(r)[0]).filter((l) => /Scan|Heap Fetches|Execution/.test(l)).join('\n'));
}
await db.close();
