/**
 * The sortable fields of the resource lists, apart from their schemas: the lists' declarations (which the
 * route tree, and so the start-up code, imports) need only these, not every request and answer schema.
 */
export const MERCHANT_SORT_FIELDS = ['name', 'email', 'createdAt', 'rating'] as const;
export const AGENT_SORT_FIELDS = ['name', 'email', 'merchantName', 'rating', 'status', 'createdAt'] as const;
export const PROVIDER_SORT_FIELDS = ['name', 'email', 'createdAt', 'rating'] as const;
export const TRANSACTION_SORT_FIELDS = ['createdAt', 'amount', 'discount', 'status', 'customerName'] as const;
export const PRODUCT_SORT_FIELDS = ['name', 'basePrice', 'bufferTime', 'createdAt'] as const;
/** `status` value of "all transactions". */
export const ALL_TRANSACTIONS = -1;
export const SUB_ADMIN_SORT_FIELDS = ['name', 'email', 'status', 'createdAt'] as const;
/** The reports' sortable columns (src/shared/schemas/reports.ts). */
export const USER_REPORT_SORT_FIELDS = ['name', 'email', 'registrationDate', 'totalOrders'] as const;
export const ORDER_REPORT_SORT_FIELDS = [
  'username',
  'supplier',
  'email',
  'createdOn',
  'products',
  'status',
  'orderPrice',
] as const;
export const SUPPLIER_REPORT_SORT_FIELDS = [
  'name',
  'email',
  'registered',
  'orders',
  'delivered',
  'revenue',
  'commission',
] as const;
export const AGENT_REPORT_SORT_FIELDS = ['name', 'email', 'supplier', 'totalOrders', 'delivered', 'revenue'] as const;
export const PRODUCT_REPORT_SORT_FIELDS = [
  'productName',
  'categoryName',
  'averageCostPrice',
  'averageSellingPrice',
  'sellingPriceRange',
  'profit',
  'numberOfSuppliers',
  'totalCurrentSupply',
  'totalSold',
  'demand',
  'totalRevenue',
] as const;
