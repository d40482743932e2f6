import { DEFAULT_LOCALE, isLocale } from '@/shared/locales';
import { cacheKey } from './cache-key';
import { loadCatalogue } from './catalogues';
import { readAhead } from './idb-store';
import { STORAGE_KEYS, readJson, readString } from './storage';

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

/**
 * Starts loading the catalogue of the language stored on this device (en-US when none is), so it is in memory when
 * the start-up activates it instead of being asked for only then. If the operator turns out not to offer that
 * language the start-up picks another one; the early load only cost a read from the worker's cache.
 */
export function loadStoredCatalogueAhead(): void {
  const stored = readString(STORAGE_KEYS.language);
  loadCatalogue(isLocale(stored) ? stored : DEFAULT_LOCALE).catch(() => undefined);
}
