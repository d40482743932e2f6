import { appendFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger';

/** One message on its way out: `to` is an email address or a phone number in international format. */
export type Outgoing = { id: string; to: string; subject: string; text: string };

/**
 * How a channel delivers. `kind` is what a delivered message's status becomes: `sent` when it left for a real
 * transport, `logged` when it was only written to the log (no transport configured). `send` throws when the
 * message should be tried again later.
 */
export type Transport = { kind: 'sent' | 'logged'; send(message: Outgoing): Promise<void>; close?(): void };

/** SMS providers plug in here (an HTTP API client with `kind: 'sent'`); the default only logs. */
export type SmsSender = Transport;

/**
 * Writes the message to the log and, when `file` is given, appends it as one JSON line (the development and
 * test way to read a code). The text is logged only outside production: a code in a production log would
 * be readable by whoever reads logs; there, the row in `outbox_messages` is the record.
 */
export function logTransport(
  channel: 'email' | 'sms',
  logger: Logger,
  options: { file?: string | undefined; withText: boolean },
): Transport {
  return {
    kind: 'logged',
    async send(message) {
      logger.info(`${channel} logged (no ${channel === 'email' ? 'SMTP_URL' : 'SMS provider'})`, {
        id: message.id,
        to: message.to,
        subject: message.subject || undefined,
        ...(options.withText ? { text: message.text } : {}),
      });
      if (options.file) {
        const line = JSON.stringify({ channel, at: new Date().toISOString(), ...message });
        await appendFile(options.file, `${line}\n`);
      }
    },
  };
}

/** Email through SMTP with nodemailer (decision 011): one pooled connection per server process. */
export function smtpTransport(url: string, from: string): Transport {
  // Short timeouts: a stuck server must not hold a worker pass for minutes (the message is simply retried).
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'sent',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        // The outbox row's id: a receiving system (or a person) can match a mail to its row.
        headers: { 'X-Outbox-Id': message.id },
      });
    },
    close: () => transporter.close(),
  };
}
