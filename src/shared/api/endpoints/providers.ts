import { csvExport, DATA_TOTAL_LIST, type Endpoint, oneOf } from '../endpoint';
import {
  PROVIDER_CSV_COLUMNS,
  PROVIDER_DETAIL_PAYOUTS,
  PROVIDER_DETAIL_SERVICES,
  PROVIDER_SORT_FIELDS,
  ProviderDetailSchema,
  ProviderIdParamsSchema,
  ProviderProfileSchema,
  ProviderStatusBodySchema,
  ProviderVerifyBodySchema,
  ProvidersExportQuerySchema,
  ProvidersListDataSchema,
  ProvidersListQuerySchema,
} from '../../schemas/providers';

const base = { tag: 'service providers', auth: 'user', module: 'service_providers' } as const;
const oneProvider = oneOf(
  base,
  ProviderIdParamsSchema,
  'No such provider (also for another operator’s provider, or a malformed id)',
);

/**
 * Service providers (module `service_providers`): the operator's providers (the same rows the merchants
 * screen lists), their details page, verification and activation. Another operator's provider answers
 * 404, exactly like an unknown one.
 */
export const providerEndpoints = {
  providersList: {
    method: 'GET',
    path: '/service-providers',
    summary: `Service providers, newest first or sorted by sortBy (${PROVIDER_SORT_FIELDS.join(', ')}; ties newest first): data.data + data.total. search matches name, email or phone number (% and _ literally); status 1 active / 0 inactive, verified 1 / 0 (all or absent = both); phone in international format`,
    ...base,
    query: ProvidersListQuerySchema,
    data: ProvidersListDataSchema,
    list: DATA_TOTAL_LIST,
  },
  providersExport: csvExport(
    base,
    '/service-providers/export',
    ProvidersExportQuerySchema,
    `Every provider matching the list's filters, in the list's order, as providers.csv (columns ${PROVIDER_CSV_COLUMNS.join(', ')}); formula cells are escaped with a leading apostrophe`,
  ),
  providerDetail: {
    method: 'GET',
    path: '/service-providers/{id}',
    summary: `One provider: profile; the services it can deliver (its own and the catalogue's shared ones, at most ${PROVIDER_DETAIL_SERVICES}, with its bookings of each); its bookings by status; earnings (ended bookings) and payouts (pending and paid sums and counts, the newest ${PROVIDER_DETAIL_PAYOUTS}). Amounts are integer minor units (hundredths) of data.currency`,
    ...oneProvider,
    data: ProviderDetailSchema,
  },
  providerVerify: {
    method: 'PUT',
    path: '/service-providers/{id}/verify',
    summary:
      'Verify (approve) or unverify a provider: body {verified: true|false}. The dashboard’s verifiedProviders / notVerifiedProviders follow at once (they are counted, not cached)',
    ...oneProvider,
    body: ProviderVerifyBodySchema,
    data: ProviderProfileSchema,
  },
  providerStatus: {
    method: 'PUT',
    path: '/service-providers/{id}/status',
    summary: 'Activate ({status: 1}) or deactivate ({status: 0}) a provider',
    ...oneProvider,
    body: ProviderStatusBodySchema,
    data: ProviderProfileSchema,
  },
} as const satisfies Record<string, Endpoint>;
