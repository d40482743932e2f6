import { listSource } from '@/components/list/list-source';
import { api, apiDownload } from '@/lib/api-client';
import { reportEndpoints } from '@/shared/api/endpoints/reports';
import type { ReportName } from '@/shared/schemas/reports';

type Query = Record<string, string | number>;

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
  report: (name: ReportName) => [...reportKeys.all, name] as const,
};

/** Each report's pages (`data.data` + `data.total`); the previous page stays while the next loads. */
export const reportSources = {
  users: listSource(reportEndpoints.reportUsers, reportKeys.report('users')),
  orders: listSource(reportEndpoints.reportOrders, reportKeys.report('orders')),
  suppliers: listSource(reportEndpoints.reportSuppliers, reportKeys.report('suppliers')),
  agents: listSource(reportEndpoints.reportAgents, reportKeys.report('agents')),
  products: listSource(reportEndpoints.reportProducts, reportKeys.report('products')),
};

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
