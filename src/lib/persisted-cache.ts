import type { QueryClient } from '@tanstack/react-query';
import { type PersistQueryClientOptions, persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { shouldPersistMutation } from './offline-queue';
import { CACHE_BUSTER, CACHE_MAX_AGE, createPersister, isLivePersister, markCacheRestored } from './query-client';
import { shouldPersistQuery } from './query-persister';

/** How a signed-in user's cache is kept on the device (without the client, which the provider adds). */
export type PersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

/** A restore of a user's persisted cache: started by the provider, or by the start-up before the first render. */
export type CacheRestore = {
  key: string;
  options: PersistOptions;
  /** Settles when the cache is in memory (or there was none, or it could not be read). */
  done: Promise<void>;
  /** Whether `done` has settled. */
  settled: boolean;
};

function persistOptions(key: string): PersistOptions {
  return {
    persister: createPersister(key),
    maxAge: CACHE_MAX_AGE,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateMutation: shouldPersistMutation, shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * Reads the user's persisted cache into the client. Once it is in memory, queued edits are sent first (in order) and
 * everything on screen revalidates, as the snapshot may predate the last change; on a reopen those requests wait for
 * the first screen (lib/refresh-after-first-screen.ts). Route guards wait for it (`whenCacheRestored`).
 */
export function restoreCache(queryClient: QueryClient, key: string): CacheRestore {
  const options = persistOptions(key);
  const restore: CacheRestore = { key, options, done: Promise.resolve(), settled: false };
  restore.done = persistQueryClientRestore({ ...options, queryClient })
    .then(
      () => {
        markCacheRestored();
        void queryClient.resumePausedMutations().then(() => queryClient.invalidateQueries());
      },
      () => markCacheRestored(),
    )
    .finally(() => {
      restore.settled = true;
    });
  return restore;
}

let ahead: CacheRestore | null = null;

/**
 * A reopen starts reading the cache before the first render (main.tsx), so the router's guards find it and the shell
 * renders with the first screen in one pass; the provider then takes this restore instead of starting its own.
 */
export function restoreCacheAhead(queryClient: QueryClient, key: string): Promise<void> {
  ahead = restoreCache(queryClient, key);
  return ahead.done;
}

/** The restore started ahead for this user, if its persister is still in use (not closed by a sign-out since). */
export function takeRestoreAhead(key: string): CacheRestore | null {
  return ahead && ahead.key === key && isLivePersister(ahead.options.persister) ? ahead : null;
}
