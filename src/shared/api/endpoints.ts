import type * as v from 'valibot';
import type { AnySchema, Endpoint } from './endpoint';
import { authEndpoints } from './endpoints/auth';
import { dashboardEndpoints } from './endpoints/dashboard';
import { notificationEndpoints } from './endpoints/notifications';
import { operatorEndpoints } from './endpoints/operators';
import { profileEndpoints } from './endpoints/profile';
import { orderEndpoints } from './endpoints/orders';
import { systemEndpoints } from './endpoints/system';

export { type Endpoint, buildPath } from './endpoint';

/** Every endpoint of the API, by name: one file per resource under ./endpoints. */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...operatorEndpoints,
  ...dashboardEndpoints,
  ...notificationEndpoints,
  ...profileEndpoints,
  ...orderEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type InOf<E, K extends 'query' | 'body' | 'params'> =
  E extends Record<K, infer S extends AnySchema> ? v.InferInput<S> : undefined;
type OutOf<E, K extends 'query' | 'body' | 'params'> =
  E extends Record<K, infer S extends AnySchema> ? v.InferOutput<S> : undefined;

export type EndpointInput<N extends EndpointName> = {
  params: InOf<Endpoints[N], 'params'>;
  query: InOf<Endpoints[N], 'query'>;
  body: InOf<Endpoints[N], 'body'>;
};
export type EndpointParsed<N extends EndpointName> = {
  params: OutOf<Endpoints[N], 'params'>;
  query: OutOf<Endpoints[N], 'query'>;
  body: OutOf<Endpoints[N], 'body'>;
};
export type EndpointData<N extends EndpointName> = v.InferOutput<Endpoints[N]['data']>;
