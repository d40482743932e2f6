import * as v from 'valibot';
import type { ModuleKey } from '../modules';

export type AnySchema = v.GenericSchema;

/**
 * One endpoint of the API. The server registers its route, validates input and publishes OpenAPI from
 * this entry; the console's API client calls it by name. `auth`:
 * - `public`: no credentials;
 * - `operator`: no token, but `X-Operator-Id` selects the tenant;
 * - `client`: `X-Client-Token` from client login;
 * - `user`: `Authorization: Bearer` + `X-Operator-Id`; with `module`, the caller must have that module (a list:
 *   any one of them — a read several screens need, e.g. the service types a category dialog offers);
 * - `app`: `X-Client-Token` of the marketplace apps' credentials + `X-Operator-Id` (events such as support
 *   and payout requests, raised by the customer and provider apps).
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  summary: string;
  tag: string;
  auth: 'public' | 'operator' | 'client' | 'user' | 'app';
  module?: ModuleKey | readonly ModuleKey[];
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  data: AnySchema;
  /** The body is multipart/form-data (uploads, imports); the handler reads it itself. */
  multipart?: boolean;
  /** The fields of a multipart body, by name (documented in OpenAPI); `file` marks a binary field. */
  multipartFields?: Record<string, { description: string; file?: true; required?: true }>;
  /** A Server-Sent Events stream (`text/event-stream`) whose events carry `data`; it stays open. */
  stream?: boolean;
  /**
   * The answer is a CSV file (`text/csv`), not the JSON envelope: an export. The handler returns it
   * as a Response built with `toCsv` (src/shared/csv.ts), which escapes formula cells.
   */
  csv?: true;
  /** Requests the console makes in the background (no progress bar). */
  background?: boolean;
  /**
   * List endpoints: where the rows and the total sit in `data` (the shapes differ per resource, see the API
   * brief). The console's `listOf()` reads every list through this, and nowhere else.
   */
  list?: {
    /** Where the rows sit; several places when the shape depends on the query (the first array found). */
    rows: string | readonly string[] | null;
    total: string | null;
    /** A response header carrying the total of a bare-array list (all pages), e.g. `X-Total-Count`. */
    totalHeader?: string;
    /** Where `data` says (true) that more rows match than the total, which is capped at 10,000 (decision 010). */
    capped?: string;
    /** A response header saying `true` when the total is capped at 10,000 (more match; decision 010). */
    cappedHeader?: string;
  };
  /** Headers of a successful answer, by name → meaning (documented in OpenAPI). */
  responseHeaders?: Record<string, string>;
  /** Error answers particular to this endpoint, by status → when (documented beside the common ones). */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 413 | 415 | 422, string>>;
  /** What `data` carries on a 422 of this endpoint instead of null (e.g. an import's failed rows). */
  errorData?: AnySchema;
};

export const OkSchema = v.object({ ok: v.literal(true) });

/** What every endpoint of a resource shares: its OpenAPI tag, the credentials and the module it needs. */
type ResourceBase = Pick<Endpoint, 'tag' | 'auth' | 'module'>;

/** A list endpoint whose `data` is `{ data: rows, total, totalCapped }` (decision 010). */
export const DATA_TOTAL_LIST = { rows: 'data', total: 'total', capped: 'totalCapped' } as const;

/**
 * An endpoint on one record of a resource, by the id in its path: a malformed, unknown or other operator's id
 * answers 404 with `notFound`.
 */
export const oneOf = <const B extends ResourceBase, P extends AnySchema>(base: B, params: P, notFound: string) =>
  ({ ...base, params, errors: { 404: notFound } }) as const;

/**
 * A list's CSV export (`query`: the list's filters and sort, no paging): every matching row as a file, its row
 * count in `X-Total-Count`.
 */
export const csvExport = <const B extends ResourceBase, Q extends AnySchema>(
  base: B,
  path: `/${string}`,
  query: Q,
  summary: string,
) =>
  ({
    ...base,
    method: 'GET',
    path,
    summary,
    query,
    csv: true,
    data: v.string(),
    responseHeaders: { 'X-Total-Count': 'The number of rows the file holds' },
  }) as const;

/** `/orders/{id}` + `{ id: 'x' }` → `/orders/x` */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

type InOf<E, K extends 'query' | 'body' | 'params'> =
  E extends Record<K, infer S extends AnySchema> ? v.InferInput<S> : undefined;
type OutOf<E, K extends 'query' | 'body' | 'params'> =
  E extends Record<K, infer S extends AnySchema> ? v.InferOutput<S> : undefined;

/** What a caller sends to endpoint `E` (before validation). */
export type InputOf<E extends Endpoint> = { params: InOf<E, 'params'>; query: InOf<E, 'query'>; body: InOf<E, 'body'> };
/** What a handler of endpoint `E` receives (after validation). */
export type ParsedOf<E extends Endpoint> = {
  params: OutOf<E, 'params'>;
  query: OutOf<E, 'query'>;
  body: OutOf<E, 'body'>;
};
/** The `data` endpoint `E` answers with. */
export type DataOf<E extends Endpoint> = v.InferOutput<E['data']>;
