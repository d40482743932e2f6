import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  choiceOptions,
  DATE_RANGE,
  defineList,
  type EntityOptionsSource,
  type ListDefinition,
  type ListSearch,
  textSearch,
} from '@/components/list/define-list';
import {
  AGENT_REPORT_LIST,
  ORDER_REPORT_LIST,
  PRODUCT_REPORT_LIST,
  SUPPLIER_REPORT_LIST,
  USER_REPORT_LIST,
} from '@/shared/lists';

/**
 * The five report tabs (spec part 2 §2 "Reports", §9; issue 19) on the list kit: search debounced 400 ms (a new
 * search starts at page 1), server sort by any column, 10/20/50 rows for User and Order, 5/10/20 for the others,
 * and each tab's filters. Supplier (Order, Agent) and Category (Product) are server-fed dropdowns: their options
 * come from /reports/options/… (docs/api/reports.md), open to whoever reads the reports.
 */
/** The options of a supplier or category dropdown, from the reports module's own endpoints. */
const optionsOf = (kind: 'suppliers' | 'categories'): EntityOptionsSource => ({
  key: ['reports', 'options', kind],
  load: (query, signal) => import('../api/reports.queries').then((m) => m.loadReportOptions(kind, query, signal)),
});

const supplierFilter = {
  kind: 'entity',
  options: optionsOf('suppliers'),
  label: msg`Supplier`,
  placeholder: msg`All suppliers`,
  clearLabel: msg`Clear supplier`,
  unknownLabel: msg`Unknown supplier`,
} as const;

const search = (placeholder: ReturnType<typeof msg>) => textSearch(msg`Search report`, placeholder);

export const userReport = defineList({
  ...USER_REPORT_LIST,
  screen: 'report-users',
  filters: { search: search(msg`Search by name, email or phone`) },
  debounceMs: 400,
});

export const orderReport = defineList({
  ...ORDER_REPORT_LIST,
  screen: 'report-orders',
  filters: {
    search: search(msg`Search by customer, email, supplier or product`),
    placedOn: DATE_RANGE,
    status: {
      kind: 'status',
      ...choiceOptions(ORDER_REPORT_LIST.choices.status, {
        all: msg({ message: 'All', context: 'report status' }),
        active: msg({ message: 'Active', context: 'report status' }),
        inactive: msg({ message: 'Inactive', context: 'report status' }),
      }),
      label: msg`Status`,
    },
    supplierId: supplierFilter,
  },
  debounceMs: 400,
});

export const supplierReport = defineList({
  ...SUPPLIER_REPORT_LIST,
  screen: 'report-suppliers',
  filters: {
    search: search(msg`Search by name or email`),
    registeredOn: DATE_RANGE,
  },
  debounceMs: 400,
});

export const agentReport = defineList({
  ...AGENT_REPORT_LIST,
  screen: 'report-agents',
  filters: {
    search: search(msg`Search by name, email or supplier`),
    placedOn: DATE_RANGE,
    supplierId: supplierFilter,
  },
  debounceMs: 400,
});

export const productReport = defineList({
  ...PRODUCT_REPORT_LIST,
  screen: 'report-products',
  filters: {
    search: search(msg`Search by product or category`),
    categoryId: {
      kind: 'entity',
      options: optionsOf('categories'),
      label: msg`Category`,
      placeholder: msg`All categories`,
      clearLabel: msg`Clear category`,
      unknownLabel: msg`Unknown category`,
    },
  },
  debounceMs: 400,
});

/** Each tab's list, by the tab's name in the URL (/reports/{tab}). */
export const REPORT_LISTS = {
  users: userReport,
  orders: orderReport,
  suppliers: supplierReport,
  agents: agentReport,
  products: productReport,
} as const;

export type ReportTab = keyof typeof REPORT_LISTS;

/** A tab's list and the URL's search read with its schema (lenient: a bad value falls back to the default). */
export function readReportSearch(tab: ReportTab, raw: ListSearch) {
  // biome-ignore lint/suspicious/noExplicitAny: each report declares its own filters and sort fields
  const definition = REPORT_LISTS[tab] as ListDefinition<any, any>;
  return { definition, search: v.parse(definition.searchSchema, raw) };
}
