import { cacheKey } from './cache-key';
import { readAhead } from './idb-store';
import { STORAGE_KEYS, readJson } from './storage';

type StoredUser = { user?: { operatorId?: unknown; id?: unknown } };

/**
 * The key of the persisted query cache of the user stored on this device, if any. Read without validating the
 * session: a wrong guess only means the read-ahead goes unused (the session module validates it later).
 */
export function storedCacheKey(): string | null {
  const user = readJson<StoredUser>(STORAGE_KEYS.currentUser)?.user;
  return typeof user?.operatorId === 'string' && typeof user.id === 'string'
    ? cacheKey(user.operatorId, user.id)
    : null;
}

/**
 * Starts reading the signed-in user's persisted cache from IndexedDB. Imported first by main.tsx, so it runs before
 * React, Mantine and the router are evaluated: the read (an IPC to the browser's storage) overlaps them, and the
 * route guards find the cache restored instead of waiting for it (issue 22).
 */
export function readPersistedCacheAhead(): void {
  const key = typeof indexedDB === 'undefined' ? null : storedCacheKey();
  if (key) readAhead(key);
}
