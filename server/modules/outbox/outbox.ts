import type { Database, Db } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import { enqueue, type NewMessage } from './outbox.service';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox.worker';
import { logTransport, smtpTransport, type SmsSender, type Transport } from './transports';

export type Outbox = {
  /**
   * Queues messages (in `db`, the surrounding transaction by default) and wakes the worker; answers how many
   * were queued (a repeated `dedupeKey` is not).
   */
  send(messages: NewMessage[], db?: Db): Promise<number>;
  worker: OutboxWorker;
};

/**
 * The outbox of this server process: an operator's message through its own SMTP server or SMS provider when it
 * stored one (`forOperator`), else email through SMTP when `SMTP_URL` is set (else logged) and SMS through `sms`
 * (log-only by default: a provider's adapter implements `SmsSender`).
 */
export function createOutbox(
  env: Env,
  database: Database,
  logger: Logger,
  options: {
    sms?: SmsSender;
    /** An operator's own SMTP server or SMS provider (Settings → Configuration), null for the deployment's. */
    forOperator?: OutboxWorkerOptions['forOperator'];
  } = {},
): Outbox {
  const sms =
    options.sms ?? logTransport('sms', logger, { file: env.outboxLog, withText: env.nodeEnv !== 'production' });
  const logged = () => logTransport('email', logger, { file: env.outboxLog, withText: env.nodeEnv !== 'production' });
  const email: Transport = env.smtpUrl ? smtpTransport(env.smtpUrl, env.mailFrom) : logged();
  if (!env.smtpUrl && env.nodeEnv === 'production') {
    logger.warn('SMTP_URL is not set: emails are only logged and kept in outbox_messages (status logged)');
  }
  const worker = createOutboxWorker({
    database,
    logger,
    transports: { email, sms },
    ...(options.forOperator ? { forOperator: options.forOperator } : {}),
    pollMs: env.outboxPollMs,
    retrySeconds: env.outboxRetrySeconds,
    maxAttempts: env.outboxMaxAttempts,
  });
  return {
    worker,
    async send(messages, db = database.db) {
      const queued = await enqueue(db, messages);
      if (queued > 0) worker.kick();
      return queued;
    },
  };
}
