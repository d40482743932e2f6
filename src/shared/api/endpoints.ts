import type { DataOf, Endpoint, InputOf, ParsedOf } from './endpoint';
import { agentFormEndpoints } from './endpoints/agent-form';
import { agentEndpoints } from './endpoints/agents';
import { authEndpoints } from './endpoints/auth';
import { broadcastEndpoints } from './endpoints/broadcasts';
import { catalogueEndpoints } from './endpoints/catalogue';
import { customerEndpoints } from './endpoints/customers';
import { dashboardEndpoints } from './endpoints/dashboard';
import { marketplaceEndpoints } from './endpoints/marketplace';
import { merchantEndpoints, merchantFormEndpoints } from './endpoints/merchants';
import { notificationEndpoints } from './endpoints/notifications';
import { operatorEndpoints } from './endpoints/operators';
import { profileEndpoints } from './endpoints/profile';
import { orderEndpoints } from './endpoints/orders';
import { passwordRecoveryEndpoints } from './endpoints/password-recovery';
import { payoutEndpoints } from './endpoints/payouts';
import { productEndpoints } from './endpoints/products';
import { providerEndpoints } from './endpoints/providers';
import { registerEndpoints } from './endpoints/register';
import { reportEndpoints } from './endpoints/reports';
import { savedViewEndpoints } from './endpoints/saved-views';
import { configurationEndpoints, settingsEndpoints } from './endpoints/settings';
import { subAdminFormEndpoints } from './endpoints/sub-admin-form';
import { subAdminEndpoints } from './endpoints/sub-admins';
import { systemEndpoints } from './endpoints/system';
import { transactionEndpoints } from './endpoints/transactions';
import { pageEndpoints } from './endpoints/pages';
import { faqEndpoints } from './endpoints/faqs';
import { supportEndpoints } from './endpoints/support';
import { areaEndpoints } from './endpoints/areas';

export { type Endpoint, buildPath } from './endpoint';

/**
 * Every endpoint of the API, by name: one file per resource under ./endpoints. The server registers and
 * documents them all from here; the console imports the resource files it needs (so each screen's chunk
 * carries only its own schemas).
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...passwordRecoveryEndpoints,
  ...operatorEndpoints,
  ...dashboardEndpoints,
  ...notificationEndpoints,
  ...profileEndpoints,
  ...orderEndpoints,
  ...payoutEndpoints,
  ...merchantEndpoints,
  ...agentEndpoints,
  ...agentFormEndpoints,
  ...merchantFormEndpoints,
  ...providerEndpoints,
  ...customerEndpoints,
  ...marketplaceEndpoints,
  ...savedViewEndpoints,
  ...transactionEndpoints,
  ...subAdminEndpoints,
  ...subAdminFormEndpoints,
  ...registerEndpoints,
  ...reportEndpoints,
  ...broadcastEndpoints,
  ...catalogueEndpoints,
  ...productEndpoints,
  ...settingsEndpoints,
  ...configurationEndpoints,
  ...pageEndpoints,
  ...faqEndpoints,
  ...supportEndpoints,
  ...areaEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export type EndpointInput<N extends EndpointName> = InputOf<Endpoints[N]>;
export type EndpointParsed<N extends EndpointName> = ParsedOf<Endpoints[N]>;
export type EndpointData<N extends EndpointName> = DataOf<Endpoints[N]>;
