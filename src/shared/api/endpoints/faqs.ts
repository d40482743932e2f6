import { csvExport, DATA_TOTAL_LIST, type Endpoint, OkSchema, oneOf } from '../endpoint';
import { FAQS_LIST } from '../../lists';
import { DeletedSchema } from '../../schemas/common';
import {
  AppFaqsDataSchema,
  AppFaqsQuerySchema,
  FAQ_CSV_COLUMNS,
  FaqBodySchema,
  FaqCategoriesDataSchema,
  FaqCategoryBodySchema,
  FaqCategoryIdParamsSchema,
  FaqCategoryRowSchema,
  FaqIdParamsSchema,
  FaqLangQuerySchema,
  FaqOrderBodySchema,
  FaqRowSchema,
  FaqsExportQuerySchema,
  FaqsListDataSchema,
  FaqsListQuerySchema,
} from '../../schemas/faqs';

/**
 * FAQs (module `faqs`, issue 70): questions and their categories with texts per language, their order, and what
 * the customer and provider apps read (`GET /app/faqs`). Another operator's ids answer 404, like unknown ones.
 */
export const faqBase = { tag: 'faqs', auth: 'user', module: 'faqs' } as const;
export const oneFaq = oneOf(faqBase, FaqIdParamsSchema, 'No such FAQ (also for another operator’s FAQ)');
export const oneFaqCategory = oneOf(
  faqBase,
  FaqCategoryIdParamsSchema,
  'No such FAQ category (also for another operator’s category)',
);

const TEXTS_422 =
  'A field is not valid: translations.<lang> for a language the operator has not enabled, translations.<default>.question / .answer when the default language has no text, categoryId for a category that is not one of the operator’s';

export const faqEndpoints = {
  faqsList: {
    method: 'GET',
    path: '/faqs',
    summary: `FAQs in their category's order and their own, or sorted by sortBy (${FAQS_LIST.sortFields.join(', ')}; question: the default language's text): data.data + data.total. search matches the question or answer in any language; each row in lang (else the default language, fallback: true), with the languages missing and outdated`,
    ...faqBase,
    query: FaqsListQuerySchema,
    data: FaqsListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  faqsExport: csvExport(
    faqBase,
    '/faqs/export',
    FaqsExportQuerySchema,
    `Every FAQ matching the list's filters, in the list's order, as faqs.csv (columns ${FAQ_CSV_COLUMNS.join(', ')}); formula cells are escaped with a leading apostrophe`,
  ),
  faqCategoriesList: {
    method: 'GET',
    path: '/faq-categories',
    summary: 'The FAQ categories in their order, each in lang (else the default language, fallback: true)',
    ...faqBase,
    query: FaqLangQuerySchema,
    data: FaqCategoriesDataSchema,
  },
  faqCategoriesOrder: {
    method: 'PUT',
    path: '/faq-categories/order',
    summary: 'Order the categories: ids = every category id of the operator, first first',
    ...faqBase,
    body: FaqOrderBodySchema,
    data: OkSchema,
    errors: { 422: 'ids is not every category of the operator, each once (faq.order_incomplete)' },
  },
  faqCategoryCreate: {
    method: 'POST',
    path: '/faq-categories',
    summary: 'Add a category (last in the order); its name per enabled language, the default one required',
    ...faqBase,
    body: FaqCategoryBodySchema,
    data: FaqCategoryRowSchema,
    errors: { 422: TEXTS_422 },
  },
  faqCategoryUpdate: {
    method: 'PUT',
    path: '/faq-categories/{id}',
    summary: 'Rename a category: its names per language (a language left out or blank loses its name)',
    ...oneFaqCategory,
    body: FaqCategoryBodySchema,
    data: FaqCategoryRowSchema,
    errors: { ...oneFaqCategory.errors, 422: TEXTS_422 },
  },
  faqCategoryDelete: {
    method: 'DELETE',
    path: '/faq-categories/{id}',
    summary: 'Delete an empty category',
    ...oneFaqCategory,
    data: DeletedSchema,
    errors: { ...oneFaqCategory.errors, 409: 'The category still has questions (faq.category_not_empty)' },
  },
  faqsOrder: {
    method: 'PUT',
    path: '/faq-categories/{id}/order',
    summary: "Order a category's questions: ids = every question id of the category, first first",
    ...oneFaqCategory,
    body: FaqOrderBodySchema,
    data: OkSchema,
    errors: {
      ...oneFaqCategory.errors,
      422: 'ids is not every question of the category, each once (faq.order_incomplete)',
    },
  },
  faqDetail: {
    method: 'GET',
    path: '/faqs/{id}',
    summary: 'One FAQ with every translation',
    ...oneFaq,
    query: FaqLangQuerySchema,
    data: FaqRowSchema,
  },
  faqCreate: {
    method: 'POST',
    path: '/faqs',
    summary: 'Add a question (last in its category): texts per enabled language, the default one required',
    ...faqBase,
    body: FaqBodySchema,
    data: FaqRowSchema,
    errors: { 422: TEXTS_422 },
  },
  faqUpdate: {
    method: 'PUT',
    path: '/faqs/{id}',
    summary:
      'Save a question: texts per language (a language left out or blank loses its text); moved to another category it goes last there',
    ...oneFaq,
    body: FaqBodySchema,
    data: FaqRowSchema,
    errors: { ...oneFaq.errors, 422: TEXTS_422 },
  },
  faqDelete: { method: 'DELETE', path: '/faqs/{id}', summary: 'Delete a question', ...oneFaq, data: DeletedSchema },
  appFaqs: {
    method: 'GET',
    path: '/app/faqs',
    summary:
      'The published FAQs for the customer or provider app, by category in order, in lang (an item without it is in the default language with fallback: true). ETag + If-None-Match → 304; Cache-Control private, max-age=60, must-revalidate',
    tag: 'marketplace apps',
    auth: 'app',
    query: AppFaqsQuerySchema,
    data: AppFaqsDataSchema,
    responseHeaders: {
      ETag: 'The version of the answer: send it back in If-None-Match to get 304 while nothing changed',
      'Cache-Control': 'private, max-age=60, must-revalidate (the answer depends on X-Operator-Id: Vary)',
    },
  },
} as const satisfies Record<string, Endpoint>;
