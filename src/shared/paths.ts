/**
 * The console's paths: one table, with a typed builder per page. The URLs are the specification's (spec parts 1 and
 * 2) and stay exactly as they are for users, bookmarks and deep links; nothing outside this file and the route files
 * writes one. A builder answers what TanStack Router's `Link` and `navigate` take (`{ to, params?, search? }`), so
 * `<Link {...paths.provider(id)}>` is type-checked against the route tree; `hrefOf` turns one into a URL for what
 * is not the router (a push's link, the service worker, an `href`).
 */

/** A page of the console: a route of the route tree, its path parameters and its search. */
export type PathTo<To extends string = string> = {
  to: To;
  params?: Record<string, string>;
  search?: Record<string, string>;
};

const page = <To extends string>(to: To) => ({ to });

export const paths = {
  login: () => page('/auth/login'),
  forgotPassword: () => page('/auth/forgot-password'),
  register: () => page('/auth/register'),

  dashboard: () => page('/dashboard'),
  profile: () => page('/dashboard/profile'),
  notifications: () => page('/notification'),

  bookings: () => page('/orders'),
  booking: (id: string) => ({ to: '/orders/order_details/$id' as const, params: { id } }),
  bookingCreate: () => page('/orders/create_orders'),

  customers: () => page('/users/customerlist'),
  customer: (id: string) => ({ to: '/users/customerlist/view_customer/$id' as const, params: { id } }),

  providers: () => page('/userss/service_providers'),
  provider: (id: string) => ({ to: '/userss/service_providers/services-details' as const, search: { id } }),

  merchants: () => page('/merchants'),
  merchant: (id: string) => ({ to: '/merchants/merchant-details' as const, search: { id } }),
  merchantAdd: () => page('/merchants/add_merchant'),
  merchantEdit: (id: string) => ({ to: '/merchants/edit_merchant' as const, search: { id } }),

  agents: () => page('/agents'),

  subAdmins: () => page('/sub-admins'),
  subAdminRequests: () => ({ to: '/sub-admins' as const, search: { status: 'requested' } }),
  subAdminPermissions: (id: string) => ({ to: '/sub-admins/sub-admins-permission' as const, search: { id } }),

  products: () => page('/product'),
  product: (id: string) => ({ to: '/product/view-product-Details/$id' as const, params: { id } }),
  productAdd: () => page('/product/add-product'),
  productEdit: (id: string) => ({ to: '/product/add-product' as const, search: { id } }),

  serviceTypes: () => page('/services_types'),
  catalogues: () => page('/catalogues'),
  transactions: () => page('/transactions'),
  payouts: () => page('/payouts'),
  reports: () => page('/reports'),
  report: (tab: string) => ({ to: '/reports/$tab' as const, params: { tab } }),

  providerSupport: () => page('/support/provider_support'),
  customerSupport: () => page('/support/customer_support'),

  settingsGeneral: () => page('/settings/general'),
  settingsLanguages: () => page('/settings/languages'),
  settingsConfiguration: () => page('/settings/configuration'),
  pages: () => page('/settings/cms'),
  page: (id: string) => ({ to: '/settings/cms/$id' as const, params: { id } }),
  faqs: () => page('/settings/faqs'),
  customerTicket: (id: string) => ({ to: '/support/customer_support/$id' as const, params: { id } }),
  providerTicket: (id: string) => ({ to: '/support/provider_support/$id' as const, params: { id } }),
  cities: () => page('/settings/city'),
  city: (id: string) => ({ to: '/settings/city/$id' as const, params: { id } }),
  geofences: () => page('/settings/geofence'),
} as const;

/** The URL of a page: its path with each `$param` filled in (encoded) and its search as a query string. */
export function hrefOf({ to, params, search }: PathTo): string {
  const path = to.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const query = new URLSearchParams(search ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
