import { type MutationFilters, type MutationState, type QueryClient, useMutationState } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The offline queue. A mutation joins it by being registered with `queueable()` defaults under its
 * `mutationKey` (`queryClient.setMutationDefaults`); its variables carry the `Idempotency-Key` made once
 * when the user acted. Then, while offline, it waits paused; it is persisted with the query cache; after a
 * reload the defaults give it back its function; on reconnect the queue is replayed in order, one at a time.
 */
export const OFFLINE_SCOPE = 'offline-queue';

/** Variables of a queued mutation: the payload plus the key the server deduplicates on. */
export type Queued<T> = T & { idempotencyKey: string };

/** A fresh `Idempotency-Key` per user action (randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function queued<T extends object>(payload: T): Queued<T> {
  return { ...payload, idempotencyKey: newIdempotencyKey() };
}

/**
 * No answer at all (offline, server unreachable) and server errors are retried — the same key makes that
 * safe — with backoff up to 30 s; a no-answer is retried for as long as the page lives. 4xx are final.
 */
export function shouldRetryQueued(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.isNetwork) return true;
  return error.status >= 500 && failureCount < 3;
}

export const queuedRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** The options every queued mutation shares; pass them along with the mutation's own to setMutationDefaults. */
export const queueable = {
  scope: { id: OFFLINE_SCOPE },
  networkMode: 'online',
  retry: shouldRetryQueued,
  retryDelay: queuedRetryDelay,
} as const;

/** The parts of a mutation the queue looks at (structural: the persist package has its own copy of the types). */
type MutationLike = { options: { scope?: { id: string } }; state: { status: string } };

/** Part of the queue and not finished: waiting for the network, sending or about to retry. */
export function isQueuedAndPending(mutation: MutationLike): boolean {
  return mutation.options.scope?.id === OFFLINE_SCOPE && mutation.state.status === 'pending';
}

/** Persisted with the cache: queued mutations not yet confirmed by the server (never a login or an upload). */
export const shouldPersistMutation = isQueuedAndPending;

/** The pending entries of the queue, optionally of one mutation key; re-renders as they change. */
export function usePendingSync<TVariables>(filters: Pick<MutationFilters, 'mutationKey'> = {}) {
  return useMutationState<MutationState<unknown, Error, TVariables>>({
    filters: { ...filters, predicate: isQueuedAndPending },
    select: (m) => m.state as MutationState<unknown, Error, TVariables>,
  });
}

export function pendingSyncCount(queryClient: QueryClient): number {
  return queryClient.getMutationCache().findAll({ predicate: (m) => isQueuedAndPending(m) }).length;
}
