import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, type EntityOptionsSource, textSearch } from '@/components/list/define-list';
import { FAQS_LIST } from '@/shared/lists';

/** The category filter's options: the operator's FAQ categories, in the reader's language. */
const categoryOptions: EntityOptionsSource = {
  key: ['faqs', 'category-options'],
  load: (query, signal) => import('../api/faqs.queries').then((m) => m.loadCategoryOptions(query, signal)),
};

/**
 * Settings → FAQs (issue 70): search (300 ms) in the question or answer of every language; category, audience and
 * published filters; 20 rows a page (20, 50, 100); in their category's order and their own, or by question or date.
 */
export const faqsList = defineList({
  ...FAQS_LIST,
  screen: 'faqs',
  filters: {
    search: textSearch(msg`Search FAQs`, msg`Search questions and answers`),
    categoryId: {
      kind: 'entity',
      options: categoryOptions,
      label: msg`Category`,
      placeholder: msg`All categories`,
      clearLabel: msg`Clear category`,
      unknownLabel: msg`Unknown category`,
    },
    audience: {
      kind: 'select',
      ...choiceOptions(FAQS_LIST.choices.audience, {
        all: msg({ message: 'All', context: 'faq audience' }),
        customers: msg`Customers`,
        providers: msg`Providers`,
        both: msg`Customers and providers`,
      }),
      label: msg`Audience`,
    },
    published: {
      kind: 'select',
      ...choiceOptions(FAQS_LIST.choices.published, {
        all: msg({ message: 'All', context: 'faq published' }),
        published: msg`Published`,
        draft: msg`Draft`,
      }),
      label: msg`Published`,
    },
  },
  debounceMs: 300,
});
