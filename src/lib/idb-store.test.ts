import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { idbStore, readAhead } from './idb-store';

/** Writes past the store module, as another tab would: the store's own bookkeeping does not see it. */
async function writeElsewhere(key: string, value: string) {
  const other = await openDB('marketplace-admin', 1);
  await other.put('query-cache', value, key);
  other.close();
}

afterEach(async () => {
  for (const key of await idbStore.keys()) await idbStore.removeItem(key);
});

describe('idbStore.readAhead', () => {
  it('hands the value read at start-up to the first getItem of that key, then reads the store again', async () => {
    await idbStore.setItem('cache:op:u1', 'at start-up');
    readAhead('cache:op:u1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeElsewhere('cache:op:u1', 'written later');
    expect(await idbStore.getItem('cache:op:u1')).toBe('at start-up');
    expect(await idbStore.getItem('cache:op:u1')).toBe('written later');
  });

  it('never answers with a value older than its own writes', async () => {
    await idbStore.setItem('cache:op:u1', 'old');
    readAhead('cache:op:u1');
    await idbStore.setItem('cache:op:u1', 'new');
    expect(await idbStore.getItem('cache:op:u1')).toBe('new');
    readAhead('cache:op:u1');
    await idbStore.removeItem('cache:op:u1');
    expect(await idbStore.getItem('cache:op:u1')).toBeNull();
  });

  it('is not used for another key', async () => {
    await idbStore.setItem('cache:op:u1', 'one');
    await idbStore.setItem('cache:op:u2', 'two');
    readAhead('cache:op:u1');
    expect(await idbStore.getItem('cache:op:u2')).toBe('two');
    expect(await idbStore.getItem('cache:op:u1')).toBe('one');
  });

  it('answers null for a key with nothing stored', async () => {
    readAhead('cache:op:nobody');
    expect(await idbStore.getItem('cache:op:nobody')).toBeNull();
  });
});
