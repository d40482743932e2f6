import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LastUpdated } from './last-updated';

function Screen() {
  const query = useQuery({ queryKey: ['figure'], queryFn: async () => 42, staleTime: 1000 });
  return (
    <>
      <p>{query.data ?? 'loading'}</p>
      <LastUpdated queries={[query]} />
    </>
  );
}

describe('last updated marker on a screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not render the screen again when its data goes stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let commits = 0;
    renderWithProviders(
      <QueryClientProvider client={client}>
        <Profiler id="screen" onRender={() => (commits += 1)}>
          <Screen />
        </Profiler>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('42')).toBeTruthy());
    const before = commits;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(client.getQueryState(['figure'])?.dataUpdatedAt).toBeGreaterThan(0);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['figure'] })
        ?.isStale(),
    ).toBe(true);
    expect(commits).toBe(before);
    expect(screen.queryByTestId('last-updated')).toBeNull();
  });
});
