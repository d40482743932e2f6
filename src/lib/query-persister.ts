import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

/** Where persisted caches live (the console's IndexedDB store; a Map in tests). */
export type PersistStorage = {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
};

export type PersisterOptions = {
  storage: PersistStorage;
  key: string;
  /** The app version: cached queries of another version are dropped. */
  buster: string;
  /** Cached queries older than this are dropped. */
  maxAge: number;
  /** At most one write per this many ms (the last state always lands). */
  throttleMs?: number;
  now?: () => number;
};

/** A persister that can be written at once (before a reload) and closed for good (logout, account switch). */
export type UserPersister = Persister & {
  readonly key: string;
  flush(): Promise<void>;
  /** No more writes; resolves when a write already under way has landed. */
  close(): Promise<void>;
};

type DehydratedMutation = PersistedClient['clientState']['mutations'][number];
type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/**
 * Which queries are saved on the device: every one with data, also one whose latest refetch failed (offline, the
 * server down). TanStack's default keeps only status 'success', so a refetch that failed on an offline reopen
 * dropped the list it had just shown from the next snapshot, and a later reopen found nothing to show.
 */
export const shouldPersistQuery = (query: { state: { data: unknown; status: string } }): boolean =>
  query.state.data !== undefined && query.state.status !== 'pending';

/** Saved as the data it still shows: a failed refetch's error (not serialisable anyway) stays on this page. */
function asLastGood(query: DehydratedQuery): DehydratedQuery {
  return query.state?.status === 'error' && query.state.data !== undefined
    ? {
        ...query,
        state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
      }
    : query;
}

/**
 * A mutation still pending when the snapshot is taken is stored as paused: after a reload it is sent
 * again with the same variables, hence the same Idempotency-Key, so the server applies it at most once.
 */
function asResumable(mutation: DehydratedMutation): DehydratedMutation {
  return mutation.state.status === 'pending' && !mutation.state.isPaused
    ? { ...mutation, state: { ...mutation.state, isPaused: true } }
    : mutation;
}

/**
 * The persisted query cache of one operator and user. Unlike TanStack's stock persisters, queued edits
 * (paused mutations) survive an app update or an old snapshot: only the cached *queries* are dropped
 * when the buster changed or `maxAge` passed, so nothing a user did offline is lost by a new version.
 */
export function createUserPersister(options: PersisterOptions): UserPersister {
  const { storage, key, buster, maxAge, throttleMs = 500, now = Date.now } = options;
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let writing: Promise<void> = Promise.resolve();

  const write = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const client = latest;
    latest = null;
    if (!client || closed) return writing;
    writing = writing
      .then(() => (closed ? undefined : storage.setItem(key, JSON.stringify(client))))
      .catch((error: unknown) => console.error('persisting the query cache failed', error));
    return writing;
  };

  const persister: UserPersister = {
    key,
    persistClient(client) {
      if (closed) return;
      latest = {
        ...client,
        clientState: {
          ...client.clientState,
          queries: client.clientState.queries.map(asLastGood),
          mutations: client.clientState.mutations.map(asResumable),
        },
      };
      timer ??= setTimeout(() => void write(), throttleMs);
    },
    async restoreClient() {
      const raw = await storage.getItem(key);
      if (!raw) return undefined;
      const stored = JSON.parse(raw) as PersistedClient;
      const fresh = stored.buster === buster && now() - stored.timestamp <= maxAge;
      if (fresh) return stored;
      // Another version or too old: forget the cached queries, keep the queued edits.
      const mutations = stored.clientState?.mutations ?? [];
      if (mutations.length === 0) return undefined;
      return { timestamp: now(), buster, clientState: { queries: [], mutations } };
    },
    async removeClient() {
      latest = null;
      if (timer) clearTimeout(timer);
      timer = null;
      await writing;
      await storage.removeItem(key);
    },
    flush: write,
    close() {
      closed = true;
      latest = null;
      if (timer) clearTimeout(timer);
      timer = null;
      return writing;
    },
  };
  return persister;
}
