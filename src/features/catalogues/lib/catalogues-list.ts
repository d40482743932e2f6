import { msg } from '@lingui/core/macro';
import { defineList, textSearch } from '@/components/list/define-list';
import { CATEGORIES_LIST } from '@/shared/lists';

/**
 * The Catalogues screen's three tabs (spec part 2 §2, §9): each a list of one category level with its own
 * search (placeholder per tab, debounced 1000 ms; a new search goes back to page 1), 5 rows a page (5, 10,
 * 20), newest first or by name.
 */
const categoryTab = (
  screen: 'categories' | 'sub-categories' | 'sub-sub-categories',
  placeholder: ReturnType<typeof msg>,
) =>
  defineList({
    ...CATEGORIES_LIST,
    screen,
    filters: { search: textSearch(msg`Search`, placeholder) },
    debounceMs: 1000,
  });

export const categoriesList = categoryTab('categories', msg`Search for Category`);
export const subCategoriesList = categoryTab('sub-categories', msg`Search for Sub Category`);
export const subSubCategoriesList = categoryTab('sub-sub-categories', msg`Search for Sub SubCategory`);

export const CATEGORY_TABS = [categoriesList, subCategoriesList, subSubCategoriesList] as const;

/** Tab 1 category, 2 sub category, 3 sub sub category (the URL's `tab`). */
export type CategoryTab = 1 | 2 | 3;
export const tabOf = (value: unknown): CategoryTab =>
  value === 2 || value === '2' ? 2 : value === 3 || value === '3' ? 3 : 1;

/** The list declaration of a tab. */
export const listOfTab = (tab: CategoryTab) =>
  tab === 1 ? categoriesList : tab === 2 ? subCategoriesList : subSubCategoriesList;
