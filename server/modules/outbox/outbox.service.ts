import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/list';
import { outboxMessages } from '../../db/schema';
import type { MessageParams } from '../../../src/shared/message-format';

/** A message to send: a template worded in `language` when sent, or ready text (`subject` + `body`). */
export type NewMessage = {
  operatorId?: string | null;
  channel: 'email' | 'sms';
  to: string;
  language?: string;
  /** A one-time code or the like: its params and text are wiped once it has been sent. */
  secret?: boolean;
  /** The same key enqueued twice makes one message (a broadcast's id + recipient, a retried request). */
  dedupeKey?: string;
} & ({ template: string; params: MessageParams } | { subject: string; body: string });

/**
 * Queues `messages` in the caller's transaction (the worker sends them once it is committed). Answers how
 * many were queued: a message whose `dedupeKey` is already queued is not queued again.
 */
export async function enqueue(db: Db, messages: NewMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = messages.map((m) => ({
    operatorId: m.operatorId ?? null,
    channel: m.channel,
    recipient: m.to,
    language: m.language ?? 'en-US',
    secret: m.secret ?? false,
    dedupeKey: m.dedupeKey ?? null,
    ...('template' in m
      ? { template: m.template, params: m.params }
      : { template: null, params: {}, subject: m.subject, body: m.body }),
  }));
  const inserted = await db
    .insert(outboxMessages)
    .values(rows)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted.length;
}

/**
 * The delay before attempt `attempts + 1` after `attempts` failed ones: `baseSeconds` doubling each time
 * (30 s, 1 min, 2 min, …), at most an hour, with ±20 % jitter so that messages failing together (an SMTP
 * outage) do not all come back at the same second.
 */
export function retryDelayMs(attempts: number, baseSeconds: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  const plain = Math.min(baseSeconds * 1000 * 2 ** exponent, 60 * 60 * 1000);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

export type ClaimedMessage = {
  id: string;
  operatorId: string | null;
  channel: 'email' | 'sms';
  recipient: string;
  template: string | null;
  params: MessageParams;
  language: string;
  subject: string | null;
  body: string | null;
  attempts: number;
  secret: boolean;
};

/**
 * Claims up to `limit` due messages for this worker: `FOR UPDATE SKIP LOCKED` lets several server instances
 * claim at once without taking the same row, and the claim sets `sending` with a lease (`nextAttemptAt` =
 * now + lease), so a message whose worker died mid-send is taken again once the lease is over.
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
  const lease = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${outboxMessages} set status = 'sending', attempts = attempts + 1, next_attempt_at = ${lease.toISOString()}
    where id in (
      select id from ${outboxMessages}
      where status in ('pending', 'sending') and next_attempt_at <= ${now.toISOString()}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, operator_id, channel, recipient, template, params, language, subject, body, attempts, secret`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return rows.map((r) => ({
    id: String(r.id),
    operatorId: (r.operator_id as string | null) ?? null,
    channel: r.channel as 'email' | 'sms',
    recipient: String(r.recipient),
    template: (r.template as string | null) ?? null,
    params: (typeof r.params === 'string' ? JSON.parse(r.params) : (r.params ?? {})) as MessageParams,
    language: String(r.language),
    subject: (r.subject as string | null) ?? null,
    body: (r.body as string | null) ?? null,
    attempts: Number(r.attempts),
    secret: r.secret === true || r.secret === 't',
  }));
}
