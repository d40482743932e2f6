import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { coded } from '../../src/shared/messages';
import { badRequest, conflict, fieldError, unprocessable } from '../lib/errors';

/** How long a key's first result is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A claim without a result that is older than this was left by a process that died (SIGKILL, crash): it
 * may be retaken. Safe because a handler's writes and its stored result commit in one transaction
 * (route.ts), and completing checks the claim is still the one taken.
 */
export const IDEMPOTENCY_CLAIM_TIMEOUT_MS = 30_000;

export type Claim = { kind: 'new'; id: string } | { kind: 'replay'; status: number; body: unknown };

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Claims `key` for this request. A finished earlier request with the same key and the same request
 * replays its result; the same key with another request is 422; one still running is 409.
 */
export async function claimIdempotencyKey(
  db: Db,
  /** `adminId` null: a call of the marketplace apps (auth `app`), whose keys are the apps' own. */
  input: { operatorId: string; adminId: string | null; key: string; method: string; path: string; hash: string },
  claimTimeoutMs = IDEMPOTENCY_CLAIM_TIMEOUT_MS,
  retaking = false,
): Promise<Claim> {
  if (!/^[\x21-\x7e]{1,200}$/.test(input.key)) {
    throw badRequest('request.idempotency_key_invalid');
  }
  const expired = new Date(Date.now() - IDEMPOTENCY_TTL_MS);
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.operatorId, input.operatorId),
        eq(idempotencyKeys.key, input.key),
        lt(idempotencyKeys.createdAt, expired),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      operatorId: input.operatorId,
      adminId: input.adminId,
      key: input.key,
      method: input.method,
      path: input.path,
      requestHash: input.hash,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted[0]) return { kind: 'new', id: inserted[0].id };

  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.operatorId, input.operatorId), eq(idempotencyKeys.key, input.key)))
    .limit(1);
  if (!existing) throw conflict('request.idempotency_in_progress');
  if (existing.requestHash !== input.hash || existing.adminId !== input.adminId) {
    throw unprocessable(
      { 'Idempotency-Key': fieldError('request.idempotency_key_reused') },
      coded('request.idempotency_key_reused'),
    );
  }
  if (existing.statusCode === null) {
    if (!retaking && existing.createdAt.getTime() < Date.now() - claimTimeoutMs) {
      // Left by a dead process: nothing of it was committed (see IDEMPOTENCY_CLAIM_TIMEOUT_MS).
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, existing.id), isNull(idempotencyKeys.statusCode)));
      return claimIdempotencyKey(db, input, claimTimeoutMs, true);
    }
    throw conflict('request.idempotency_in_progress');
  }
  return { kind: 'replay', status: existing.statusCode, body: existing.responseBody };
}

/** Stores the result; false when the claim is gone (retaken after the timeout): the caller must roll back. */
export async function completeIdempotencyKey(db: Db, id: string, status: number, body: unknown): Promise<boolean> {
  const done = await db
    .update(idempotencyKeys)
    .set({ statusCode: status, responseBody: body })
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)))
    .returning({ id: idempotencyKeys.id });
  return done.length > 0;
}

/** The request failed on our side: forget the claim so a retry runs again. */
export async function releaseIdempotencyKey(db: Db, id: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Drops results older than the TTL (run periodically). */
export async function sweepIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`));
}
