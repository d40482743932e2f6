import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, textSearch } from '@/components/list/define-list';
import { CITIES_LIST } from '@/shared/lists';

/** Settings → Cities (issue 71): search by a name in any language, Active / Inactive, by name or newest first. */
export const citiesList = defineList({
  ...CITIES_LIST,
  screen: 'cities',
  filters: {
    search: textSearch(msg`Search cities`, msg`Search by name`),
    status: {
      kind: 'status',
      ...choiceOptions(CITIES_LIST.choices.status, {
        all: msg({ message: 'All', context: 'area status' }),
        active: msg({ message: 'Active', context: 'area status' }),
        inactive: msg({ message: 'Inactive', context: 'area status' }),
      }),
      label: msg`Status`,
    },
  },
  debounceMs: 300,
});
