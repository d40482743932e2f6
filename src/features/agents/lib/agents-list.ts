import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, textSearch } from '@/components/list/define-list';
import { AGENTS_LIST } from '@/shared/lists';

/**
 * The agents list (spec part 1 §2, §9): search (300 ms) by name, email, phone or merchant; status All / Active /
 * Blocked; 10 rows a page (10, 20, 50); newest first, or sorted by name, email, merchant, rating or status.
 */
export const agentsList = defineList({
  ...AGENTS_LIST,
  screen: 'agents',
  filters: {
    search: textSearch(msg`Search agents`, msg`Search by name, email, phone or merchant`),
    status: {
      kind: 'status',
      ...choiceOptions(AGENTS_LIST.choices.status, {
        all: msg({ message: 'All', context: 'agents status' }),
        active: msg({ message: 'Active', context: 'agent status' }),
        blocked: msg({ message: 'Blocked', context: 'agent status' }),
      }),
      label: msg`Status`,
    },
  },
  debounceMs: 300,
});
