import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerEndpoints } from '@/shared/api/endpoints/customers';
import type { CustomerDetail, CustomerRow, CustomersListData } from '@/shared/schemas/customers';
import { customerKeys } from './customers.queries';

/**
 * Blocks or unblocks a customer at once (the status toggle of the list and of the customer's page). The
 * toggle shows the new state straight away and puts it back itself when this fails; on success every cached
 * page and the customer's page show the server's row, and the lists are marked stale (refetched when next
 * shown, so the page on screen does not jump).
 */
export function useCustomerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...customerKeys.all, 'status'],
    mutationFn: ({ id, status }: { id: string; status: boolean }) =>
      api(customerEndpoints.customerStatus, { params: { id }, body: { status: status ? 1 : 0 } }),
    onSuccess: async (row: CustomerRow) => {
      queryClient.setQueriesData<CustomersListData>({ queryKey: customerKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((r) => (r.id === row.id ? row : r)) } : page,
      );
      queryClient.setQueryData<CustomerDetail>(customerKeys.detail(row.id), (detail) =>
        detail ? { ...detail, status: row.status } : detail,
      );
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists(), refetchType: 'none' });
    },
  });
}
