import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { MessageCode } from '../../src/shared/messages';
import type { Db } from '../db/client';
import { scoped } from './scoped';

/** A table whose rows each belong to one operator and say when they last changed. */
type OwnedTable = PgTable & { id: PgColumn; operatorId: PgColumn; updatedAt: PgColumn };

/**
 * Create, update and delete of one operator's rows of `table` on top of `scoped` (its `where`, `found` and
 * route scope come along): an update or delete of a malformed, unknown or other operator's id is the
 * resource's 404 (`code`), and an update sets `updatedAt`. Each answers the row's id; a block/unblock is an
 * update of the status. `only` narrows the rows an id may reach (`scoped`).
 */
export function scopedCrud<T extends OwnedTable>(table: T, code: MessageCode, only?: SQL) {
  const scope = scoped(table, code, only);
  const returningId = { id: table.id };
  return {
    ...scope,
    create: async (db: Db, operatorId: string, values: Omit<PgInsertValue<T>, 'operatorId'>): Promise<string> => {
      const [created] = await db
        .insert(table)
        .values({ ...values, operatorId } as PgInsertValue<T>)
        .returning(returningId);
      return (created as { id: string }).id;
    },
    update: async (db: Db, operatorId: string, id: string, values: PgUpdateSetSource<T>): Promise<string> => {
      const set = { ...values, updatedAt: sql`now()` } as PgUpdateSetSource<T>;
      scope.found(await db.update(table).set(set).where(scope.where(operatorId, id)).returning(returningId));
      return id;
    },
    remove: async (db: Db, operatorId: string, id: string): Promise<{ id: string }> => {
      scope.found(await db.delete(table).where(scope.where(operatorId, id)).returning(returningId));
      return { id };
    },
  };
}
