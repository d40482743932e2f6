import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './api-client';
import { loadingActivity } from './query-client';

describe('loadingActivity', () => {
  it('is busy while a query fetches, a mutation runs or a request is unanswered, and tells its listener of each change', async () => {
    const client = new QueryClient();
    const activity = loadingActivity(client);
    const listener = vi.fn();
    const stop = activity.subscribe(listener);
    expect(activity.busy()).toBe(false);

    let answer: (value: number) => void = () => {};
    const fetching = client.fetchQuery({ queryKey: ['x'], queryFn: () => new Promise<number>((r) => (answer = r)) });
    expect(activity.busy()).toBe(true);
    answer(1);
    await fetching;
    expect(activity.busy()).toBe(false);

    let finish: () => void = () => {};
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<void>((r) => (finish = r)) })
      .execute(undefined);
    await vi.waitFor(() => expect(activity.busy()).toBe(true));
    finish();
    await mutation;
    expect(activity.busy()).toBe(false);

    const beforeRequest = listener.mock.calls.length;
    notify('start', true);
    expect(activity.busy()).toBe(true);
    notify('end', true);
    expect(activity.busy()).toBe(false);
    expect(listener.mock.calls.length).toBe(beforeRequest + 2);

    const calls = listener.mock.calls.length;
    expect(calls).toBeGreaterThan(2);
    stop();
    await client.fetchQuery({ queryKey: ['y'], queryFn: () => 2 });
    expect(listener).toHaveBeenCalledTimes(calls);
  });
});
