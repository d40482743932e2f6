import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { merchantFormEndpoints } from '@/shared/api/endpoints/merchants';
import type { MerchantBody } from '@/shared/schemas/merchant-body';
import type { MerchantDetail } from '@/shared/schemas/merchants';
import { merchantKeys } from './merchants.queries';

/** Add (no id) or edit a merchant; `idempotencyKey` is made once per user action, so a retry applies once. */
export type SaveMerchant = { id?: string | undefined; body: MerchantBody; idempotencyKey: string };

/** POST /merchants or PUT /merchants/{id}; the detail takes the answer and the lists load again. */
export function useSaveMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...merchantKeys.all, 'save'],
    mutationFn: ({ id, body, idempotencyKey }: SaveMerchant): Promise<MerchantDetail> =>
      id
        ? api(merchantFormEndpoints.merchantUpdate, { params: { id }, body }, { idempotencyKey })
        : api(merchantFormEndpoints.merchantCreate, { body }, { idempotencyKey }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(merchantKeys.detail(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: merchantKeys.lists() });
    },
  });
}
