import { onlineManager, QueryClient } from '@tanstack/react-query';
import { CLEAR_USER_DATA, USER_DATA_CACHES } from '@/shared/pwa-caches';
import { ApiError, onRequest, requestsInFlight } from './api-client';
import { cacheKey } from './cache-key';
import { idbStore } from './idb-store';
import { watchConnectivity } from './online';
import { RefreshAfterFirstScreenClient } from './refresh-after-first-screen';
import { createUserPersister, type UserPersister } from './query-persister';
import { type Session, session } from './session';
import type { Activity } from './when-settled';

export const CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** Cached data of another app version is dropped (`package.json` version + build, defined by vite.config.ts). */
export const CACHE_BUSTER = import.meta.env.VITE_APP_VERSION ?? 'dev';

/**
 * The console's query client. `holdUntilFirstScreen` (a reopen from the device): the data it has is shown as it is
 * until the first screen is drawn, then refreshed (lib/refresh-after-first-screen.ts).
 */
export function createQueryClient({ holdUntilFirstScreen = false } = {}): RefreshAfterFirstScreenClient {
  // TanStack Query assumes "online" until an event says otherwise: a page opened offline must know at once,
  // and an 'online' that does not hold must not send the offline queue (lib/online.ts).
  if (typeof window !== 'undefined') watchConnectivity();
  return new RefreshAfterFirstScreenClient({
    holdUntilFirstScreen,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: CACHE_MAX_AGE,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        networkMode: 'offlineFirst',
      },
      // Plain mutations (sign-in, password, uploads) try once and fail fast offline; queued ones
      // (lib/offline-queue.ts) override this with their defaults.
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

export { cacheKey };

const keyOf = (current: Session | null) => (current ? cacheKey(current.user.operatorId, current.user.id) : null);

/** The persisters in use, so that logout can stop them and an update can write them out first. */
const live = new Set<UserPersister>();

function deferred() {
  const state = { promise: Promise.resolve(), resolve: () => {}, settled: false };
  state.promise = new Promise<void>((resolve) => {
    state.resolve = () => {
      state.settled = true;
      resolve();
    };
  });
  return state;
}
let restored = deferred();

/** The persisted cache of the signed-in user is in memory (or there was none); called by its restore (lib/persisted-cache.ts). */
export function markCacheRestored(): void {
  restored.resolve();
}

/**
 * Resolves once the persisted cache is restored (at most `timeoutMs` later). Route guards and loaders
 * wait for it so that, offline, they find the cached data instead of starting a fetch that cannot finish.
 */
export function whenCacheRestored(timeoutMs = 2000): Promise<void> {
  return Promise.race([restored.promise, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * Whether the console is loading anything: a query fetching, a mutation running, or any request of the API client
 * not yet answered (the start-up's own calls too); and when that may have changed.
 */
export function loadingActivity(client: QueryClient): Activity {
  return {
    busy: () => client.isFetching() + client.isMutating() + requestsInFlight() > 0,
    subscribe(listener) {
      const stops = [
        client.getQueryCache().subscribe(listener),
        client.getMutationCache().subscribe(listener),
        onRequest(listener),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

/** Offline, a route does not wait for data that is not cached (the screen shows what it has). */
export const canWaitForData = (cached: unknown) => cached !== undefined || onlineManager.isOnline();

export function createPersister(key: string): UserPersister {
  // A new user's cache (after a sign-out): guards wait for it again. A guard already waiting goes on waiting for this
  // restore: replaced, its promise was never resolved, and a signed-in first visit, whose provider starts the restore
  // after the router's guard began to wait, stood still for the guard's whole timeout (2 s) before its first screen.
  if (restored.settled) restored = deferred();
  const persister = createUserPersister({ storage: idbStore, key, buster: CACHE_BUSTER, maxAge: CACHE_MAX_AGE });
  live.add(persister);
  return persister;
}

/** Whether this persister is still in use (sign-out and account switches close theirs). */
export function isLivePersister(persister: unknown): boolean {
  return live.has(persister as UserPersister);
}

/** Writes every pending snapshot now (before a reload, so the last queued edit is on disk). */
export async function flushPersistedCaches(): Promise<void> {
  await Promise.all([...live].map((p) => p.flush()));
}

async function closePersisters(options: { flush: boolean }): Promise<void> {
  const all = [...live];
  live.clear();
  await Promise.all(all.map(async (p) => (options.flush ? p.flush() : undefined)));
  await Promise.all(all.map((p) => p.close()));
}

/** Asks the worker to drop the user-data caches and its records of them; gives up after `timeoutMs`. */
function askWorkerToClear(timeoutMs = 3000): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, timeoutMs);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: CLEAR_USER_DATA }, [channel.port2]);
  });
}

/** Cache Storage entries that may hold a user's data (images); the app shell's precache stays. */
export async function clearUserDataCaches(): Promise<void> {
  await askWorkerToClear();
  if (typeof caches === 'undefined') return;
  await Promise.all(USER_DATA_CACHES.map((name) => caches.delete(name)));
}

/**
 * Logout: forget everything of this device's users — cached queries and queued edits in memory and in
 * IndexedDB, and cached images — so the next person on a shared tablet sees nothing of the previous one.
 */
export async function clearPersistedCaches(queryClient: QueryClient): Promise<void> {
  await closePersisters({ flush: false });
  queryClient.clear();
  for (const key of await idbStore.keys()) if (key.startsWith('cache:')) await idbStore.removeItem(key);
  await clearUserDataCaches();
}

/** Removes the persisted caches of every user but `keep`; true when there were any. */
export async function purgeOtherUsers(keep: string): Promise<boolean> {
  const others = (await idbStore.keys()).filter((key) => key.startsWith('cache:') && key !== keep);
  for (const key of others) await idbStore.removeItem(key);
  return others.length > 0;
}

/**
 * Follows the session. When the signed-in user goes away (expired session, another tab's logout) their
 * cache is written out, closed and dropped from memory (kept on disk: they may sign in again and their
 * queued edits then resume). When someone signs in, every other user's persisted cache and the cached
 * images are removed: that is the account switch on a shared device.
 */
export function bindCacheToSession(queryClient: QueryClient): () => void {
  let current = keyOf(session.get());
  const purge = (keep: string) =>
    purgeOtherUsers(keep)
      .then((removed) => (removed ? clearUserDataCaches() : undefined))
      .catch((error: unknown) => console.error('removing other users’ caches failed', error));
  if (current) void purge(current);
  return session.subscribe(() => {
    const next = keyOf(session.get());
    if (next === current) return;
    const previous = current;
    current = next;
    if (previous !== null) {
      void closePersisters({ flush: true });
      queryClient.clear();
    }
    if (next !== null) void purge(next);
  });
}
