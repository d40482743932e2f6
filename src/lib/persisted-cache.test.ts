import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storePreviousVisit } from '@/test/signed-in';
import { idbStore } from './idb-store';
import { restoreCache, restoreCacheAhead, takeRestoreAhead } from './persisted-cache';
import { cacheKey, clearPersistedCaches, whenCacheRestored } from './query-client';

const KEY = cacheKey('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222');

afterEach(async () => {
  await clearPersistedCaches(new QueryClient());
  vi.restoreAllMocks();
});

describe('restoreCache: the route guards wait for it', () => {
  it('releases a guard that began waiting before the restore started (the provider starts it after the first commit)', async () => {
    await storePreviousVisit(KEY, { rows: ['ORD_1'] });
    // A page's start: fresh modules, nothing restored yet.
    vi.resetModules();
    const page = { ...(await import('./query-client')), ...(await import('./persisted-cache')) };
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let guardWent = false;
      void page.whenCacheRestored().then(() => {
        guardWent = true;
      });
      const client = new QueryClient();
      await page.restoreCache(client, KEY).done;
      await Promise.resolve();
      // Released by the restore, not by its timeout: no timer has run.
      expect(guardWent).toBe(true);
      await page.clearPersistedCaches(client);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('restoreCacheAhead: a reopen reads the cache before the first render', () => {
  it('puts what the device holds into the client and lets the route guards go on', async () => {
    await storePreviousVisit(KEY, { rows: ['ORD_1'] });
    const client = new QueryClient();
    const restoring = restoreCacheAhead(client, KEY);
    // A guard of the first route, waiting meanwhile.
    let guardWent = false;
    void whenCacheRestored(60_000).then(() => {
      guardWent = true;
    });
    await restoring;
    await Promise.resolve();
    expect(guardWent).toBe(true);
    expect(client.getQueryData(['orders', 'list'])).toEqual({ rows: ['ORD_1'] });
    expect(takeRestoreAhead(KEY)?.settled).toBe(true);
  });

  it('lets the guards go on when nothing is stored, and when the stored cache cannot be read', async () => {
    await restoreCacheAhead(new QueryClient(), KEY);
    await expect(whenCacheRestored(60_000)).resolves.toBeUndefined();

    await idbStore.setItem(KEY, '{not json');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient();
    await restoreCacheAhead(client, KEY);
    await expect(whenCacheRestored(60_000)).resolves.toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is handed to the provider of the same user only, and not after that user signed out', async () => {
    const client = new QueryClient();
    await restoreCacheAhead(client, KEY);
    expect(takeRestoreAhead(KEY)).not.toBeNull();
    expect(takeRestoreAhead(cacheKey('11111111-1111-4111-8111-111111111111', 'someone-else'))).toBeNull();
    // Sign-out closes every persister: signing in again restores afresh instead of reusing a closed one.
    await clearPersistedCaches(client);
    expect(takeRestoreAhead(KEY)).toBeNull();
  });

  it('sends the edits queued offline and marks the cached data for a refresh once it is in memory', async () => {
    await storePreviousVisit(KEY, { rows: [] });
    const client = new QueryClient();
    const resume = vi.spyOn(client, 'resumePausedMutations');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await restoreCache(client, KEY).done;
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(resume).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['orders', 'list'])?.isInvalidated).toBe(true);
  });
});
