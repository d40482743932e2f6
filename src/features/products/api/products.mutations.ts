import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productEndpoints } from '@/shared/api/endpoints/products';
import type { ProductBody, ProductMediaBody, ProductVariantsBody } from '@/shared/schemas/products';
import { productKeys } from './products.queries';

/** The status toggle: the server flips the flag (no body); the lists load again. */
export function useProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...productKeys.all, 'status'],
    mutationFn: (id: string) => api(productEndpoints.productStatus, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** Deletes a product (refused with 409 while bookings use it); the list loads again. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...productKeys.all, 'delete'],
    mutationFn: (id: string) => api(productEndpoints.productDelete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}

type SaveInput = {
  id: string | null;
  body: ProductBody;
  variants: ProductVariantsBody;
  media: ProductMediaBody;
  idempotencyKey: string;
  /** Told the product's id once it is saved, before its variants and images are: a retry then edits it. */
  onProduct?: (id: string) => void;
};

/**
 * The form's save: the product (add or edit, with the form's Idempotency-Key so a double click applies once),
 * then its variants and its images; every product query loads again. A new product whose variants or images
 * are refused exists already: `onProduct` tells its id, so the corrected attempt edits it instead of adding a
 * second one (its new key would not replay the first add).
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...productKeys.all, 'save'],
    mutationFn: async ({ id, body, variants, media, idempotencyKey, onProduct }: SaveInput) => {
      const saved = id
        ? await api(productEndpoints.productUpdate, { params: { id }, body }, { idempotencyKey })
        : await api(productEndpoints.productCreate, { body }, { idempotencyKey });
      onProduct?.(saved.id);
      await api(productEndpoints.productVariantsUpdate, { params: { productId: saved.id }, body: variants });
      return api(productEndpoints.productMediaUpdate, { params: { productId: saved.id }, body: media });
    },
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
