import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { admins, deviceTokens, refreshTokens } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createLogger } from '../../lib/logger';
import type { PushMessage, PushResult, PushSender } from '../push/push.sender';
import { createNotificationHub, NOTIFY_CHANNEL, type NotificationHub } from './notifications.hub';
import { createNotification } from './notifications.service';
import { emptyPgliteDir } from '../../../tests/setup/pglite-template';

/** The hub on a seeded PGlite: who gets a push, who gets a live event, and what a dead token does. */

type Sent = { tokens: string[]; message: PushMessage };

let dir: string;
let database: Database;
let hub: NotificationHub;
const sent: Sent[] = [];
let answer: (tokens: string[]) => PushResult = () => ({ sent: 0, failed: 0, invalidTokens: [] });
const recorder: PushSender = {
  kind: 'log',
  async send(tokens, message) {
    sent.push({ tokens: [...tokens].sort(), message });
    return answer(tokens);
  },
};
const ids: Record<string, { id: string; operatorId: string }> = {};
// Lotus has a Firebase account of its own (Settings → Configuration): its pushes go through it.
const lotusSent: Sent[] = [];
const lotusSender: PushSender = {
  kind: 'fcm',
  async send(tokens, message) {
    lotusSent.push({ tokens: [...tokens].sort(), message });
    return { sent: tokens.length, failed: 0, invalidTokens: [] };
  },
};

async function waitFor<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const payout = (operatorId: string) => ({
  operatorId,
  pushType: 13,
  pushTypeId: randomUUID(),
  code: 'notification.payout_requested' as const,
  params: { provider: 'Asha Rao', amount: 1250.5, currency: 'INR' },
  label: 'payouts',
});

beforeAll(async () => {
  dir = await emptyPgliteDir('mpa-hub-');
  database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await seedDemo(database.db, { bookingsPerOperator: 20 });
  for (const email of [
    'admin@sparkle.test',
    'ops@sparkle.test',
    'finance@sparkle.test',
    'admin@onda.test',
    'admin@lotus.test',
  ]) {
    const [row] = await database.db
      .select({ id: admins.id, operatorId: admins.operatorId })
      .from(admins)
      .where(eq(admins.email, email));
    if (!row) throw new Error(`missing ${email}`);
    ids[email] = row;
  }
  const tokenOf = (email: string, token: string, familyId: string | null = null) => ({
    adminId: ids[email]?.id as string,
    operatorId: ids[email]?.operatorId as string,
    familyId,
    token,
  });
  // A signed-out session's device must not get pushes.
  const revoked = randomUUID();
  await database.db.insert(refreshTokens).values({
    familyId: revoked,
    adminId: ids['admin@sparkle.test']?.id as string,
    operatorId: ids['admin@sparkle.test']?.operatorId as string,
    tokenHash: 'x',
    expiresAt: new Date(Date.now() + 60_000),
    revokedAt: new Date(),
  });
  await database.db
    .insert(deviceTokens)
    .values([
      tokenOf('admin@sparkle.test', 'tok-admin'),
      tokenOf('admin@sparkle.test', 'tok-admin-old-session', revoked),
      tokenOf('ops@sparkle.test', 'tok-ops'),
      tokenOf('finance@sparkle.test', 'tok-finance'),
      tokenOf('admin@onda.test', 'tok-onda'),
      tokenOf('admin@lotus.test', 'tok-lotus'),
    ]);
  const lotus = ids['admin@lotus.test']?.operatorId;
  hub = createNotificationHub({
    database,
    logger: createLogger('silent'),
    push: recorder,
    pushFor: async (operatorId) => (operatorId === lotus ? lotusSender : null),
  });
  await hub.start();
}, 120_000);

