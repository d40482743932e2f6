// PostgreSQL for `npm run bench -- --pg-million`: BENCH_DATABASE_URL when given, else a private cluster of
// Debian's PostgreSQL 15 in a temporary folder on a free port (as .ci/run does), removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../tests/setup/server-process';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type Postgres = { url: string; private: boolean; stop(): Promise<void> };

/** initdb refuses to run as root: then the cluster belongs to the `postgres` user. */
function asClusterUser(command: string, args: string[]) {
  const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' })
    : spawnSync(command, args, { stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr?.toString() ?? ''}`);
}

export async function benchPostgres(): Promise<Postgres> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, private: false, stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'mpa-bench-pg-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  asClusterUser(join(PG_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
  asClusterUser(join(PG_BIN, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database mpa_bench');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/mpa_bench`,
    private: true,
    async stop() {
      asClusterUser(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Bookings in the database (0 before the first migration). */
export async function bookingCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query<{ t: string | null }>("select to_regclass('public.orders')::text as t");
    if (!exists.rows[0]?.t) return 0;
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from orders');
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** `npm run seed -- --bookings N` on that database (migrations and the demo data first). */
export function seedBookings(url: string, bookings: number): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/db/seed/cli.ts', '--bookings', String(bookings), '--quiet'],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  if (result.status !== 0) throw new Error('seeding failed');
}

/** The operator whose entity lists the bench fills (the demo's second one; the bookings stay with the first). */
export const ENTITIES_OPERATOR = 'sparkle.localhost';

/**
 * The smallest of the entity lists of that operator (`seed --entities` fills them in order, payouts last, so a
 * seed that stopped half way counts as missing and is resumed).
 */
export async function entityCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query<{ t: string | null }>("select to_regclass('public.payouts')::text as t");
    if (!exists.rows[0]?.t) return 0;
    const { rows } = await client.query<{ n: number }>(
      `select least(
         (select count(*) from customers c where c.operator_id = o.id),
         (select count(*) from categories c where c.operator_id = o.id and c.level = 3),
         (select count(*) from payouts p where p.operator_id = o.id))::int as n
       from operators o where o.domains @> array[$1]::text[]`,
      [ENTITIES_OPERATOR],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** `npm run seed -- --entities N` on that database: N rows in each entity list of ENTITIES_OPERATOR. */
export function seedEntities(url: string, rows: number): void {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/db/seed/cli.ts',
      '--entities',
      String(rows),
      '--entities-operator',
      ENTITIES_OPERATOR,
      '--quiet',
    ],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  if (result.status !== 0) throw new Error('seeding failed');
}
