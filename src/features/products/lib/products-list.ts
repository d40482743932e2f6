import { msg } from '@lingui/core/macro';
import { defineList, textSearch } from '@/components/list/define-list';
import { PRODUCTS_LIST } from '@/shared/lists';

/**
 * The product list (spec part 2 §2 "Product list", §9): search by name (1000 ms; a new search goes back to page
 * 1), 10 rows a page (10, 20, 50), newest first or sorted by name, price or buffer time.
 */
export const productsList = defineList({
  ...PRODUCTS_LIST,
  screen: 'products',
  filters: {
    search: textSearch(msg`Search products`, msg`Search by product name`),
  },
  debounceMs: 1000,
});
