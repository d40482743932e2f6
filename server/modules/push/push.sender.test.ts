import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../lib/logger';
import { createPushSender, fcmPushSender, logPushSender, type MulticastMessaging } from './push.sender';

function memoryLogger() {
  const lines: Array<{ level: string; msg: string; fields?: Record<string, unknown> }> = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    lines.push({ level, msg, ...(fields ? { fields } : {}) });
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

const message = {
  title: 'Payout requested',
  body: 'Asha requested a payout.',
  icon: '/icons/192.png?operator=x',
  link: '/orders/order_details/abc',
  data: { notificationId: 'n1', pushType: '11' },
};

describe('push senders', () => {
  it('without Firebase configured, logs what it would send and reports nothing sent', async () => {
    const { logger, lines } = memoryLogger();
    const sender = await createPushSender(undefined, logger);
    expect(sender.kind).toBe('log');
    expect(await sender.send(['a', 'b'], message)).toEqual({ sent: 0, failed: 0, invalidTokens: [] });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        fields: expect.objectContaining({ devices: 2, title: 'Payout requested' }),
      }),
    ]);
  });

  it('without Firebase, writes each message to the outbox as a browser would receive it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mpa-outbox-'));
    try {
      const file = join(dir, 'push.jsonl');
      const sender = logPushSender(memoryLogger().logger, file);
      await sender.send(['t1', 't2'], message);
      await sender.send([], message);
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toEqual([
        {
          tokens: ['t1', 't2'],
          payload: {
            notification: {
              title: 'Payout requested',
              body: 'Asha requested a payout.',
              icon: '/icons/192.png?operator=x',
            },
            data: { notificationId: 'n1', pushType: '11', link: '/orders/order_details/abc' },
            fcmOptions: { link: '/orders/order_details/abc' },
          },
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('falls back to logging when the service account is not usable, and says so', async () => {
    const { logger, lines } = memoryLogger();
    const sender = await createPushSender('{not json', logger);
    expect(sender.kind).toBe('log');
    expect(lines.some((l) => l.level === 'error' && l.msg.includes('FIREBASE_SERVICE_ACCOUNT'))).toBe(true);
  });

  it('sends an FCM multicast with notification, data, icon and an absolute https link', async () => {
    const calls: Parameters<MulticastMessaging['sendEachForMulticast']>[0][] = [];
    const messaging: MulticastMessaging = {
      async sendEachForMulticast(m) {
        calls.push(m);
        return { successCount: m.tokens.length, failureCount: 0, responses: m.tokens.map(() => ({ success: true })) };
      },
    };
    const sender = fcmPushSender(messaging, memoryLogger().logger, 'https://admin.example.com');
    expect(await sender.send(['t1'], message)).toEqual({ sent: 1, failed: 0, invalidTokens: [] });
    expect(calls[0]).toEqual({
      tokens: ['t1'],
      notification: { title: 'Payout requested', body: 'Asha requested a payout.' },
      data: { notificationId: 'n1', pushType: '11', link: '/orders/order_details/abc' },
      webpush: {
        notification: { icon: '/icons/192.png?operator=x' },
        fcmOptions: { link: 'https://admin.example.com/orders/order_details/abc' },
      },
    });
  });

  it('reports dead tokens, counts failures, batches by 500 and never throws', async () => {
    const batches: number[] = [];
    const messaging: MulticastMessaging = {
      async sendEachForMulticast(m) {
        batches.push(m.tokens.length);
        if (batches.length === 2) throw new Error('FCM unreachable');
        return {
          successCount: m.tokens.length - 2,
          failureCount: 2,
          responses: m.tokens.map((t) =>
            t === 'dead'
              ? { success: false, error: { code: 'messaging/registration-token-not-registered', message: 'gone' } }
              : t === 'busy'
                ? { success: false, error: { code: 'messaging/server-unavailable', message: 'later' } }
                : { success: true },
          ),
        };
      },
    };
    const { logger, lines } = memoryLogger();
    const tokens = ['dead', 'busy', ...Array.from({ length: 600 }, (_, i) => `t${i}`)];
    const result = await fcmPushSender(messaging, logger).send(tokens, message);
    expect(batches).toEqual([500, 102]);
    expect(result).toEqual({ sent: 498, failed: 2 + 102, invalidTokens: ['dead'] });
    expect(lines.some((l) => l.level === 'warn' && l.msg === 'push send failed')).toBe(true);
  });
});
