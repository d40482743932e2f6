import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import type { SearchOption } from '@/components/form/search-select';
import type { MerchantRow } from '@/shared/schemas/merchants';
import { agentKeys } from './agents.queries';

/**
 * The operator's merchants an agent can work for (the dialog's picker): 20 at a time, searched on the server,
 * each with its phone below its name.
 */
export const merchantOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: agentKeys.merchantOptions(search),
    queryFn: async ({ signal }): Promise<SearchOption[]> => {
      const page = await apiList<typeof merchantEndpoints.merchantsList, MerchantRow>(
        merchantEndpoints.merchantsList,
        { query: search ? { search, pageSize: 20 } : { pageSize: 20 } },
        { signal, background: true },
      );
      return page.rows.map((m) => ({ id: m.id, name: m.name, detail: m.phone }));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
