import { queryOptions } from '@tanstack/react-query';
import { listSource, resourceKeys } from '@/components/list/list-source';
import { api } from '@/lib/api-client';
import { pageEndpoints } from '@/shared/api/endpoints/pages';

/** Keys grouped per resource: every list under ['pages','list'], one page under ['pages','detail',id]. */
export const pageKeys = {
  ...resourceKeys('pages'),
  versions: (id: string) => ['pages', 'detail', id, 'versions'] as const,
  version: (id: string, number: number) => ['pages', 'detail', id, 'versions', number] as const,
  compare: (id: string, from: string, to: string) => ['pages', 'detail', id, 'compare', from, to] as const,
};

/** The content pages list, each row's title in the reader's language `lang` (else the default, marked fallback). */
export const pagesListSource = (lang: string) => listSource(pageEndpoints.pagesList, pageKeys.lists(), { lang });

export const pageDetailQuery = (id: string) =>
  queryOptions({
    queryKey: pageKeys.detail(id),
    queryFn: ({ signal }) => api(pageEndpoints.pageDetail, { params: { id } }, { signal }),
  });

export const pageVersionsQuery = (id: string) =>
  queryOptions({
    queryKey: pageKeys.versions(id),
    queryFn: ({ signal }) => api(pageEndpoints.pageVersions, { params: { id } }, { signal }),
  });

export const pageVersionQuery = (id: string, number: number) =>
  queryOptions({
    queryKey: pageKeys.version(id, number),
    queryFn: ({ signal }) => api(pageEndpoints.pageVersion, { params: { id, number: String(number) } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const pageCompareQuery = (id: string, from: string, to: string) =>
  queryOptions({
    queryKey: pageKeys.compare(id, from, to),
    queryFn: ({ signal }) => api(pageEndpoints.pageCompare, { params: { id }, query: { from, to } }, { signal }),
  });
