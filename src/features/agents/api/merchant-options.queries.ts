import { listOptions } from '@/components/form/list-options';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import type { MerchantRow } from '@/shared/schemas/merchants';
import { agentKeys } from './agents.queries';

/** The operator's merchants an agent can work for (the dialog's picker), each with its phone below its name. */
export const merchantOptionsQueryOptions = listOptions(
  merchantEndpoints.merchantsList,
  agentKeys.merchantOptions,
  (merchant: MerchantRow) => ({ id: merchant.id, name: merchant.name, detail: merchant.phone }),
);
