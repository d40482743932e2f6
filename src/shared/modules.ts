/**
 * Permission keys (modules). Every screen and every server route belongs to one module.
 * The first group is the marketplace's own list (API brief); the second group is what the console adds.
 */
export const MODULES = [
  'dashboard',
  'services_types',
  'users',
  'service_providers',
  'services',
  'bookings',
  'transactions',
  'payouts',
  'support_chat',
  'marketing',
  'sub-admins',
  'settings',
  'configuration',
  'customer',
  'customer_support',
  'provider_support',
  'app_banners',
  'coupon',
  'notifications',
  'faqs',
  'cms',
  'languages',
  'city',
  'geofence',
  'merchants',
  'agents',
  'reports',
  'catalogues',
] as const;

export type ModuleKey = (typeof MODULES)[number];

export function isModuleKey(value: string): value is ModuleKey {
  return (MODULES as readonly string[]).includes(value);
}

/** The marketplace's own modules (the first group of `MODULES`), the console's additions left out. */
const MARKETPLACE_MODULES = MODULES.slice(0, MODULES.indexOf('geofence') + 1);
const marketplaceModulesBut = (...left: ModuleKey[]): ModuleKey[] =>
  MARKETPLACE_MODULES.filter((m) => !left.includes(m));

/** Spec part 1 §6, first list (Sparkle Home Services): no support chats, no geofence. */
export const SPARKLE_MODULES = marketplaceModulesBut(
  'support_chat',
  'customer_support',
  'provider_support',
  'geofence',
);

/** Spec part 1 §6, second list (Onda Serviços): no city. */
export const ONDA_MODULES = marketplaceModulesBut('city');

/**
 * The modules a user may use: ADMIN gets every module its operator enabled; a sub-admin gets the
 * modules of its permissions record that its operator enabled.
 */
export function effectiveModules(
  role: 'ADMIN' | 'SUB_ADMIN',
  operatorModules: readonly string[],
  permissions: readonly string[],
): ModuleKey[] {
  const enabled = operatorModules.filter(isModuleKey);
  if (role === 'ADMIN') return [...enabled];
  const granted = new Set(permissions);
  return enabled.filter((m) => granted.has(m));
}
