import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { RefreshAfterFirstScreenClient } from './refresh-after-first-screen';

const KEY = ['orders', 'list', { pageNumber: 1 }];
const HOUR = 3_600_000;

/** A client holding (or not) with one query whose data is an hour old, as a restored cache has it. */
function clientWithCachedList(holdUntilFirstScreen: boolean) {
  const client = new RefreshAfterFirstScreenClient({
    holdUntilFirstScreen,
    defaultOptions: { queries: { staleTime: 30_000, retry: false, networkMode: 'offlineFirst' } },
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

describe('RefreshAfterFirstScreenClient', () => {
  it('starts the refresh of data it has, but sends its request only once the first screen is drawn', async () => {
    const { client, queryFn } = clientWithCachedList(true);
    void client.prefetchQuery({ queryKey: KEY, queryFn });
    const { observer } = mount(client, queryFn);
    await settle();
    // The screen shows the cached data and knows a refresh is under way, as without the hold.
    expect(observer.getCurrentResult()).toMatchObject({ data: ['cached'], isFetching: true, isStale: true });
    expect(queryFn).not.toHaveBeenCalled();

    client.firstScreenDrawn();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['fresh']));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.holding).toBe(false);
  });

  it('holds a query with its own stale time, and a refetch an invalidation starts', async () => {
    const { client, queryFn } = clientWithCachedList(true);
    mount(client, queryFn, 60_000);
    await client.cancelQueries();
    void client.invalidateQueries();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    client.firstScreenDrawn();
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
  });

  it('sends a request at once for what it has no data for, even before the first screen', async () => {
    const client = new RefreshAfterFirstScreenClient({
      holdUntilFirstScreen: true,
      defaultOptions: { queries: { retry: false } },
    });
    const queryFn = vi.fn(async () => ['fresh']);
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(KEY)).toEqual(['fresh']);
  });

  it('never sends the request of a refresh cancelled while it waited', async () => {
    const { client } = clientWithCachedList(true);
    const queryFn = vi.fn(async ({ signal }: { signal: AbortSignal }) => (signal.aborted ? ['aborted'] : ['fresh']));
    void client.prefetchQuery({ queryKey: KEY, queryFn });
    await client.cancelQueries({ queryKey: KEY });
    client.firstScreenDrawn();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(KEY)).toEqual(['cached']);
  });

  it('sends requests at once after the first screen', async () => {
    const { client, queryFn } = clientWithCachedList(true);
    client.firstScreenDrawn();
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('without the hold (a first visit) sends every request at once', async () => {
    const { client, queryFn } = clientWithCachedList(false);
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.holding).toBe(false);
  });
});
