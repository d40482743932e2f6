import type { MessageTable } from './table';

const x = { max: 'number' } as const;

export const REPORT_MESSAGES = {
  'broadcast.sent': { text: 'Sent to {count} customers', params: { count: 'number' } },
  'broadcast.too_many': { text: 'A broadcast may reach at most {max} customers: narrow the filter', params: x },
} as const satisfies MessageTable;
