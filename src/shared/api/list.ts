import type * as v from 'valibot';
import type { Endpoint } from './endpoint';

/**
 * Rows and total of a list response, read the way its endpoint declares (`list`). A bare-array list may
 * carry its total (all pages) in a header (`list.totalHeader`); without the headers the total is the
 * array's length; `totalCapped` when the list says (`list.cappedHeader`) that more rows match than the total.
 */
export function listOf<T>(
  endpoint: Endpoint,
  data: unknown,
  headers?: { get(name: string): string | null },
): { rows: T[]; total: number; totalCapped?: true } {
  if (!endpoint.list) throw new Error(`${endpoint.path} is not a list endpoint`);
  const pick = (path: string | null): unknown =>
    path === null
      ? data
      : path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
  const places = endpoint.list.rows;
  const rows =
    typeof places === 'string' || places === null
      ? pick(places)
      : places.map((place) => pick(place)).find((found) => Array.isArray(found));
  const list = Array.isArray(rows) ? (rows as T[]) : [];
  const header = endpoint.list.totalHeader ? headers?.get(endpoint.list.totalHeader) : null;
  const total =
    header != null && /^\d+$/.test(header)
      ? Number(header)
      : endpoint.list.total === null
        ? list.length
        : Number(pick(endpoint.list.total) ?? list.length);
  const capped = endpoint.list.cappedHeader
    ? headers?.get(endpoint.list.cappedHeader) === 'true'
    : endpoint.list.capped !== undefined && pick(endpoint.list.capped) === true;
  return { rows: list, total: Number.isFinite(total) ? total : list.length, ...(capped ? { totalCapped: true } : {}) };
}

type ElementOf<T> = T extends readonly (infer R)[] ? R : never;
type At<D, P> = P extends keyof D ? D[P] : never;

/**
 * The row type of a list endpoint, read from its declared list shape (`list.rows`) over its `data` schema: the
 * array itself (`null`), the array under one key, or any of several.
 */
export type ListRowOf<E extends Endpoint> = E['list'] extends { rows: infer P }
  ? P extends null
    ? ElementOf<v.InferOutput<E['data']>>
    : P extends readonly string[]
      ? ElementOf<At<v.InferOutput<E['data']>, P[number]>>
      : ElementOf<At<v.InferOutput<E['data']>, P>>
  : never;
