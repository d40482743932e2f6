import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { claimDue, enqueue, retryDelayMs } from './outbox.service';
import { createOutboxWorker } from './outbox.worker';
import type { Outgoing, Transport } from './transports';
import { emptyPgliteDir } from '../../../tests/setup/pglite-template';

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await emptyPgliteDir('mpa-outbox-');
  database = await openDatabase({ dataDir });
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(outboxMessages);
});

/** A transport that fails its first `failures` sends, then records what it sent. */
function flaky(failures: number, kind: 'sent' | 'logged' = 'sent') {
  const sent: Outgoing[] = [];
  let calls = 0;
  const transport: Transport = {
    kind,
    async send(message) {
      calls += 1;
      if (calls <= failures) throw new Error(`451 busy (${calls})`);
      sent.push(message);
    },
  };
  return { transport, sent, calls: () => calls };
}

function worker(email: Transport, clock: { now: Date }, maxAttempts = 5) {
  return createOutboxWorker({
    database,
    logger: quiet,
    transports: { email, sms: flaky(0, 'logged').transport },
    pollMs: 60_000,
    retrySeconds: 30,
    maxAttempts,
    now: () => clock.now,
    random: () => 0.5,
  });
}

const row = async (id?: string) => {
  const rows = await database.db.select().from(outboxMessages);
  return id ? rows.find((r) => r.id === id) : rows[0];
};
const at = (clock: { now: Date }, ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

describe('retry delay', () => {
  it('doubles from the base, stops at an hour and jitters by at most a fifth', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30, mid))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(12, 30, mid)).toBe(3_600_000);
    expect(retryDelayMs(1, 30, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30, () => 1)).toBe(36_000);
  });
});

describe('outbox worker', () => {
  it('retries a failing message with backoff and sends it in the recipient language, wiping a secret', async () => {
    const clock = { now: new Date('2026-03-01T10:00:00Z') };
    const smtp = flaky(2);
    const w = worker(smtp.transport, clock);
    await enqueue(database.db, [
      {
        channel: 'email',
        to: 'a@example.test',
        language: 'pt-PT',
        secret: true,
        template: 'mail.password_otp',
        params: { operator: 'Onda', code: '4321', minutes: 10 },
      },
    ]);
    // The row was written "now" by the database: make it due on the test's clock.
    await database.db.update(outboxMessages).set({ nextAttemptAt: clock.now });

    expect(await w.runOnce()).toBe(1);
    let r = await row();
    expect(r).toMatchObject({ status: 'pending', attempts: 1, lastError: '451 busy (1)' });
    expect(r?.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 30_000);

    at(clock, 29_000);
    expect(await w.runOnce()).toBe(0);
    at(clock, 1_000);
    expect(await w.runOnce()).toBe(1);
    r = await row();
    expect(r).toMatchObject({ status: 'pending', attempts: 2, lastError: '451 busy (2)' });
    expect(r?.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 60_000);

    at(clock, 60_000);
    expect(await w.runOnce()).toBe(1);
    r = await row();
    expect(r).toMatchObject({ status: 'sent', attempts: 3, lastError: null, params: {}, body: null });
    expect(r?.sentAt?.getTime()).toBe(clock.now.getTime());
    expect(smtp.sent).toHaveLength(1);
    expect(smtp.sent[0]?.text).toContain('4321');
    expect(smtp.sent[0]?.text).toContain('Onda');
    expect(smtp.sent[0]?.subject).toBe(r?.subject);
    expect(smtp.sent[0]?.subject).not.toBe('Your password reset code');
    expect(await w.runOnce()).toBe(0);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const clock = { now: new Date('2026-03-01T10:00:00Z') };
    const smtp = flaky(100);
    const w = worker(smtp.transport, clock, 3);
    await enqueue(database.db, [{ channel: 'email', to: 'b@example.test', subject: 'Hi', body: 'Hello' }]);
    await database.db.update(outboxMessages).set({ nextAttemptAt: clock.now });
    for (let i = 0; i < 3; i++) {
      await w.runOnce();
      at(clock, 3_600_000);
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3, lastError: '451 busy (3)' });
    expect(await w.runOnce()).toBe(0);
    expect(smtp.calls()).toBe(3);
  });

  it('keeps a logged message readable (status logged, text stored)', async () => {
    const clock = { now: new Date('2026-03-01T10:00:00Z') };
    const log = flaky(0, 'logged');
    const w = worker(log.transport, clock);
    await enqueue(database.db, [
      {
        channel: 'email',
        to: 'c@example.test',
        secret: true,
        template: 'mail.password_otp',
        params: { operator: 'X', code: '1111', minutes: 10 },
      },
    ]);
    await database.db.update(outboxMessages).set({ nextAttemptAt: clock.now });
    await w.runOnce();
    const r = await row();
    expect(r).toMatchObject({ status: 'logged', subject: 'Your password reset code' });
    expect(r?.body).toContain('1111');
  });

  it('queues a message once per dedupe key', async () => {
    const message = {
      channel: 'email' as const,
      to: 'd@example.test',
      subject: 'S',
      body: 'B',
      dedupeKey: 'broadcast-1:d',
    };
    expect(await enqueue(database.db, [message])).toBe(1);
    expect(await enqueue(database.db, [message])).toBe(0);
    expect(await database.db.select().from(outboxMessages)).toHaveLength(1);
  });

  it('does not let two claims take the same message, and retakes one whose lease ran out', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    await enqueue(database.db, [
      { channel: 'email', to: 'e@example.test', subject: 'S', body: 'B' },
      { channel: 'email', to: 'f@example.test', subject: 'S', body: 'B' },
    ]);
    await database.db.update(outboxMessages).set({ nextAttemptAt: now });
    const [first, second] = await Promise.all([
      claimDue(database.db, now, 60_000, 1),
      claimDue(database.db, now, 60_000, 1),
    ]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first?.[0]?.id).not.toBe(second?.[0]?.id);
    // Both are claimed: nothing is due until the lease is over, then both are taken again.
    expect(await claimDue(database.db, new Date(now.getTime() + 59_000), 60_000, 10)).toHaveLength(0);
    const retaken = await claimDue(database.db, new Date(now.getTime() + 60_000), 60_000, 10);
    expect(retaken.map((m) => m.attempts)).toEqual([2, 2]);
    const [one] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, retaken[0]?.id as string));
    expect(one?.status).toBe('sending');
  });
});
