import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { reportEndpoints } from '@/shared/api/endpoints/reports';
import type { ReportName } from '@/shared/schemas/reports';

type Query = Record<string, string | number>;

const LIST = {
  users: reportEndpoints.reportUsers,
  orders: reportEndpoints.reportOrders,
  suppliers: reportEndpoints.reportSuppliers,
  agents: reportEndpoints.reportAgents,
  products: reportEndpoints.reportProducts,
} as const;
const EXPORT = {
  users: reportEndpoints.reportUsersExport,
  orders: reportEndpoints.reportOrdersExport,
  suppliers: reportEndpoints.reportSuppliersExport,
  agents: reportEndpoints.reportAgentsExport,
  products: reportEndpoints.reportProductsExport,
} as const;

/** Keys grouped per report: ['reports', name, query]. */
export const reportKeys = {
  all: ['reports'] as const,
  list: (name: ReportName, query: Query) => [...reportKeys.all, name, query] as const,
};

/** One page of a report (`data.data` + `data.total`); the previous page stays while the next loads. */
export const reportQueryOptions = (name: ReportName, query: Query) =>
  queryOptions({
    queryKey: reportKeys.list(name, query),
    queryFn: ({ signal }) =>
      // biome-ignore lint/suspicious/noExplicitAny: the five reports share one call shape
      api(LIST[name] as any, { query }, { signal }) as Promise<{
        data: unknown[];
        total: number;
        totalCapped?: boolean;
      }>,
    placeholderData: keepPreviousData,
  });

/** The whole filtered report as CSV (streamed by the server). */
export const downloadReport = (
  name: ReportName,
  query: Query,
  onProgress: (done: number) => void,
  signal: AbortSignal,
) =>
  // biome-ignore lint/suspicious/noExplicitAny: the five reports share one call shape
  apiDownload(EXPORT[name] as any, { query }, { onProgress, signal });

/** The supplier or category dropdown's options (at most 50), or the one option with `id` (none when unknown). */
export const loadReportOptions = async (
  kind: 'suppliers' | 'categories',
  query: { search?: string; id?: string },
  signal: AbortSignal,
) => {
  const endpoint =
    kind === 'suppliers' ? reportEndpoints.reportOptionsSuppliers : reportEndpoints.reportOptionsCategories;
  return (await api(endpoint, { query }, { signal })).options;
};
