import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '../../../src/shared/locales';
import {
  BROADCAST_MAX_RECIPIENTS,
  type BroadcastBody,
  type BroadcastPreview,
  type BroadcastReport,
  type BroadcastResult,
  type CustomerMessage,
} from '../../../src/shared/schemas/broadcasts';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { httpError } from '../../lib/errors';
import { rowsOf } from '../../lib/list';
import { scoped } from '../../lib/scoped';
import { reportCustomersSql } from '../reports/reports.service';

/**
 * Broadcasts from the User and Order reports (issue 19, docs/api/broadcasts.md). The recipients are the
 * distinct customers of the report's filter, computed in SQL; every write is one `insert … select` (no round
 * trip per customer), so 50,000 recipients cost three statements.
 */

/** The same author, channel, text and filter within this window answers the first broadcast. */
export const REPEAT_WINDOW_MS = 10_000;

/** The filter as the report takes it: no paging, no sort (they do not change who is listed). */
function filterOf(filter: Record<string, unknown>): Record<string, unknown> {
  const { pageNumber: _p, pageSize: _s, sortBy: _b, sortDir: _d, ...rest } = filter;
  return Object.fromEntries(
    Object.entries(rest)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

type Query = Parameters<typeof reportCustomersSql>[2];

function recipientsSql(report: BroadcastReport, operatorId: string, filter: Record<string, unknown>): SQL {
  return reportCustomersSql(report, operatorId, filter as Query);
}

/** How many distinct customers the filter lists, and how many of them have an email address. */
export async function previewBroadcast(
  db: Db,
  report: BroadcastReport,
  operatorId: string,
  filter: Record<string, unknown>,
): Promise<BroadcastPreview> {
  const result = await db.execute(sql`
    select count(*)::int as recipients,
      count(*) filter (where coalesce(c.email, '') <> '')::int as "withEmail"
    from (${recipientsSql(report, operatorId, filterOf(filter))}) x
    join customers c on c.id = x.customer_id and c.operator_id = ${operatorId}`);
  const row = rowsOf<{ recipients: number; withEmail: number }>(result)[0];
  return {
    recipients: Number(row?.recipients ?? 0),
    withEmail: Number(row?.withEmail ?? 0),
    max: BROADCAST_MAX_RECIPIENTS,
  };
}

/**
 * Sends `body` to the customers of the filter, once: inside one transaction holding an advisory lock on
 * (operator, author, fingerprint), a broadcast of the same fingerprint by the same author in the last
 * REPEAT_WINDOW_MS is answered instead (queued 0) — two tabs clicking Send together make one broadcast.
 * Each recipient's message is unique per (broadcast, customer) and each email's outbox `dedupe_key` is
 * `broadcast:<id>:<customer>`, so nothing goes out twice even if a statement were repeated.
 */
export async function sendBroadcast(
  db: Db,
  input: { report: BroadcastReport; operatorId: string; adminId: string; body: BroadcastBody },
  maxRecipients = BROADCAST_MAX_RECIPIENTS,
): Promise<BroadcastResult & { repeated: boolean }> {
  const { report, operatorId, adminId } = input;
  const { channel, text } = input.body;
  const filter = filterOf(input.body.filter);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([report, channel, text, filter]))
    .digest('hex');

  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`broadcast:${operatorId}:${adminId}:${fingerprint}`}, 0))`,
    );
    const since = new Date(Date.now() - REPEAT_WINDOW_MS).toISOString();
    const earlier = rowsOf<{ id: string; recipients: number }>(
      await tx.execute(sql`
        select id, recipients from broadcasts
        where operator_id = ${operatorId} and admin_id = ${adminId} and fingerprint = ${fingerprint}
          and created_at >= ${since}::timestamptz
        order by created_at desc limit 1`),
    )[0];
    if (earlier) return { broadcastId: earlier.id, recipients: Number(earlier.recipients), queued: 0, repeated: true };

    const who = recipientsSql(report, operatorId, filter);
    const reachable =
      channel === 'email'
        ? sql`select x.customer_id, c.email from (${who}) x
            join customers c on c.id = x.customer_id and c.operator_id = ${operatorId}
            where coalesce(c.email, '') <> ''`
        : sql`select x.customer_id from (${who}) x
            join customers c on c.id = x.customer_id and c.operator_id = ${operatorId}`;
    const counted = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from (${reachable}) r`))[0];
    const recipients = Number(counted?.n ?? 0);
    if (recipients > maxRecipients) throw httpError(422, 'broadcast.too_many', { max: maxRecipients });

    const [created] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into broadcasts (operator_id, admin_id, report, channel, text, filter, fingerprint, recipients)
        values (${operatorId}, ${adminId}, ${report}, ${channel}, ${text}, ${JSON.stringify(filter)}::jsonb,
          ${fingerprint}, ${recipients})
        returning id`),
    );
    const broadcastId = String(created?.id);

    let queued: number;
    if (channel === 'notification') {
      const inserted = await tx.execute(sql`
        insert into customer_notifications (operator_id, customer_id, broadcast_id, text)
        select ${operatorId}, r.customer_id, ${broadcastId}, ${text} from (${reachable}) r
        on conflict do nothing
        returning id`);
      queued = rowsOf(inserted).length;
    } else {
      const operator = rowsOf<{ name: string; languages: string[] }>(
        await tx.execute(sql`select name, languages from operators where id = ${operatorId}`),
      )[0];
      // Customers carry no language of their own here: the operator's first (default) language.
      const language = operator?.languages.find(isLocale) ?? DEFAULT_LOCALE;
      const params = JSON.stringify({ operator: operator?.name ?? '', text });
      const inserted = await tx.execute(sql`
        insert into outbox_messages (operator_id, channel, recipient, template, params, language, dedupe_key)
        select ${operatorId}, 'email', r.email, 'mail.broadcast', ${params}::jsonb, ${language},
          'broadcast:' || ${broadcastId} || ':' || r.customer_id
        from (${reachable}) r
        on conflict (dedupe_key) do nothing
        returning id`);
      queued = rowsOf(inserted).length;
    }
    await tx.execute(sql`update broadcasts set queued = ${queued} where id = ${broadcastId}`);
    return { broadcastId, recipients, queued, repeated: false };
  });
}

/** One customer of the operator by id: a malformed, unknown or other operator's id is `customer.not_found`. */
export const customer = scoped(customers, 'customer.not_found');

/** The newest `limit` messages broadcast to one customer of the operator, and their count. */
export async function customerMessages(
  db: Db,
  operatorId: string,
  customerId: string,
  limit: number,
): Promise<{ data: CustomerMessage[]; total: number }> {
  await customer.exists(db, operatorId, customerId);
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select id, broadcast_id as "broadcastId", text, created_at as "createdAt", read_at as "readAt"
      from customer_notifications
      where customer_id = ${customerId} and operator_id = ${operatorId}
      order by created_at desc, id desc limit ${limit}`),
    db.execute(
      sql`select count(*)::int as n from customer_notifications where customer_id = ${customerId} and operator_id = ${operatorId}`,
    ),
  ]);
  const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
  return {
    data: rowsOf<Record<string, unknown>>(rows).map((r) => ({
      id: String(r.id),
      broadcastId: r.broadcastId === null ? null : String(r.broadcastId),
      text: String(r.text),
      createdAt: iso(r.createdAt),
      readAt: r.readAt === null || r.readAt === undefined ? null : iso(r.readAt),
    })),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}
