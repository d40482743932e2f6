import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { type ClaimedMessage, claimDue, retryDelayMs } from './outbox.service';
import { renderMessage } from './templates';
import type { Transport } from './transports';

export type OutboxWorkerOptions = {
  database: Database;
  logger: Logger;
  transports: { email: Transport; sms: Transport };
  /** The transport of a message's operator when it has its own (Settings → Configuration); null = `transports`. */
  forOperator?: (channel: 'email' | 'sms', operatorId: string) => Promise<Transport | null>;
  /** How often to look for due messages (a `kick` after an enqueue looks at once). */
  pollMs: number;
  /** The first retry's delay; it doubles with each failed attempt. */
  retrySeconds: number;
  /** Attempts before a message is marked `failed`. */
  maxAttempts: number;
  /** A claimed message not finished within this is taken again (its worker died). */
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  random?: () => number;
};

export type OutboxWorker = {
  start(): void;
  /** Look for due messages now (after an enqueue); coalesces with a pass already running. */
  kick(): void;
  /** One pass: claims due messages and delivers them; answers how many it handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The outbox worker (server/db/schema/outbox.ts): runs in the server process, claims due messages, words
 * them in the recipient's language and hands them to the channel's transport. A failure is retried with
 * exponential backoff until `maxAttempts`, then the message is `failed` with its last error kept.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, logger, transports } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function finish(id: string, values: Partial<typeof outboxMessages.$inferInsert>) {
    await database.db.update(outboxMessages).set(values).where(eq(outboxMessages.id, id));
  }

  async function deliver(message: ClaimedMessage) {
    const own = message.operatorId
      ? await options.forOperator?.(message.channel, message.operatorId).catch((error: unknown) => {
          logger.warn('outbox: the operator’s own transport could not be opened; the deployment’s is used', {
            operatorId: message.operatorId,
            error: errorText(error),
          });
          return null;
        })
      : null;
    const transport = own ?? transports[message.channel];
    const rendered = renderMessage(message);
    try {
      if (!rendered) throw new Error(`unknown template ${message.template}`);
      await transport.send({ id: message.id, to: message.recipient, subject: rendered.subject, text: rendered.text });
    } catch (error) {
      const failed = message.attempts >= options.maxAttempts;
      const retryAt = new Date(now().getTime() + retryDelayMs(message.attempts, options.retrySeconds, options.random));
      await finish(message.id, {
        status: failed ? 'failed' : 'pending',
        nextAttemptAt: failed ? now() : retryAt,
        lastError: errorText(error),
      });
      logger.warn(failed ? 'outbox message failed for good' : 'outbox message failed; will retry', {
        id: message.id,
        channel: message.channel,
        attempts: message.attempts,
        error: errorText(error),
        ...(failed ? {} : { retryAt: retryAt.toISOString() }),
      });
      return;
    }
    const wipe = message.secret && transport.kind === 'sent';
    await finish(message.id, {
      status: transport.kind,
      sentAt: now(),
      lastError: null,
      // What was sent, in the recipient's words; a one-time code is not kept once it has left.
      subject: rendered.subject || null,
      body: wipe ? null : rendered.text,
      ...(wipe ? { params: {} } : {}),
    });
  }

  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = await claimDue(database.db, now(), leaseMs, batchSize);
      for (const message of claimed) await deliver(message);
      handled += claimed.length;
      if (claimed.length < batchSize || stopped) return handled;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        logger.warn('outbox pass failed', { error: errorText(error) });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(() => void runOnce(), options.pollMs);
      timer.unref();
      void runOnce();
    },
    kick() {
      if (!stopped) setImmediate(() => void runOnce());
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transports.email.close?.();
      transports.sms.close?.();
    },
  };
}
