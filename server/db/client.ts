import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw PostgreSQL client or PGlite instance, for LISTEN/NOTIFY and benchmarks. */
  raw: PGlite | pg.Pool;
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel: `handler` gets each NOTIFY payload (sent by `pg_notify` in any session, delivered
   * on commit). On PostgreSQL a dedicated connection listens and reconnects after errors; on PGlite the
   * one embedded session does. Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onError?: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** A dedicated `pg` connection that LISTENs on `channel` and reconnects (1 s, 2 s, … 30 s) after errors. */
async function listenPg(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 1000;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) handler(msg.payload);
    });
    c.on('error', (error) => {
      onError(error);
      void c.end().catch(() => undefined);
      if (client === c) client = undefined;
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    delay = 1000;
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((error: unknown) => {
        onError(error);
        delay = Math.min(delay * 2, 30_000);
        schedule();
      });
    }, delay);
    timer.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

const ambient = new AsyncLocalStorage<Db>();

/**
 * Runs `fn` with every `database.db` call inside it going to `tx` (nested transactions become savepoints).
 * route.ts uses it so a keyed write and its stored Idempotency-Key result commit together.
 */
export function withTransaction<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  return ambient.run(tx, fn);
}

/**
 * Runs `fn` outside any surrounding `withTransaction`: its writes commit on their own, even when the request's
 * transaction rolls back (a rate limiter's count of failed attempts must survive the failure it counts).
 */
export function withoutTransaction<T>(fn: () => Promise<T>): Promise<T> {
  return ambient.exit(fn);
}

/** `db`, or the transaction of the surrounding `withTransaction`. */
function ambientDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const active = ambient.getStore() ?? target;
      const value = Reflect.get(active, prop, active);
      return typeof value === 'function' ? value.bind(active) : value;
    },
  });
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant for the advisory lock that lets one instance at a time migrate (the seed has its own). */
export const MIGRATION_LOCK_KEY = 7_220_415_030;

/**
 * Runs the migrations on one connection holding a session-level advisory lock: of N instances started together
 * on one database, one migrates while the others wait, then find nothing left to do (during a rolling start,
 * a new version's migrations run once). The lock goes with the connection if the process dies.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection whose query failed may be in any state: dropped rather than pooled (its lock goes with it).
    client.release(broken);
  }
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /**
   * An idle pooled PostgreSQL connection failed: the server restarted, an administrator or a dropped database
   * ended it, the network cut it. The pool has already let it go and opens a new one when next needed; without
   * a listener `pg` would throw this error and end the process.
   */
  onIdleError?: (error: Error) => void;
};

/**
 * Ends the pool once every connection has really closed (`pool.end()` resolves before they have), or after
 * `waitMs` at most.
 */
async function endPool(pool: pg.Pool, waitMs = 5000): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

/** PostgreSQL through `pg` when a URL is given, else embedded PGlite with its data in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', options.onIdleError ?? (() => undefined));
    const db = ambientDb(drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      raw: pool,
      migrate: () => migrateLocked(pool),
      listen: (channel, handler, onError = () => undefined) =>
        listenPg(options.databaseUrl as string, channel, handler, onError),
      close: () => endPool(pool),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: ambientDb(pgliteDb as unknown as Db),
    kind: 'pglite',
    raw: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    listen: (channel, handler) => client.listen(channel, handler),
    close: () => client.close(),
  };
}
