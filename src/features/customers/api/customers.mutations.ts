import { useRowMutation } from '@/components/list/row-cache';
import { api } from '@/lib/api-client';
import { customerEndpoints } from '@/shared/api/endpoints/customers';
import type { CustomerDetail } from '@/shared/schemas/customers';
import { customerKeys } from './customers.queries';

/**
 * Blocks or unblocks a customer at once (the status toggle of the list and of the customer's page). The
 * toggle shows the new state straight away and puts it back itself when this fails; on success every cached
 * page and the customer's page show the server's row, and the lists are marked stale (refetched when next
 * shown, so the page on screen does not jump).
 */
export const useCustomerStatus = () =>
  useRowMutation(
    customerKeys,
    'status',
    ({ id, status }: { id: string; status: boolean }) =>
      api(customerEndpoints.customerStatus, { params: { id }, body: { status: status ? 1 : 0 } }),
    {
      onSaved: (row, queryClient) =>
        queryClient.setQueryData<CustomerDetail>(customerKeys.detail(row.id), (detail) =>
          detail ? { ...detail, status: row.status } : detail,
        ),
    },
  );
