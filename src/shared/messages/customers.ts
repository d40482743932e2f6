import type { MessageTable } from './table';

export const CUSTOMER_MESSAGES = {
  'customer.not_found': { text: 'Customer not found' },
  'customer.activated': { text: 'Customer unblocked' },
  'customer.deactivated': { text: 'Customer blocked' },
} as const satisfies MessageTable;
