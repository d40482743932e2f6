import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subAdminEndpoints } from '@/shared/api/endpoints/sub-admins';
import type { SubAdminDetail, SubAdminsListData, SubAdminsListQuery } from '@/shared/schemas/sub-admins';

/** Keys grouped per resource: every list under ['sub-admins','list'], every account under ['sub-admins','detail']. */
export const subAdminKeys = {
  all: ['sub-admins'] as const,
  lists: () => [...subAdminKeys.all, 'list'] as const,
  list: (query: SubAdminsListQuery) => [...subAdminKeys.lists(), query] as const,
  detail: (id: string) => [...subAdminKeys.all, 'detail', id] as const,
};

/** One page of sub-admins; the previous page stays on screen while the next one loads. */
export const subAdminsListQueryOptions = (query: SubAdminsListQuery) =>
  queryOptions({
    queryKey: subAdminKeys.list(query),
    queryFn: ({ signal }): Promise<SubAdminsListData> => api(subAdminEndpoints.subAdminsList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One account with its permissions and the operator's modules (the permissions page). */
export const subAdminDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: subAdminKeys.detail(id),
    queryFn: ({ signal }): Promise<SubAdminDetail> =>
      api(subAdminEndpoints.subAdminDetail, { params: { id } }, { signal }),
    retry: false,
  });
