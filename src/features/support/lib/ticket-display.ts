import { msg } from '@lingui/core/macro';
import type { StatusMap } from '@/components/list/cells';

/** A ticket's status and priority badges: their words and colours, one table each. */
export const TICKET_STATUS: StatusMap = {
  open: { label: msg`Open`, color: 'blue' },
  pending: { label: msg`Pending`, color: 'yellow' },
  resolved: { label: msg`Resolved`, color: 'green' },
  closed: { label: msg`Closed`, color: 'gray' },
};

export const TICKET_PRIORITY: StatusMap = {
  low: { label: msg`Low`, color: 'gray' },
  normal: { label: msg`Normal`, color: 'blue' },
  high: { label: msg`High`, color: 'orange' },
  urgent: { label: msg`Urgent`, color: 'red' },
};

export const UNKNOWN_VALUE = msg`Unknown`;
