import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageCode } from '../../src/shared/messages';
import type { Caller } from './caller';
import type { Db } from '../db/client';
import { notFound } from './errors';

/**
 * What `route()` checks of an endpoint with an id in its path, after sign-in and the module and before the
 * body is read: a malformed id answers `notFound` (the resource's 404), and on an endpoint with a body
 * `exists` must find the row (an unknown or another operator's id: the same 404, whatever the body holds).
 */
export type IdScope = {
  notFound: MessageCode;
  exists?: (db: Db, operatorId: string, id: string, caller: Caller | undefined) => Promise<unknown>;
};

/** A table whose rows each belong to one operator. */
type OwnedTable = PgTable & { id: PgColumn; operatorId: PgColumn };

/**
 * The rows of `table` by id, scoped to one operator: `where` is the condition of every query on one row,
 * `found` the row a query returned or the resource's 404, and the result is the `IdScope` of the resource's
 * routes. `only` narrows the rows an id may reach (e.g. not removed ones).
 */
export function scoped<T extends OwnedTable>(table: T, code: MessageCode, only?: SQL) {
  const where = (operatorId: string, id: string) => and(eq(table.id, id), eq(table.operatorId, operatorId), only);
  const found = <R>(rows: R[]): R => {
    const [row] = rows;
    if (row === undefined) throw notFound(code);
    return row;
  };
  return {
    notFound: code,
    where,
    found,
    exists: async (db: Db, operatorId: string, id: string) =>
      found(
        await db
          .select({ id: table.id })
          .from(table as PgTable)
          .where(where(operatorId, id))
          .limit(1),
      ),
  };
}
