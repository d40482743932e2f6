import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, withTransaction } from '../db/client';
import { RateLimiter, sweepRateLimits } from './rate-limit';
import { emptyPgliteDir } from '../../tests/setup/pglite-template';

/** The limiters on PGlite: the same SQL runs on PostgreSQL, where every instance shares the rows. */
let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await emptyPgliteDir('mpa-rate-');
  database = await openDatabase({ dataDir });
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('RateLimiter', () => {
  it('blocks a key after the limit until its window ends, then lets it try again', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new RateLimiter(database, 'test-window', 3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfter('a')).toBe(0);
      await limiter.hit('a');
    }
    expect(await limiter.retryAfter('a')).toBe(60);
    expect(await limiter.retryAfter('b')).toBe(0);
    now += 30_000;
    expect(await limiter.retryAfter('a')).toBe(30);
    now += 29_500;
    expect(await limiter.retryAfter('a')).toBe(1);
    now += 501;
    expect(await limiter.retryAfter('a')).toBe(0);
    // The next attempt starts a new window with a count of one.
    await limiter.hit('a');
    expect(await limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const limiter = new RateLimiter(database, 'test-reset', 1, 60_000);
    await limiter.hit('a');
    expect(await limiter.retryAfter('a')).toBe(60);
    await limiter.reset('a');
    expect(await limiter.retryAfter('a')).toBe(0);
  });

  it('keeps the counts of two limiters (scopes) apart, and two objects of one scope share them', async () => {
    const accounts = new RateLimiter(database, 'test-account', 2, 60_000);
    const ips = new RateLimiter(database, 'test-ip', 2, 60_000);
    await accounts.hit('same-key');
    await accounts.hit('same-key');
    expect(await accounts.retryAfter('same-key')).toBeGreaterThan(0);
    expect(await ips.retryAfter('same-key')).toBe(0);
    // Another instance's limiter of the same scope (another object on the same database) sees the lockout.
    expect(await new RateLimiter(database, 'test-account', 2, 60_000).retryAfter('same-key')).toBe(60);
  });

  it('counts concurrent hits exactly', async () => {
    const limiter = new RateLimiter(database, 'test-concurrent', 10, 60_000);
    await Promise.all(Array.from({ length: 10 }, () => limiter.hit('k')));
    expect(await limiter.retryAfter('k')).toBe(60);
  });

  it('counts a hit made inside a committed request transaction (PGlite: one session, no deadlock)', async () => {
    const limiter = new RateLimiter(database, 'test-in-transaction', 1, 60_000);
    await database.db.transaction((tx) => withTransaction(tx as unknown as Db, () => limiter.hit('k')));
    expect(await limiter.retryAfter('k')).toBe(60);
  });

  it('sweeps the counters whose window is over, and only those', async () => {
    const past = new RateLimiter(database, 'test-sweep', 1, 1_000, () => Date.now() - 60_000);
    const live = new RateLimiter(database, 'test-sweep', 1, 60_000);
    await past.hit('old');
    await live.hit('new');
    expect(await sweepRateLimits(database.db)).toBeGreaterThanOrEqual(1);
    const rows = await database.db.execute<{ key: string }>(
      sql`select key from rate_limits where scope = 'test-sweep' order by key`,
    );
    expect((rows as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual(['new']);
  });
});
