import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRowDelete } from '@/components/list/row-cache';
import { api } from '@/lib/api-client';
import { faqEndpoints } from '@/shared/api/endpoints/faqs';
import { faqKeys } from './faqs.queries';

/** Deletes a question; the lists and the categories (their counts) are loaded again. */
export const useDeleteFaq = () =>
  useRowDelete(faqKeys, (id: string) => api(faqEndpoints.faqDelete, { params: { id } }), faqKeys.all);

/** Deletes an empty category; the lists and the categories are loaded again. */
export const useDeleteFaqCategory = () =>
  useRowDelete(faqKeys, (id: string) => api(faqEndpoints.faqCategoryDelete, { params: { id } }), faqKeys.all);

/**
 * Saves a new order: of a category's questions (`categoryId`), or of the categories (none). Everything FAQ is
 * loaded again once it is saved, or refused (the screen puts the server's order back).
 */
export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...faqKeys.all, 'order'],
    mutationFn: ({ categoryId, ids }: { categoryId?: string; ids: string[] }) =>
      categoryId
        ? api(faqEndpoints.faqsOrder, { params: { id: categoryId }, body: { ids } })
        : api(faqEndpoints.faqCategoriesOrder, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.all }),
  });
}
