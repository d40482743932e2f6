import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { OrderDetail, OrdersListData } from '@/shared/schemas/orders';
import { useChangeOrderStatus } from './orders.mutations';
import { orderKeys } from './orders.queries';

const apiMock = vi.hoisted(() => vi.fn());
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

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
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
    act(() => result.current.mutate({ status: 1, note: 'ok' }));
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

  it('puts the detail and the list back when the server refuses the change', async () => {
    apiMock.mockImplementation((endpoint: { path: string }) =>
      endpoint.path === '/orders/{id}/status'
        ? Promise.reject(new ApiError(409, 'changed meanwhile'))
        : new Promise(() => {}),
    );
    const { queryClient, result } = setup();
    act(() => result.current.mutate({ status: 8, note: null }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData<OrderDetail>(orderKeys.detail(id))).toEqual(detail);
    expect(queryClient.getQueryData<OrdersListData>(listKey)).toEqual(page);
  });
});
