import { QueryClient, useIsRestoring, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeFirstPaint } from '@/lib/first-paint';
import { idbStore } from '@/lib/idb-store';
import { useOperator } from '@/lib/operator-context';
import { restoreCacheAhead } from '@/lib/persisted-cache';
import { cacheKey, clearPersistedCaches } from '@/lib/query-client';
import { session } from '@/lib/session';
import type { OperatorConfig } from '@/shared/schemas/operators';
import { SAMPLE_OPERATOR_CONFIG } from '@/test/operator-config';
import { LOGIN_DATA, storePreviousVisit } from '@/test/signed-in';
import { AppProviders } from './providers';

const fetchConfig = vi.fn<(operatorId: string) => Promise<OperatorConfig>>();
vi.mock('@/features/operator/api/operator.queries', () => ({
  fetchConfig: (operatorId: string) => fetchConfig(operatorId),
  lookupAndStore: vi.fn(),
}));
vi.mock('./update-prompt', () => ({ UpdatePrompt: () => null }));

const CONFIG = SAMPLE_OPERATOR_CONFIG;

let renders = 0;
function OperatorName() {
  renders += 1;
  return <p data-testid="name">{useOperator().config.name}</p>;
}

async function start() {
  render(
    <AppProviders queryClient={new QueryClient()} initialConfig={CONFIG} initialLocale="en-US" configFromCache>
      <OperatorName />
    </AppProviders>,
  );
  // Nothing is asked before the first screen is drawn.
  expect(fetchConfig).not.toHaveBeenCalled();
  // The screen is drawn; the refresh runs after the next frame and resolves.
  await act(async () => {
    removeFirstPaint();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('AppProviders: the start-up refresh of a cached config', () => {
  beforeEach(() => {
    renders = 0;
    fetchConfig.mockReset();
  });

  it('re-renders nothing when it brings the config the console started with (offline: the cached one again)', async () => {
    fetchConfig.mockResolvedValue(structuredClone(CONFIG));
    await start();
    expect(fetchConfig).toHaveBeenCalledWith(CONFIG.operatorId);
    expect(renders).toBe(1);
  });

  it('adopts a changed config', async () => {
    fetchConfig.mockResolvedValue({ ...CONFIG, name: 'Onda Serviços Lda' });
    await start();
    expect(screen.getByTestId('name')).toHaveTextContent('Onda Serviços Lda');
    expect(renders).toBe(2);
  });
});

const LOGIN = LOGIN_DATA;
const KEY = cacheKey(LOGIN.user.operatorId, LOGIN.user.id);

/** Each render of a screen reading the bookings the device holds: whether the cache was still being read, and what it showed. */
const seen: { restoring: boolean; data: unknown }[] = [];
function Bookings() {
  const restoring = useIsRestoring();
  const { data } = useQuery({ queryKey: ['orders', 'list'], queryFn: () => new Promise<never>(() => undefined) });
  seen.push({ restoring, data });
  return <p data-testid="bookings">{data ? 'shown' : 'waiting'}</p>;
}

describe('AppProviders: the signed-in user’s cache on the device', () => {
  beforeEach(async () => {
    seen.length = 0;
    fetchConfig.mockReset();
    session.set(LOGIN);
    await storePreviousVisit(KEY, { rows: ['ORD_1'] });
  });
  afterEach(async () => {
    await clearPersistedCaches(new QueryClient());
    session.clear();
    vi.restoreAllMocks();
  });

  const renderApp = (queryClient: QueryClient) =>
    render(
      <AppProviders queryClient={queryClient} initialConfig={CONFIG} initialLocale="en-US" configFromCache={false}>
        <Bookings />
      </AppProviders>,
    );

  it('takes a reopen’s restore, started before the first render, which then shows the data (no second read)', async () => {
    const queryClient = new QueryClient();
    await restoreCacheAhead(queryClient, KEY);
    const reads = vi.spyOn(idbStore, 'getItem');
    renderApp(queryClient);
    expect(seen[0]).toEqual({ restoring: false, data: { rows: ['ORD_1'] } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(reads).not.toHaveBeenCalled();
  });

  it('reads the cache itself when nothing was started ahead (a first visit, a sign-in), and queries wait for it', async () => {
    const reads = vi.spyOn(idbStore, 'getItem');
    renderApp(new QueryClient());
    expect(seen[0]).toEqual({ restoring: true, data: undefined });
    await waitFor(() => expect(screen.getByTestId('bookings')).toHaveTextContent('shown'));
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('saves what changes once the cache is in memory', async () => {
    const queryClient = new QueryClient();
    await restoreCacheAhead(queryClient, KEY);
    const writes = vi.spyOn(idbStore, 'setItem');
    renderApp(queryClient);
    act(() => queryClient.setQueryData(['orders', 'list'], { rows: ['ORD_2'] }));
    await waitFor(() => expect(writes).toHaveBeenCalled(), { timeout: 3000 });
    expect(JSON.parse(writes.mock.calls.at(-1)?.[1] ?? '{}').clientState.queries[0].state.data).toEqual({
      rows: ['ORD_2'],
    });
  });
});