afterAll(async () => {
  await hub?.stop();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('notification hub', () => {
  it('pushes a committed notification once, to the devices of the admins whose modules show it', async () => {
    const sparkle = ids['admin@sparkle.test']?.operatorId as string;
    sent.length = 0;
    const created = await database.db.transaction((tx) => createNotification(tx, payout(sparkle)));
    const push = await waitFor(() => sent[0]);
    expect(push.tokens).toEqual(['tok-admin', 'tok-finance']);
    expect(push.message).toMatchObject({
      title: 'Payout requested',
      body: 'Asha Rao requested a payout of ₹1,250.50.',
      // The push opens the payout itself (issue 75, item 12).
      link: expect.stringMatching(/^\/payouts\?search=Pay_[0-9A-F]{8}$/),
      data: {
        notificationId: created.id,
        pushType: '13',
        operatorId: sparkle,
        code: 'notification.payout_requested',
        locale: 'en-US',
      },
    });
    expect(JSON.parse(push.message.data.params ?? '')).toEqual({
      provider: 'Asha Rao',
      amount: 1250.5,
      currency: 'INR',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(sent).toHaveLength(1);
  });

  it('pushes through the operator’s own Firebase account when it has one, not the deployment’s', async () => {
    const lotus = ids['admin@lotus.test']?.operatorId as string;
    sent.length = 0;
    await database.db.transaction((tx) => createNotification(tx, payout(lotus)));
    const push = await waitFor(() => lotusSent[0]);
    expect(push.tokens).toEqual(['tok-lotus']);
    await new Promise((r) => setTimeout(r, 200));
    expect(sent).toHaveLength(0);
  });

  it('words each device’s push in the language its user chose there, if the operator offers it', async () => {
    const sparkle = ids['admin@sparkle.test']?.operatorId as string;
    const setLocale = (token: string, locale: string | null) =>
      database.db.update(deviceTokens).set({ locale }).where(eq(deviceTokens.token, token));
    // Sparkle offers en-US and hi-IN: a device set to pt-PT gets English.
    await setLocale('tok-admin', 'hi-IN');
    await setLocale('tok-finance', 'pt-PT');
    try {
      sent.length = 0;
      await database.db.transaction((tx) => createNotification(tx, payout(sparkle)));
      await waitFor(() => (sent.length === 2 ? true : undefined));
      const hindi = sent.find((s) => s.tokens.includes('tok-admin'));
      const english = sent.find((s) => s.tokens.includes('tok-finance'));
      expect(hindi?.tokens).toEqual(['tok-admin']);
      expect(hindi?.message).toMatchObject({
        title: 'भुगतान का अनुरोध',
        body: 'Asha Rao ने ₹1,250.50 के भुगतान का अनुरोध किया।',
        data: { locale: 'hi-IN' },
      });
      expect(english?.message).toMatchObject({ title: 'Payout requested', data: { locale: 'en-US' } });
    } finally {
      await setLocale('tok-admin', null);
      await setLocale('tok-finance', null);
    }
  });

  it('sends nothing for a rolled-back change', async () => {
    const sparkle = ids['admin@sparkle.test']?.operatorId as string;
    sent.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await createNotification(tx, payout(sparkle));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await new Promise((r) => setTimeout(r, 300));
    expect(sent).toEqual([]);
  });

  it('leaves the push to the instance that created the notification, but delivers live events everywhere', async () => {
    const sparkle = ids['admin@sparkle.test']?.operatorId as string;
    const finance = ids['finance@sparkle.test'] as { id: string; operatorId: string };
    const received: string[] = [];
    const off = hub.subscribe({
      session: { adminId: finance.id, operatorId: finance.operatorId, familyId: randomUUID() },
      deliver: (e) => received.push(e.notification.id),
      end: () => undefined,
    });
    sent.length = 0;
    // As if another server instance had created it: its NOTIFY carries that instance's id.
    const [row] = (
      (await database.db.execute(
        sql`insert into notifications (operator_id, push_type, title, label) values (${sparkle}, 13, 'Elsewhere', 'payouts') returning id`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    await database.db.execute(
      sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify({ id: row?.id, operatorId: sparkle, origin: 'another-instance' })})`,
    );
    await waitFor(() => (received.includes(row?.id as string) ? true : undefined));
    expect(sent).toEqual([]);
    off();
  });

  it('forgets device tokens the push service reports as dead', async () => {
    const sparkle = ids['admin@sparkle.test']?.operatorId as string;
    sent.length = 0;
    answer = () => ({ sent: 1, failed: 1, invalidTokens: ['tok-finance'] });
    await database.db.transaction((tx) => createNotification(tx, payout(sparkle)));
    await waitFor(() => sent[0]);
    for (let i = 0; i < 50; i++) {
      const rows = await database.db.select({ token: deviceTokens.token }).from(deviceTokens);
      if (!rows.some((r) => r.token === 'tok-finance')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const tokens = (await database.db.select({ token: deviceTokens.token }).from(deviceTokens)).map((r) => r.token);
    expect(tokens).not.toContain('tok-finance');
    expect(tokens).toContain('tok-admin');
    answer = () => ({ sent: 0, failed: 0, invalidTokens: [] });
  });

  it('ends a subscriber whose session was revoked instead of delivering to it', async () => {
    const sparkle = ids['admin@sparkle.test']?.operatorId as string;
    const admin = ids['admin@sparkle.test'] as { id: string; operatorId: string };
    const family = randomUUID();
    await database.db.insert(refreshTokens).values({
      familyId: family,
      adminId: admin.id,
      operatorId: admin.operatorId,
      tokenHash: 'y',
      expiresAt: new Date(Date.now() + 60_000),
      revokedAt: new Date(),
    });
    let ended = false;
    const delivered: string[] = [];
    hub.subscribe({
      session: { adminId: admin.id, operatorId: admin.operatorId, familyId: family },
      deliver: (e) => delivered.push(e.notification.id),
      end: () => {
        ended = true;
      },
    });
    await database.db.transaction((tx) => createNotification(tx, payout(sparkle)));
    await waitFor(() => (ended ? true : undefined));
    expect(delivered).toEqual([]);
  });
});
