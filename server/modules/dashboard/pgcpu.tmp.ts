// CPU time of the PostgreSQL backend per dashboard query (parallel workers off): intrinsic cost, robust to load.
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { dashboardGraph, dashboardStats } from './dashboard.service';
import type { Db } from '../../db/client';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const pool = { query: (...a: unknown[]) => (client.query as (...x: unknown[]) => unknown)(...a) };
const db = drizzle(client, { casing: 'snake_case' }) as unknown as Db;
for (const s of (process.env.SETUP ?? '').split(';').filter(Boolean)) await client.query(s);
const pid = (await client.query('select pg_backend_pid() as p')).rows[0].p;
const op = (await client.query(`select id from operators where is_default`)).rows[0].id;
const tick = Number(process.env.CLK ?? 100);
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 1000 / tick; };
const range = process.env.RANGE ? JSON.parse(process.env.RANGE, (k, v) => (k ? new Date(v) : v)) : {};
const n = Number(process.env.N ?? 10);
for (const [name, fn] of [['stats', () => dashboardStats(db, op, range)], ['graph1', () => dashboardGraph(db, op, 1)], ['graph3', () => dashboardGraph(db, op, 3)]] as const) {
  await fn();
  const c0 = cpu(); const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name, 'backend cpu ms/call', ((cpu() - c0) / n).toFixed(1), 'wall ms/call', ((performance.now() - t0) / n).toFixed(1));
}
void pool;
await client.end();
