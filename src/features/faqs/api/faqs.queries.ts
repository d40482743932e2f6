import { queryOptions } from '@tanstack/react-query';
import type { EntityOption } from '@/components/list/define-list';
import { type ListSource, listSource, resourceKeys } from '@/components/list/list-source';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { faqEndpoints } from '@/shared/api/endpoints/faqs';
import type { FaqRow } from '@/shared/schemas/faqs';
import type { Locale } from '@/shared/locales';

/** Keys grouped per resource: every list under ['faqs','list'], the categories under ['faqs','categories']. */
export const faqKeys = {
  ...resourceKeys('faqs'),
  categories: () => ['faqs', 'categories'] as const,
  categoriesIn: (lang: string) => ['faqs', 'categories', lang] as const,
};

/** The reader's language: the rows, names and fallback marks come in it. */
const readerLang = () => i18n.locale as Locale;

/** The FAQs list: one page under ['faqs','list',query], in the reader's language (a switch loads it again). */
export const faqsListSource: ListSource<FaqRow> = (query) =>
  listSource(faqEndpoints.faqsList, faqKeys.lists(), { lang: readerLang() })(query);

/** The operator's FAQ categories in their order, in `lang`. */
export const faqCategoriesQueryOptions = (lang: string = readerLang()) =>
  queryOptions({
    queryKey: faqKeys.categoriesIn(lang),
    queryFn: ({ signal }) => api(faqEndpoints.faqCategoriesList, { query: { lang: lang as Locale } }, { signal }),
  });

/** The category filter's options: those whose name holds `search`, or the one of `id`. */
export async function loadCategoryOptions(
  query: { search?: string; id?: string },
  signal: AbortSignal,
): Promise<EntityOption[]> {
  const { data } = await api(faqEndpoints.faqCategoriesList, { query: { lang: readerLang() } }, { signal });
  const term = query.search?.trim().toLocaleLowerCase() ?? '';
  return data
    .filter((c) => (query.id ? c.id === query.id : c.name.toLocaleLowerCase().includes(term)))
    .slice(0, 50)
    .map((c) => ({ id: c.id, name: c.name }));
}
