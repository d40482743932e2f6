import { listSource, resourceKeys } from '@/components/list/list-source';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subAdminEndpoints } from '@/shared/api/endpoints/sub-admins';
import type { SubAdminDetail } from '@/shared/schemas/sub-admins';

/** Keys grouped per resource: every list under ['sub-admins','list'], every account under ['sub-admins','detail']. */
export const subAdminKeys = resourceKeys('sub-admins');

/** The sub-admins list: one page under subAdminKeys.lists() (the previous page stays on screen while the next loads). */
export const subAdminsListSource = listSource(subAdminEndpoints.subAdminsList, subAdminKeys.lists());

/** One account with its permissions and the operator's modules (the permissions page). */
export const subAdminDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: subAdminKeys.detail(id),
    queryFn: ({ signal }): Promise<SubAdminDetail> =>
      api(subAdminEndpoints.subAdminDetail, { params: { id } }, { signal }),
    retry: false,
  });
