import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshAfterFirstScreenClient } from './refresh-after-first-screen';

const KEY = ['orders', 'list', { pageNumber: 1 }];
const HOUR = 3_600_000;

/** A client holding (or not) with one query whose data is an hour old, as a restored cache has it. */
function clientWithCachedList(holdUntilFirstScreen: boolean, staleTime = 30_000) {
  const client = new RefreshAfterFirstScreenClient({
    holdUntilFirstScreen,
    defaultOptions: { queries: { staleTime, retry: false, networkMode: 'offlineFirst' } },
  });
  client.setQueryData(KEY, ['cached'], { updatedAt: Date.now() - HOUR });
  const queryFn = vi.fn(async () => ['fresh']);
  return { client, queryFn };
}

/** A screen showing the query (what useQuery does when it mounts). */
function mount(client: RefreshAfterFirstScreenClient, queryFn: () => Promise<string[]>, staleTime?: number) {
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn, ...(staleTime ? { staleTime } : {}) });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('RefreshAfterFirstScreenClient', () => {
  it('starts no request for data it has before the first screen: not a loader prefetch, not a mounting screen', async () => {
    const { client, queryFn } = clientWithCachedList(true);
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    const { observer } = mount(client, queryFn);
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().data).toEqual(['cached']);
  });

  it('holds a query with its own stale time too', async () => {
    const { client, queryFn } = clientWithCachedList(true);
    await client.prefetchQuery({ queryKey: KEY, queryFn, staleTime: 60_000 });
    mount(client, queryFn, 60_000);
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('marks data outdated on an invalidation without a request, and refreshes it once the first screen is drawn', async () => {
    const { client, queryFn } = clientWithCachedList(true, Number.POSITIVE_INFINITY);
    const { observer } = mount(client, queryFn);
    await client.invalidateQueries();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    await client.firstScreenDrawn();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data).toEqual(['fresh']);
  });

  it('refreshes the outdated data of the screen once, right after the first screen is drawn', async () => {
    const { client, queryFn } = clientWithCachedList(true);
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    const { observer } = mount(client, queryFn);
    await client.firstScreenDrawn();
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data).toEqual(['fresh']);
    expect(client.holding).toBe(false);
    // Later checks use the query's own stale time again: a second drawn() is nothing, and a remount of fresh
    // data asks for nothing.
    await client.firstScreenDrawn();
    mount(client, queryFn);
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not refresh held data that no screen shows any more', async () => {
    const { client, queryFn } = clientWithCachedList(true);
    const { unsubscribe } = mount(client, queryFn);
    unsubscribe();
    await client.firstScreenDrawn();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    // Its data is outdated by its own stale time again: the next screen that shows it asks for it.
    mount(client, queryFn);
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves data fresh by its own stale time alone after the first screen', async () => {
    const client = new RefreshAfterFirstScreenClient({
      holdUntilFirstScreen: true,
      defaultOptions: { queries: { staleTime: 30_000, retry: false } },
    });
    client.setQueryData(KEY, ['cached']);
    const queryFn = vi.fn(async () => ['fresh']);
    mount(client, queryFn);
    await client.firstScreenDrawn();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('fetches at once what it has no data for, even before the first screen', async () => {
    const client = new RefreshAfterFirstScreenClient({
      holdUntilFirstScreen: true,
      defaultOptions: { queries: { retry: false } },
    });
    const queryFn = vi.fn(async () => ['fresh']);
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    await client.firstScreenDrawn();
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('without the hold (a first visit) refreshes outdated data as TanStack Query always does', async () => {
    const { client, queryFn } = clientWithCachedList(false);
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.holding).toBe(false);
  });
});
