import { dehydrate, hydrate, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { OrderDetail, OrdersListData } from '@/shared/schemas/orders';
import { shouldPersistMutation } from '@/lib/offline-queue';
import { orderMutationKeys, registerOrderMutations, useChangeOrderStatus, useUpdateOrder } from './orders.mutations';
import { orderKeys } from './orders.queries';

const apiMock = vi.hoisted(() => vi.fn());
const showMock = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: showMock } }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  api: apiMock,
}));

const id = '11111111-2222-4333-8444-555555555555';
const detail = {
  id,
  status: 0,
  allowedNextStatuses: [1, 8, 7, 9],
  editable: true,
  history: [],
} as unknown as OrderDetail;
const page = { total: 1, data: [{ id, status: 0 }] } as unknown as OrdersListData;
const listKey = orderKeys.list({ pageNumber: 1, pageSize: 10 });

function newClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  registerOrderMutations(queryClient);
  return queryClient;
}

function setup() {
  const queryClient = newClient();
  queryClient.setQueryData(orderKeys.detail(id), detail);
  queryClient.setQueryData(listKey, page);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useChangeOrderStatus(id), { wrapper });
  return { queryClient, result };
}

describe('useChangeOrderStatus', () => {
  beforeEach(() => {
    apiMock.mockReset();
    showMock.mockReset();
  });
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('shows the new status in the detail and the list at once and sends an Idempotency-Key', async () => {
    let answer: (value: OrderDetail) => void = () => {};
    apiMock.mockImplementation((endpoint: { path: string }) =>
      endpoint.path === '/orders/{id}/status'
        ? new Promise<OrderDetail>((resolve) => {
            answer = resolve;
          })
        : new Promise(() => {}),
    );
    const { queryClient, result } = setup();
    act(() => result.current.change({ status: 1, note: 'ok' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.getQueryData<OrderDetail>(orderKeys.detail(id))?.status).toBe(1));
    expect(queryClient.getQueryData<OrderDetail>(orderKeys.detail(id))?.history).toHaveLength(1);
    expect(queryClient.getQueryData<OrdersListData>(listKey)?.data[0]?.status).toBe(1);
    const [, input, options] = apiMock.mock.calls[0] ?? [];
    expect(input).toEqual({ params: { id }, body: { status: 1, note: 'ok' } });
    expect(options.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    answer({ ...detail, status: 1, allowedNextStatuses: [2, 7, 9] });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('puts the list back on a 409 and shows the status the server has now', async () => {
    apiMock.mockImplementation((endpoint: { path: string }) =>
      endpoint.path === '/orders/{id}/status'
        ? Promise.reject(new ApiError(409, 'The booking was changed by someone else meanwhile'))
        : Promise.resolve({ ...detail, status: 9, allowedNextStatuses: [] }),
    );
    const { queryClient, result } = setup();
    act(() => result.current.change({ status: 8, note: null }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData<OrdersListData>(listKey)).toEqual(page);
    await waitFor(() => expect(showMock).toHaveBeenCalled());
    const notice = showMock.mock.calls[0]?.[0];
    expect(notice.autoClose).toBe(false);
    expect(notice.message).toContain('changed by someone else');
    expect(notice.message).toContain('Cancelled by Host');
    expect(queryClient.getQueryData<OrderDetail>(orderKeys.detail(id))?.status).toBe(9);
  });

  it('waits offline, then sends the change once on reconnect', async () => {
    apiMock.mockImplementation((endpoint: { path: string }) =>
      endpoint.path === '/orders/{id}/status'
        ? Promise.resolve({ ...detail, status: 1, allowedNextStatuses: [2, 7, 9] })
        : new Promise(() => {}),
    );
    onlineManager.setOnline(false);
    const { queryClient, result } = setup();
    act(() => result.current.change({ status: 1, note: null }));
    await waitFor(() => expect(result.current.isPaused).toBe(true));
    expect(apiMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData<OrdersListData>(listKey)?.data[0]?.status).toBe(1);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(apiMock.mock.calls.filter(([e]) => e.path === '/orders/{id}/status')).toHaveLength(1);
  });

  it('a queued change persisted before a reload resumes in order with its original Idempotency-Key', async () => {
    onlineManager.setOnline(false);
    const { queryClient, result } = setup();
    act(() => result.current.change({ status: 1, note: 'first' }));
    act(() => result.current.change({ status: 2, note: 'second' }));
    await waitFor(() =>
      expect(queryClient.getMutationCache().findAll({ predicate: (m) => m.state.isPaused })).toHaveLength(2),
    );
    const keys = queryClient
      .getMutationCache()
      .getAll()
      .map((m) => (m.state.variables as { idempotencyKey: string }).idempotencyKey);
    const persisted = JSON.parse(
      JSON.stringify(dehydrate(queryClient, { shouldDehydrateMutation: shouldPersistMutation })),
    );
    expect(persisted.mutations).toHaveLength(2);
    expect(persisted.mutations[0].mutationKey).toEqual([...orderMutationKeys.status]);

    // "Reload": the old page is gone; a new client, the defaults registered again, the persisted state hydrated, back online.
    const sent: { note: string; key: string }[] = [];
    apiMock.mockImplementation(
      (endpoint: { path: string }, input: { body: { note: string } }, options: { idempotencyKey: string }) => {
        if (endpoint.path !== '/orders/{id}/status') return new Promise(() => {});
        sent.push({ note: input.body.note, key: options.idempotencyKey });
        return Promise.resolve(detail);
      },
    );
    queryClient.getMutationCache().clear();
    queryClient.unmount();
    const reloaded = newClient();
    hydrate(reloaded, persisted);
    onlineManager.setOnline(true);
    await reloaded.resumePausedMutations();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { note: 'first', key: keys[0] },
      { note: 'second', key: keys[1] },
    ]);
  });
});

describe('useUpdateOrder', () => {
  beforeEach(() => {
    apiMock.mockReset();
    showMock.mockReset();
  });
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  function setupEdit() {
    const queryClient = newClient();
    queryClient.setQueryData(orderKeys.detail(id), { ...detail, address: 'Old', notes: null });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateOrder(id), { wrapper });
    return { queryClient, result };
  }

  it('offline, save resolves as queued and the detail already shows the new address', async () => {
    onlineManager.setOnline(false);
    const { queryClient, result } = setupEdit();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.save({ address: 'New street 1' }, 'edit-key-1');
    });
    expect(outcome).toBe('queued');
    expect(apiMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData<OrderDetail>(orderKeys.detail(id))?.address).toBe('New street 1');
  });

  it('a 422 while the form waits reaches the form, without a notice', async () => {
    apiMock.mockImplementation((endpoint: { path: string }) =>
      endpoint.path === '/orders/{id}'
        ? Promise.reject(new ApiError(422, 'Invalid', { scheduledAt: ['in the past'] }))
        : new Promise(() => {}),
    );
    const { result } = setupEdit();
    let failure: unknown;
    await act(async () => {
      await result.current.save({ address: 'x' }, 'edit-key-2').catch((error: unknown) => {
        failure = error;
      });
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect(showMock).not.toHaveBeenCalled();
  });
});
