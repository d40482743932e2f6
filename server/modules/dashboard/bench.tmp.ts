// temporary profiling script (deleted before handing over)
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { seedDemo } from '../../db/seed';
import { dashboardGraph, dashboardStats } from './dashboard.service';

const dataDir = process.env.BENCH_DIR ?? '/tmp/dash-pglite';
const fresh = !existsSync(dataDir);
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await database.migrate();
if (fresh || process.env.DATABASE_URL) await seedDemo(database.db, { log: console.log });
const ops = (await database.db.execute(sql`select o.id, o.name, (select count(*) from orders where operator_id = o.id)::int as n from operators o order by 3 desc`)) as unknown as { rows: { id: string; name: string; n: number }[] };
const op = ops.rows[0];
console.log(op);
const range = process.env.RANGE ? JSON.parse(process.env.RANGE, (k, v) => (k ? new Date(v) : v)) : {};
const n = Number(process.env.N ?? 100);
for (const [name, fn] of [
  ['stats', () => dashboardStats(database.db, op.id, range)],
  ['graph2', () => dashboardGraph(database.db, op.id, 2)],
] as const) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(name, 'p50', times[Math.floor(n / 2)].toFixed(1), 'p95', times[Math.floor(n * 0.95)].toFixed(1));
}
if (process.env.EXPLAIN) {
  const captured: string[] = [];
  const orig = database.db.execute.bind(database.db);
  (database.db as unknown as { execute: unknown }).execute = async (q: ReturnType<typeof sql>) => {
    const res = await orig(sql`explain (analyze, buffers, costs off) ${q}`);
    for (const r of (res as unknown as { rows: Record<string, string>[] }).rows) captured.push(Object.values(r)[0] as string);
    return { rows: [{ popularService: '[]', bookingGraph: '[]' }] };
  };
  await dashboardStats(database.db, op.id, range);
  console.log(captured.join('\n'));
}
await database.close();
