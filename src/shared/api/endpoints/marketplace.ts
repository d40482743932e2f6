import {
  CreatedSchema,
  PayoutRequestBodySchema,
  ProviderSignUpBodySchema,
  SupportRequestBodySchema,
} from '../../schemas/marketplace';
import type { Endpoint } from '../endpoint';

/**
 * What the marketplace's customer and provider apps report to the back-office (auth `app`: their own client
 * credentials + X-Operator-Id). Each creates its record and a console notification for the admins of the
 * matching module (pushed live and to their devices).
 */
export const marketplaceEndpoints = {
  appSupportRequest: {
    method: 'POST',
    path: '/app/support-requests',
    summary: 'A customer or provider raised a support request (notifies customer/provider support, pushType 14)',
    tag: 'marketplace apps',
    auth: 'app',
    body: SupportRequestBodySchema,
    data: CreatedSchema,
  },
  appPayoutRequest: {
    method: 'POST',
    path: '/app/payout-requests',
    summary: 'A provider requested a payout (notifies payouts, pushType 13)',
    tag: 'marketplace apps',
    auth: 'app',
    body: PayoutRequestBodySchema,
    data: CreatedSchema,
  },
  appProviderSignUp: {
    method: 'POST',
    path: '/app/providers',
    summary: 'A provider signed up and awaits approval (notifies service providers, pushType 12)',
    tag: 'marketplace apps',
    auth: 'app',
    body: ProviderSignUpBodySchema,
    data: CreatedSchema,
  },
} as const satisfies Record<string, Endpoint>;
