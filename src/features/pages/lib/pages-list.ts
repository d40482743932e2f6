import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, textSearch } from '@/components/list/define-list';
import { PAGES_LIST } from '@/shared/lists';

/**
 * The content pages list (Settings → Content pages): search (300 ms) by address or title, audience All /
 * Customers / Providers / Both; 10 rows a page; by address, or by the last publish or change.
 */
export const pagesList = defineList({
  ...PAGES_LIST,
  screen: 'pages',
  filters: {
    search: textSearch(msg`Search pages`, msg`Search by address or title`),
    audience: {
      kind: 'select',
      ...choiceOptions(PAGES_LIST.choices.audience, {
        all: msg({ message: 'All', context: 'page audience' }),
        customers: msg({ message: 'Customers', context: 'page audience' }),
        providers: msg({ message: 'Providers', context: 'page audience' }),
        both: msg({ message: 'Both apps', context: 'page audience' }),
      }),
      label: msg`Audience`,
    },
  },
  debounceMs: 300,
});
