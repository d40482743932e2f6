import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orderOf, type SortSpec, sortDirOf } from './list';

const spec: SortSpec<'name' | 'createdAt'> = {
  // What the helper reads of a list's contract: the first direction of each field (name has none here).
  list: { firstSortDir: { createdAt: 'desc' }, defaultSort: { by: 'createdAt', dir: 'desc' } },
  fields: { name: sql`"name"`, createdAt: sql`"created_at"` },
  defaultOrder: [sql`"created_at" desc`, sql`"id" desc`],
  tieBreaker: [sql`"id"`],
};
const orderText = (order: ReturnType<typeof orderOf>) => new PgDialect().sqlToQuery(sql.join(order, sql`, `)).sql;

/** The same list without an order of its own, its tie-breaker starting with the default sort's column. */
const contractOrder: SortSpec<'name' | 'createdAt'> = {
  list: spec.list,
  fields: spec.fields,
  tieBreaker: [spec.fields.createdAt as SQL, sql`"id"`],
};

describe('orderOf', () => {
  it('sorts a field in the first direction of the list contract when the request names none', () => {
    expect(sortDirOf(spec, 'createdAt', undefined)).toBe('desc');
    expect(orderText(orderOf(spec, { sortBy: 'createdAt' }))).toBe('"created_at" desc, "id" desc');
  });

  it('sorts a field the contract gives no first direction ascending, and honours an asked direction', () => {
    expect(orderText(orderOf(spec, { sortBy: 'name' }))).toBe('"name" asc, "id" asc');
    expect(orderText(orderOf(spec, { sortBy: 'createdAt', sortDir: 'asc' }))).toBe('"created_at" asc, "id" asc');
  });

  it('keeps the list its own order without sortBy', () => {
    expect(orderText(orderOf(spec, {}))).toBe('"created_at" desc, "id" desc');
  });

  it("sorts by the contract's default sort without sortBy, each column once however the tie-breaker starts", () => {
    expect(orderText(orderOf(contractOrder, {}))).toBe('"created_at" desc, "id" desc');
    expect(orderText(orderOf(contractOrder, { sortBy: 'createdAt', sortDir: 'asc' }))).toBe(
      '"created_at" asc, "id" asc',
    );
    expect(orderText(orderOf(contractOrder, { sortBy: 'name' }))).toBe('"name" asc, "created_at" asc, "id" asc');
  });
});
