import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, type EntityOptionsSource, textSearch } from '@/components/list/define-list';
import type { ListScreen } from '@/shared/schemas/list';
import { SUPPORT_LIST } from '@/shared/lists';

/** The category filter's options: the operator's ticket categories. */
const categoryOptions: EntityOptionsSource = {
  key: ['support', 'category-options'],
  load: (query, signal) => import('../api/support.queries').then((m) => m.loadCategoryOptions(query, signal)),
};

/**
 * A desk's tickets (issue 67): search (300 ms) by number, subject or requester; status, priority, assignee (mine,
 * unassigned), category and overdue filters; the last active first, or by priority or due time; 20 a page.
 */
const ticketsList = (screen: ListScreen) =>
  defineList({
    ...SUPPORT_LIST,
    screen,
    filters: {
      search: textSearch(msg`Search tickets`, msg`Number, subject or requester`),
      status: {
        kind: 'select',
        ...choiceOptions(SUPPORT_LIST.choices.status, {
          all: msg({ message: 'All', context: 'ticket status' }),
          open: msg`Open`,
          pending: msg`Pending`,
          resolved: msg`Resolved`,
          closed: msg`Closed`,
        }),
        label: msg`Status`,
      },
      priority: {
        kind: 'select',
        ...choiceOptions(SUPPORT_LIST.choices.priority, {
          all: msg({ message: 'All', context: 'ticket priority' }),
          low: msg`Low`,
          normal: msg`Normal`,
          high: msg`High`,
          urgent: msg`Urgent`,
        }),
        label: msg`Priority`,
      },
      assignee: {
        kind: 'select',
        options: [
          { value: 'all', label: msg({ message: 'Anyone', context: 'ticket assignee' }) },
          { value: 'mine', label: msg`Mine` },
          { value: 'unassigned', label: msg`Unassigned` },
        ],
        defaultValue: 'all',
        label: msg`Assignee`,
      },
      categoryId: {
        kind: 'entity',
        options: categoryOptions,
        label: msg`Category`,
        placeholder: msg`All categories`,
        clearLabel: msg`Clear category`,
        unknownLabel: msg`Unknown category`,
      },
      overdue: {
        kind: 'select',
        options: [
          { value: 'all', label: msg({ message: 'Any due time', context: 'ticket due' }) },
          { value: 'true', label: msg`Overdue` },
        ],
        defaultValue: 'all',
        label: msg`Due`,
      },
    },
    debounceMs: 300,
  });

export const customerTicketsList = ticketsList('support-customer');
export const providerTicketsList = ticketsList('support-provider');
export type TicketsList = typeof customerTicketsList;
