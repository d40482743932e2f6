import * as v from 'valibot';
import { PROVIDERS_LIST, type SortFieldOf } from '../lists';
import { idParams, intInRange, UuidSchema, nullableString } from './common';
import { listQueries, listTotalEntries, searchEntry } from './list';

/**
 * Service providers (module `service_providers`, issue 15): the operator's providers — the same rows the
 * merchants screen shows — as the "Service providers" list and the provider details page
 * (`/userss/service_providers/services-details?id=`, where pushType 12 notifications lead).
 *
 * Money in these answers is in integer MINOR units (hundredths of the operator's currency: the database
 * keeps two decimals), named `…Minor`; `currency` says which currency.
 */

// List -----------------------------------------------------------------------------------------

/** The providers list's sortable columns (the row's field names). */
export const PROVIDER_SORT_FIELDS = PROVIDERS_LIST.sortFields;
export type ProviderSortField = SortFieldOf<typeof PROVIDERS_LIST>;

/** A yes/no filter of the query string: 1 yes, 0 no, `all` or absent = both. */
const yesNoAll = (what: string) =>
  v.optional(
    v.pipe(
      v.union([v.literal('all'), intInRange(0, 1)], `${what} must be 1, 0 or all`),
      v.transform((value) => (value === 'all' ? undefined : value)),
      v.description(`1 ${what}, 0 not; all or absent = both`),
    ),
  );

/** The list and its export take the same filters. */
export const { list: ProvidersListQuerySchema, export: ProvidersExportQuerySchema } = listQueries(PROVIDERS_LIST, {
  search: searchEntry('Name, email or phone number; case-insensitive; % and _ match themselves'),
  status: yesNoAll('active'),
  verified: yesNoAll('verified'),
});
export type ProvidersListQuery = v.InferInput<typeof ProvidersListQuerySchema>;
export type ProvidersExportQuery = v.InferOutput<typeof ProvidersExportQuerySchema>;

/** A providers-list row. */
export const ProviderRowSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  email: nullableString,
  /** The number in international format (libphonenumber), e.g. `+91 98765 43210`; null without a number. */
  phone: nullableString,
  businessType: nullableString,
  rating: v.nullable(v.number()),
  profileImage: nullableString,
  /** Approved by the operator (the dashboard's verified / unverified donut). */
  verified: v.boolean(),
  /** Active (the status toggle). */
  status: v.boolean(),
  createdAt: v.string(),
});
export type ProviderRow = v.InferOutput<typeof ProviderRowSchema>;

export const ProvidersListDataSchema = v.object({ data: v.array(ProviderRowSchema), ...listTotalEntries });
export type ProvidersListData = v.InferOutput<typeof ProvidersListDataSchema>;

/** The export's columns, in order. */
export const PROVIDER_CSV_COLUMNS = [
  'id',
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'businessType',
  'workingHours',
  'servicable',
  'rating',
  'verified',
  'status',
  'createdAt',
] as const;
export type ProviderCsvColumn = (typeof PROVIDER_CSV_COLUMNS)[number];

// Details --------------------------------------------------------------------------------------

export const ProviderIdParamsSchema = idParams(
  'Provider id (uuid); a malformed, unknown or other operator’s id answers 404',
);

/** The provider's own fields (the list row and the rest of the profile). */
export const ProviderProfileSchema = v.object({
  ...ProviderRowSchema.entries,
  firstName: v.string(),
  lastName: v.string(),
  countryCode: nullableString,
  phoneNumber: nullableString,
  address: nullableString,
  workingHours: nullableString,
  /** Currently taking bookings. */
  servicable: v.boolean(),
  updatedAt: v.string(),
});
export type ProviderProfile = v.InferOutput<typeof ProviderProfileSchema>;

/** A service (product) the provider can deliver: its own, or one the whole catalogue offers. */
export const ProviderServiceSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  serviceTypeName: nullableString,
  basePriceMinor: v.number(),
  isActive: v.boolean(),
  /** Offered by this provider alone (else by every provider). */
  exclusive: v.boolean(),
  thumbnail: nullableString,
  /** This provider's bookings of it, in every status. */
  bookings: v.number(),
});
export type ProviderService = v.InferOutput<typeof ProviderServiceSchema>;

/** A payout of the provider (newest first). */
export const ProviderPayoutSchema = v.object({
  id: UuidSchema,
  amountMinor: v.number(),
  /** 0 pending, 1 accepted, 2 rejected. */
  status: v.number(),
  createdAt: v.string(),
  decidedAt: nullableString,
});
export type ProviderPayout = v.InferOutput<typeof ProviderPayoutSchema>;

/** How many services and payouts the details answer lists at most (totals count them all). */
export const PROVIDER_DETAIL_SERVICES = 50;
export const PROVIDER_DETAIL_PAYOUTS = 10;

export const ProviderDetailSchema = v.object({
  provider: ProviderProfileSchema,
  /** The operator's currency (ISO 4217): every `…Minor` amount is in hundredths of it. */
  currency: v.string(),
  services: v.object({
    /** All the services it can deliver (active ones; its own inactive ones too). */
    total: v.number(),
    /** Its own first, then by its bookings, then by name; at most PROVIDER_DETAIL_SERVICES. */
    items: v.array(ProviderServiceSchema),
  }),
  bookings: v.object({
    total: v.number(),
    /** Every booking status 0–9 with its count (0 when none). */
    byStatus: v.array(v.object({ status: v.number(), count: v.number() })),
  }),
  earnings: v.object({
    /** Sum of orderPrice of its ended bookings (status 6), in minor units. */
    totalMinor: v.number(),
    /** The same for bookings created in the last 30 days. */
    last30DaysMinor: v.number(),
    /** Ended bookings counted. */
    completedBookings: v.number(),
  }),
  payouts: v.object({
    pendingCount: v.number(),
    pendingAmountMinor: v.number(),
    paidCount: v.number(),
    paidAmountMinor: v.number(),
    /** All its payouts, every status. */
    total: v.number(),
    /** The newest PROVIDER_DETAIL_PAYOUTS. */
    latest: v.array(ProviderPayoutSchema),
  }),
});
export type ProviderDetail = v.InferOutput<typeof ProviderDetailSchema>;

// Changes --------------------------------------------------------------------------------------

/** `{verified: true}` verifies (approves), `{verified: false}` takes the verification back. */
export const ProviderVerifyBodySchema = v.object({
  verified: v.pipe(v.boolean('verified must be true or false'), v.description('true verified, false unverified')),
});
export type ProviderVerifyBody = v.InferInput<typeof ProviderVerifyBodySchema>;

/** `{status: 1}` activates, `{status: 0}` deactivates. */
export const ProviderStatusBodySchema = v.object({
  status: v.pipe(
    v.picklist([0, 1], 'status must be 1 (active) or 0 (inactive)'),
    v.description('1 active, 0 inactive'),
  ),
});
export type ProviderStatusBody = v.InferInput<typeof ProviderStatusBodySchema>;
