import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './server-process';

/** The test databases' own helper, on TEST_DATABASE_URL's PostgreSQL server (as in CI). */
const adminUrl = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!adminUrl)('a test database on PostgreSQL', () => {
  it('is dropped once a session the test role may not end has left it, not refused at once', async (context) => {
    const fresh = await freshDatabase(adminUrl);
    const name = new URL(fresh.env.DATABASE_URL as string).pathname.slice(1);
    // A superuser's session stands in for an autovacuum worker: `drop … with (force)` may not end either.
    const url = new URL(adminUrl as string);
    url.username = 'postgres';
    url.password = '';
    url.pathname = `/${name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    other.on('error', () => undefined);
    try {
      await other.connect();
    } catch {
      await fresh.drop();
      context.skip('no superuser session on this server');
    }
    const started = Date.now();
    setTimeout(() => void other.end(), 1000);
    await fresh.drop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    await admin.end();
    expect(rows).toEqual([]);
  });
});
