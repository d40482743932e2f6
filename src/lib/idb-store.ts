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

export const idbStore = {
  async getItem(key: string): Promise<string | null> {
    return ((await (await db()).get(STORE, key)) as string | undefined) ?? null;
  },
  async setItem(key: string, value: string): Promise<void> {
    await (await db()).put(STORE, value, key);
  },
  async removeItem(key: string): Promise<void> {
    await (await db()).delete(STORE, key);
  },
  async keys(): Promise<string[]> {
    return ((await (await db()).getAllKeys(STORE)) as IDBValidKey[]).map(String);
  },
};
