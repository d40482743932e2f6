import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, withTransaction } from '../db/client';
import { admins, idempotencyKeys, operators } from '../db/schema';
import { seedDemo } from '../db/seed';
import { claimIdempotencyKey, completeIdempotencyKey } from './idempotency';
import { emptyPgliteDir } from '../../tests/setup/pglite-template';

/** Claims left by a killed process (found by the fault run, tests/fault): retaken after the timeout, never twice. */
let dataDir: string;
let database: Database;
let operatorId: string;
let adminId: string;

beforeAll(async () => {
  dataDir = await emptyPgliteDir('mpa-idem-');
  database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemo(database.db, { bookingsPerOperator: 1, log: () => undefined });
  const [op] = await database.db.select({ id: operators.id }).from(operators).limit(1);
  operatorId = (op as { id: string }).id;
  const [admin] = await database.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.operatorId, operatorId))
    .limit(1);
  adminId = (admin as { id: string }).id;
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (key: string) => ({ operatorId, adminId, key, method: 'POST', path: '/api/v1/orders', hash: 'h' });

async function age(key: string, seconds: number) {
  await database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(idempotencyKeys.key, key));
}

describe('Idempotency-Key claims left by a dead process', () => {
  it('a claim without a result younger than the timeout still answers 409', async () => {
    await claimIdempotencyKey(database.db, request('young'), 30_000);
    await expect(claimIdempotencyKey(database.db, request('young'), 30_000)).rejects.toMatchObject({ status: 409 });
  });

  it('a claim without a result older than the timeout is retaken as a new claim', async () => {
    const first = await claimIdempotencyKey(database.db, request('stale'), 30_000);
    await age('stale', 31);
    const again = await claimIdempotencyKey(database.db, request('stale'), 30_000);
    expect(again.kind).toBe('new');
    expect(again.kind === 'new' && first.kind === 'new' && again.id !== first.id).toBe(true);
  });

  it('the slow original cannot complete a retaken claim, so its transaction rolls back', async () => {
    const first = await claimIdempotencyKey(database.db, request('slow'), 30_000);
    await age('slow', 31);
    await claimIdempotencyKey(database.db, request('slow'), 30_000);
    expect(first.kind === 'new' && (await completeIdempotencyKey(database.db, first.id, 201, {}))).toBe(false);
  });

  it('a completed result is replayed however old the claim, never retaken', async () => {
    const first = await claimIdempotencyKey(database.db, request('done'), 30_000);
    expect(first.kind === 'new' && (await completeIdempotencyKey(database.db, first.id, 201, { ok: 1 }))).toBe(true);
    await age('done', 3600);
    expect(await claimIdempotencyKey(database.db, request('done'), 30_000)).toEqual({
      kind: 'replay',
      status: 201,
      body: { ok: 1 },
    });
  });

  it('inside withTransaction, database.db writes roll back with the transaction', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys);
    await expect(
      database.db.transaction((tx) =>
        withTransaction(tx as unknown as typeof database.db, async () => {
          await claimIdempotencyKey(database.db, request('rolled-back'), 30_000);
          throw new Error('killed');
        }),
      ),
    ).rejects.toThrow('killed');
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys);
    expect(after).toEqual(before);
  });
});
