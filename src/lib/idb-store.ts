import { type IDBPDatabase, openDB } from 'idb';

/** The console's IndexedDB: persisted query caches (one entry per operator and user). */
const DB_NAME = 'marketplace-admin';
const STORE = 'query-cache';

let dbPromise: Promise<IDBPDatabase> | null = null;
function db(): Promise<IDBPDatabase> {
  dbPromise ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE);
    },
  });
  return dbPromise;
}

const read = async (key: string): Promise<string | null> =>
  ((await (await db()).get(STORE, key)) as string | undefined) ?? null;

/** A read started before anyone asked (`readAhead`), handed to the first `getItem` of its key. */
let ahead: { key: string; value: Promise<string | null> } | null = null;

/**
 * Starts reading `key` now, so the value is (nearly) in memory when the first `getItem(key)` comes: the start-up
 * reads the signed-in user's persisted cache while the console's scripts are still being evaluated (issue 22).
 * Any write or removal in between drops it, so `getItem` never answers with a value older than the store's.
 */
export function readAhead(key: string): void {
  const value = read(key);
  value.catch(() => undefined);
  ahead = { key, value };
}

function takeAhead(key: string): Promise<string | null> | null {
  if (ahead?.key !== key) return null;
  const { value } = ahead;
  ahead = null;
  return value;
}

export const idbStore = {
  getItem(key: string): Promise<string | null> {
    return takeAhead(key) ?? read(key);
  },
  async setItem(key: string, value: string): Promise<void> {
    ahead = null;
    await (await db()).put(STORE, value, key);
  },
  async removeItem(key: string): Promise<void> {
    ahead = null;
    await (await db()).delete(STORE, key);
  },
  async keys(): Promise<string[]> {
    return ((await (await db()).getAllKeys(STORE)) as IDBValidKey[]).map(String);
  },
};
