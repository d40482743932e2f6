import { listSource, resourceKeys } from '@/components/list/list-source';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import { productEndpoints } from '@/shared/api/endpoints/products';
import type { OrdersListQuery } from '@/shared/schemas/orders';

/** Keys grouped per resource: every list under ['products','list'], one product under ['products','detail',id]. */
export const productKeys = {
  ...resourceKeys('products'),
  variantNames: (search: string) => [...productKeys.all, 'variant-names', search] as const,
  bookings: (query: OrdersListQuery) => [...productKeys.all, 'bookings', query] as const,
};

/** The products list: one page under productKeys.lists() (the previous page stays on screen while the next loads). */
export const productsListSource = listSource(productEndpoints.productsList, productKeys.lists());

/** One product with its category path, variants and images. */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api(productEndpoints.productDetail, { params: { id } }, { signal }),
  });

/** The operator's variant names (the form's typeahead). */
export const variantNamesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: productKeys.variantNames(search),
    queryFn: ({ signal }) =>
      api(productEndpoints.productVariantNames, { query: search ? { search } : {} }, { signal, background: true }),
    staleTime: 60_000,
  });

/** A page of the product's bookings: the bookings list with its `productId`. */
export const productBookingsQueryOptions = (query: OrdersListQuery) =>
  queryOptions({
    queryKey: productKeys.bookings(query),
    queryFn: ({ signal }) => api(orderEndpoints.ordersList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Choices of the form's selects: the service types and the categories of one level under a parent. */
export const serviceTypeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...productKeys.all, 'choices', 'service-types'] as const,
    queryFn: async ({ signal }) =>
      (await api(catalogueEndpoints.serviceTypesList, { query: { pageSize: 100, sortBy: 'name' } }, { signal })).data,
    staleTime: 60_000,
  });

/** Level 1 (with its service type), or the children of `parentId` on levels 2 and 3; at most 100, by name. */
export const categoryChoicesQueryOptions = (level: 1 | 2 | 3, parentId: string | null) =>
  queryOptions({
    queryKey: [...productKeys.all, 'choices', 'categories', level, parentId] as const,
    queryFn: async ({ signal }): Promise<{ id: string; name: string; serviceTypeId: string | null }[]> => {
      const data = await api(
        catalogueEndpoints.categoriesList,
        {
          query: {
            level: String(level) as '1' | '2' | '3',
            pageSize: 100,
            sortBy: 'name',
            ...(parentId ? { parentId } : {}),
          },
        },
        { signal },
      );
      if ('categories' in data)
        return data.categories.map((r) => ({ id: r.categoryId, name: r.categoryName, serviceTypeId: r.serviceTypeId }));
      return data.subCategories.map((r) =>
        'thirdLevelCategoryId' in r
          ? { id: r.thirdLevelCategoryId, name: r.thirdLevelCategoryName, serviceTypeId: null }
          : { id: r.subCategoryId, name: r.subCategoryName, serviceTypeId: null },
      );
    },
    staleTime: 60_000,
  });
