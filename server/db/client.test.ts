import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../tests/setup/server-process';
import { type Database, openDatabase } from './client';

/**
 * The PostgreSQL pool's life at its edges. Runs where TEST_DATABASE_URL names a PostgreSQL server whose user may
 * create databases (as in CI); PGlite has no pool and no other sessions.
 */
const adminUrl = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!adminUrl)('PostgreSQL pool', () => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  let name = '';

  async function open(onIdleError?: (error: Error) => void) {
    const fresh = await freshDatabase(adminUrl);
    drop = fresh.drop;
    const url = fresh.env.DATABASE_URL as string;
    name = new URL(url).pathname.slice(1);
    database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 3, onIdleError });
    return database;
  }

  async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  /** Opens `n` pooled connections at once and returns them to the pool, idle. */
  async function idleConnections(db: Database, n: number) {
    const pool = db.raw as pg.Pool;
    const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
    for (const client of clients) client.release();
    expect(pool.idleCount).toBe(n);
  }

  afterEach(async () => {
    await database?.close();
    database = undefined;
    await drop?.();
    drop = undefined;
  });

  it('reports an idle connection the server ends, and answers the next query on a new one', async () => {
    const onIdleError = vi.fn();
    const db = await open(onIdleError);
    await idleConnections(db, 2);
    await admin((client) =>
      client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
    );
    await vi.waitFor(() => expect(onIdleError).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(onIdleError.mock.calls[0]?.[0]).toMatchObject({ code: '57P01' });
    expect((await (db.raw as pg.Pool).query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('closes only once every connection has ended, so the database can be dropped straight after', async () => {
    const db = await open();
    await idleConnections(db, 3);
    await admin(async (client) => {
      const sessions = async () => {
        const result = await client.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'",
          [name],
        );
        return result.rows[0].n as number;
      };
      expect(await sessions()).toBe(3);
      await db.close();
      database = undefined;
      expect(await sessions()).toBe(0);
    });
  });
});
