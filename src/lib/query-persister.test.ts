import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { createUserPersister, type PersistStorage, shouldPersistQuery } from './query-persister';

function memoryStorage() {
  const map = new Map<string, string>();
  const storage: PersistStorage = {
    getItem: async (key) => map.get(key) ?? null,
    setItem: async (key, value) => {
      map.set(key, value);
    },
    removeItem: async (key) => {
      map.delete(key);
    },
  };
  return { map, storage };
}

const mutation = (status: 'pending' | 'success', isPaused: boolean) =>
  ({
    mutationKey: ['orders', 'status'],
    scope: { id: 'offline-queue' },
    state: { status, isPaused, variables: { id: 'b1', status: 1, idempotencyKey: 'k1' } },
  }) as unknown as PersistedClient['clientState']['mutations'][number];

const client = (timestamp: number, buster: string, mutations = [mutation('pending', true)]): PersistedClient => ({
  timestamp,
  buster,
  clientState: { queries: [{ queryKey: ['orders'] } as never], mutations },
});

const DAY = 86_400_000;

describe('user persister', () => {
  it('restores a snapshot of this version within the max age as it was', async () => {
    const { map, storage } = memoryStorage();
    map.set('k', JSON.stringify(client(1000, 'v1')));
    const persister = createUserPersister({ storage, key: 'k', buster: 'v1', maxAge: DAY, now: () => 2000 });
    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries).toHaveLength(1);
    expect(restored?.clientState.mutations).toHaveLength(1);
  });

  it('drops the cached queries of another app version but keeps the queued edits', async () => {
    const { map, storage } = memoryStorage();
    map.set('k', JSON.stringify(client(1000, 'v1')));
    const persister = createUserPersister({ storage, key: 'k', buster: 'v2', maxAge: DAY, now: () => 2000 });
    const restored = await persister.restoreClient();
    expect(restored).toMatchObject({ buster: 'v2', timestamp: 2000 });
    expect(restored?.clientState.queries).toEqual([]);
    expect(restored?.clientState.mutations).toHaveLength(1);
  });

  it('drops a snapshot older than the max age, keeping queued edits; nothing when there are none', async () => {
    const { map, storage } = memoryStorage();
    map.set('k', JSON.stringify(client(0, 'v1')));
    const old = createUserPersister({ storage, key: 'k', buster: 'v1', maxAge: DAY, now: () => 2 * DAY });
    expect((await old.restoreClient())?.clientState.queries).toEqual([]);
    map.set('k', JSON.stringify(client(0, 'v1', [])));
    expect(await old.restoreClient()).toBeUndefined();
  });

  it('stores a mutation that was being sent as paused, so it is sent again after a reload', async () => {
    const { map, storage } = memoryStorage();
    const persister = createUserPersister({ storage, key: 'k', buster: 'v1', maxAge: DAY });
    await persister.persistClient(client(1, 'v1', [mutation('pending', false)]));
    await persister.flush();
    const stored = JSON.parse(map.get('k') ?? '{}') as PersistedClient;
    expect(stored.clientState.mutations[0]?.state.isPaused).toBe(true);
  });

  it('writes at most once per interval, the latest state last', async () => {
    const { map, storage } = memoryStorage();
    const persister = createUserPersister({ storage, key: 'k', buster: 'v1', maxAge: DAY, throttleMs: 20 });
    await persister.persistClient(client(1, 'v1'));
    await persister.persistClient(client(2, 'v1'));
    expect(map.has('k')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(JSON.parse(map.get('k') ?? '{}').timestamp).toBe(2);
  });

  it('writes nothing once closed (logout), not even a write that was waiting', async () => {
    const { map, storage } = memoryStorage();
    const persister = createUserPersister({ storage, key: 'k', buster: 'v1', maxAge: DAY, throttleMs: 10 });
    await persister.persistClient(client(1, 'v1'));
    await persister.close();
    await persister.persistClient(client(2, 'v1'));
    await persister.flush();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(map.has('k')).toBe(false);
  });

  it('keeps a list whose refetch failed offline, as the data it shows, so the next reopen shows it again', async () => {
    const { storage } = memoryStorage();
    const persister = createUserPersister({ storage, key: 'k', buster: 'v1', maxAge: DAY });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['orders', 'list', { pageNumber: 1, pageSize: 10 }];
    queryClient.setQueryData(key, { data: [{ id: 'b1' }], total: 1 });
    await queryClient
      .fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 })
      .catch(() => undefined);
    expect(queryClient.getQueryState(key)?.status).toBe('error');

    await persister.persistClient({
      timestamp: Date.now(),
      buster: 'v1',
      clientState: dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery }),
    });
    await persister.flush();
    const restored = await persister.restoreClient();
    const reopened = new QueryClient();
    hydrate(reopened, restored?.clientState ?? {});
    expect(reopened.getQueryData(key)).toEqual({ data: [{ id: 'b1' }], total: 1 });
    expect(reopened.getQueryState(key)?.status).toBe('success');
    expect(reopened.getQueryState(key)?.error).toBeNull();
  });
});
