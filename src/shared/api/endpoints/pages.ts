import { DATA_TOTAL_LIST, type Endpoint, oneOf } from '../endpoint';
import { PAGES_LIST } from '../../lists';
import { DeletedSchema } from '../../schemas/common';
import {
  AppPageParamsSchema,
  AppPageQuerySchema,
  AppPageSchema,
  PageBodySchema,
  PageCompareQuerySchema,
  PageCompareSchema,
  PageDetailSchema,
  PageIdParamsSchema,
  PagesListDataSchema,
  PagesListQuerySchema,
  PageVersionParamsSchema,
  PageVersionSchema,
  PageVersionsDataSchema,
} from '../../schemas/pages';

/**
 * Content pages (module `cms`): the console edits drafts per language, publishes numbered versions, lists, views,
 * compares and restores them; the apps read the last published version (`appPage`). Another operator's page
 * answers 404, like an unknown one.
 */
export const pageBase = { tag: 'content pages', auth: 'user', module: 'cms' } as const;
const PAGE_NOT_FOUND = 'No such page (also for another operator’s page)';
const onePage = oneOf(pageBase, PageIdParamsSchema, PAGE_NOT_FOUND);
const oneVersion = {
  ...pageBase,
  params: PageVersionParamsSchema,
  errors: { 404: 'No such page or version' },
} as const;

export const pageEndpoints = {
  pagesList: {
    method: 'GET',
    path: '/pages',
    summary: `Content pages, by address (sortBy ${PAGES_LIST.sortFields.join(', ')}): data.data + data.total. Each row's title is in lang when the draft has it, else in the default language (fallback: true); status draft, published or changed (edited since the last publish); missing and outdated languages`,
    ...pageBase,
    query: PagesListQuerySchema,
    data: PagesListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  pageCreate: {
    method: 'POST',
    path: '/pages',
    summary:
      'Add a page: slug (lower-case a-z, 0-9, -; unique), audience and its draft per enabled language (the default language needs a title). Bodies are sanitised',
    ...pageBase,
    body: PageBodySchema,
    data: PageDetailSchema,
    errors: { 409: 'Another page has this slug' },
  },
  pageDetail: {
    method: 'GET',
    path: '/pages/{id}',
    summary: 'One page with its draft in every language it has (sanitised), the missing and outdated languages',
    ...onePage,
    data: PageDetailSchema,
  },
  pageUpdate: {
    method: 'PUT',
    path: '/pages/{id}',
    summary:
      'Save the draft: slug (a built-in page keeps its own), audience and the texts per language (a language left out is removed). A language whose text changed is stamped now; the others keep their time',
    ...onePage,
    body: PageBodySchema,
    data: PageDetailSchema,
    errors: { ...onePage.errors, 409: 'Another page has this slug' },
  },
  pageDelete: {
    method: 'DELETE',
    path: '/pages/{id}',
    summary: 'Delete a page and its versions (built-in pages cannot be deleted: 409)',
    ...onePage,
    data: DeletedSchema,
    errors: { ...onePage.errors, 409: 'A built-in page (terms, privacy, cancellation-policy, about)' },
  },
  pagePublish: {
    method: 'POST',
    path: '/pages/{id}/publish',
    summary: 'Publish the draft: every language of it becomes a new numbered version, which the apps read from now on',
    ...onePage,
    data: PageDetailSchema,
    errors: { ...onePage.errors, 409: 'The default language has no title yet' },
  },
  pageVersions: {
    method: 'GET',
    path: '/pages/{id}/versions',
    summary: 'The published versions of a page, newest first (number, when, by whom, languages)',
    ...onePage,
    data: PageVersionsDataSchema,
  },
  pageVersion: {
    method: 'GET',
    path: '/pages/{id}/versions/{number}',
    summary: 'One published version with its texts (sanitised)',
    ...oneVersion,
    data: PageVersionSchema,
  },
  pageRestore: {
    method: 'POST',
    path: '/pages/{id}/versions/{number}/restore',
    summary: 'Copy a version into the draft (it is not published)',
    ...oneVersion,
    data: PageDetailSchema,
  },
  pageCompare: {
    method: 'GET',
    path: '/pages/{id}/compare',
    summary: 'Compare a version with another version or the draft, per language: the words of the title and body',
    ...onePage,
    query: PageCompareQuerySchema,
    data: PageCompareSchema,
  },
  appPage: {
    method: 'GET',
    path: '/app/pages/{slug}',
    summary:
      'A content page for the customer and provider apps: the last published version in lang, else in the default language (fallback: true). ETag per version and language; If-None-Match answers 304. A page never published, or an unknown slug, is 404',
    tag: 'marketplace apps',
    auth: 'app',
    params: AppPageParamsSchema,
    query: AppPageQuerySchema,
    data: AppPageSchema,
    responseHeaders: {
      ETag: 'The published version and the language served',
      'Cache-Control': 'How long the apps may keep the answer before asking again (with If-None-Match)',
    },
    errors: { 404: 'No published page with this address' },
  },
} as const satisfies Record<string, Endpoint>;
