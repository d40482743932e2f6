import * as v from 'valibot';
import type { ModuleKey } from '../modules';
import {
  ClientLoginBodySchema,
  ClientLoginDataSchema,
  LoginBodySchema,
  LoginDataSchema,
  LogoutBodySchema,
  MeDataSchema,
  RefreshBodySchema,
  RefreshDataSchema,
} from '../schemas/auth';
import { OperatorConfigSchema, OperatorLookupDataSchema, OperatorLookupQuerySchema } from '../schemas/operators';

type AnySchema = v.GenericSchema;

/**
 * One endpoint of the API. The server registers its route, validates input and publishes OpenAPI from
 * this entry; the console's API client calls it by name. `auth`:
 * - `public`: no credentials;
 * - `operator`: no token, but `X-Operator-Id` selects the tenant;
 * - `client`: `X-Client-Token` from client login;
 * - `user`: `Authorization: Bearer` + `X-Operator-Id`; with `module`, the caller must have that module.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  summary: string;
  tag: string;
  auth: 'public' | 'operator' | 'client' | 'user';
  module?: ModuleKey;
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  data: AnySchema;
  /** Requests the console makes in the background (no progress bar). */
  background?: boolean;
};

const ok = v.object({ ok: v.literal(true) });

export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and readiness: true once migrations ran',
    tag: 'system',
    auth: 'public',
    data: v.object({ database: v.picklist(['pglite', 'postgres']), version: v.string() }),
  },
  clientLogin: {
    method: 'POST',
    path: '/auth/client-login',
    summary: 'Exchange the web client credentials for a short-lived client token',
    tag: 'auth',
    auth: 'public',
    body: ClientLoginBodySchema,
    data: ClientLoginDataSchema,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email or username and password (requires X-Client-Token)',
    tag: 'auth',
    auth: 'client',
    body: LoginBodySchema,
    data: LoginDataSchema,
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Rotate the refresh token; a reused token revokes its whole family',
    tag: 'auth',
    auth: 'public',
    body: RefreshBodySchema,
    data: RefreshDataSchema,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke the refresh-token family and detach its device token',
    tag: 'auth',
    auth: 'public',
    body: LogoutBodySchema,
    data: ok,
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: 'The signed-in user, role and effective modules',
    tag: 'auth',
    auth: 'user',
    data: MeDataSchema,
  },
  operatorLookup: {
    method: 'GET',
    path: '/operators/lookup',
    summary: 'Resolve a host name to its operator (the default operator for unknown hosts)',
    tag: 'operators',
    auth: 'public',
    query: OperatorLookupQuerySchema,
    data: OperatorLookupDataSchema,
  },
  config: {
    method: 'GET',
    path: '/config',
    summary: "The operator's public configuration: branding, languages, currency, modules, web push",
    tag: 'operators',
    auth: 'operator',
    data: OperatorConfigSchema,
  },
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

/** `/orders/{id}` + `{ id: 'x' }` → `/orders/x` */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
