import { msg } from '@lingui/core/macro';
import { defineList, textSearch } from '@/components/list/define-list';
import { SERVICE_TYPES_LIST } from '@/shared/lists';

/**
 * The service types list (issue 17; spec part 2 §9 for the shared list rules): search by name on the server
 * (debounced 1000 ms; a new search goes back to page 1), 10 rows a page (10, 20, 50), by name or sorted by
 * creation date or by how many categories use the type.
 */
export const serviceTypesList = defineList({
  ...SERVICE_TYPES_LIST,
  screen: 'service-types',
  filters: {
    search: textSearch(msg`Search service types`, msg`Search for Service Type`),
  },
  debounceMs: 1000,
});
