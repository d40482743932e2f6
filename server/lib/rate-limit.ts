import { sql } from 'drizzle-orm';
import { type Database, type Db, withoutTransaction } from '../db/client';
import { rowsOf } from './list';

/**
 * A fixed-window counter per key, kept in the database (table `rate_limits`), so every server instance
 * sees the same counts and a restart forgets nothing. Used for sign-in throttling: failures per account
 * and attempts per IP, each limiter under its own `scope`.
 *
 * Each call is one statement. On PostgreSQL it runs outside any request transaction (on a connection of its
 * own), so a failure's count survives the failure's rollback; PGlite has one session only, where a statement
 * outside an open transaction would wait for it forever, so there it joins the request's transaction (sign-in
 * runs in none). Times come from the database's clock, the one clock all instances share; tests may pass
 * their own.
 */
export class RateLimiter {
  private readonly db: Db;
  private readonly outside: <T>(fn: () => Promise<T>) => Promise<T>;

  constructor(
    database: Pick<Database, 'db' | 'kind'>,
    /** What this limiter counts (e.g. `login-account`): its rows never mix with another limiter's. */
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock?: () => number,
  ) {
    this.db = database.db;
    this.outside = database.kind === 'postgres' ? withoutTransaction : (fn) => fn();
  }

  private now() {
    return this.clock ? sql`${new Date(this.clock()).toISOString()}::timestamptz` : sql`now()`;
  }

  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  async retryAfter(key: string): Promise<number> {
    const rows = await this.outside(() =>
      this.db.execute<{ seconds: number | string | null }>(sql`
        select ceil(extract(epoch from (reset_at - ${this.now()})))::int as seconds
        from rate_limits
        where scope = ${this.scope} and key = ${key} and count >= ${this.limit} and reset_at > ${this.now()}`),
    );
    const seconds = Number(rowsOf<{ seconds: number | string | null }>(rows)[0]?.seconds ?? 0);
    return Math.max(seconds, 0);
  }

  /** Counts one attempt of `key`: the first of a window (none yet, or the last one over) starts it. */
  async hit(key: string): Promise<void> {
    const now = this.now();
    await this.outside(() =>
      this.db.execute(sql`
        insert into rate_limits as r (scope, key, count, reset_at)
        values (${this.scope}, ${key}, 1, ${now} + ${this.windowMs} * interval '1 millisecond')
        on conflict (scope, key) do update set
          count = case when r.reset_at <= ${now} then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= ${now} then excluded.reset_at else r.reset_at end`),
    );
  }

  /** Forgets `key` (a successful sign-in clears its account's failures). */
  async reset(key: string): Promise<void> {
    await this.outside(() =>
      this.db.execute(sql`delete from rate_limits where scope = ${this.scope} and key = ${key}`),
    );
  }
}

/** Deletes the counters of every limiter whose window is over; the server runs it every few minutes. */
export async function sweepRateLimits(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`with gone as (delete from rate_limits where reset_at <= now() returning 1) select count(*)::int as n from gone`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
