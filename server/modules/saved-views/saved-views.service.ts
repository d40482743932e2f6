import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedView } from '../../../src/shared/schemas/saved-views';
import { SAVED_VIEWS_PER_SCREEN } from '../../../src/shared/schemas/saved-views';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/client';
import { savedViews } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { IdScope } from '../../lib/scoped';

const NOT_FOUND = 'saved_view.not_found';
/** One of the caller's views by id: a malformed id is 404 like another user's or an unknown one. */
export const savedView: IdScope = { notFound: NOT_FOUND };
const NAME_TAKEN = 'saved_view.name_taken';

type Row = typeof savedViews.$inferSelect;

const toView = (row: Row): SavedView => ({
  id: row.id,
  screen: row.screen,
  name: row.name,
  query: row.query,
  columns: row.columns ?? null,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Only the caller's own views: another user's or operator's view is "not found", like an unknown id. */
const own = (caller: Caller) =>
  and(eq(savedViews.operatorId, caller.operatorId), eq(savedViews.adminId, caller.adminId));

/** A unique violation (23505) of the name index: the name is taken. */
function isNameTaken(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string }; constraint?: string };
  const code = e.code ?? e.cause?.code;
  return code === '23505';
}

export async function listViews(db: Db, caller: Caller, screen: string): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(own(caller), eq(savedViews.screen, screen)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map(toView);
}

export async function createView(
  db: Db,
  caller: Caller,
  input: {
    screen: string;
    name: string;
    query: Record<string, string | number | boolean>;
    columns: string[] | null;
    isDefault: boolean;
  },
): Promise<SavedView> {
  try {
    return await db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(savedViews)
        .where(and(own(caller), eq(savedViews.screen, input.screen)));
      if (n >= SAVED_VIEWS_PER_SCREEN) throw conflict('saved_view.too_many', { max: SAVED_VIEWS_PER_SCREEN });
      if (input.isDefault) await clearDefault(tx as unknown as Db, caller, input.screen);
      const [row] = await tx
        .insert(savedViews)
        .values({
          operatorId: caller.operatorId,
          adminId: caller.adminId,
          screen: input.screen,
          name: input.name,
          query: input.query,
          columns: input.columns,
          isDefault: input.isDefault,
        })
        .returning();
      if (!row) throw new Error('saved view insert returned no row');
      return toView(row);
    });
  } catch (error) {
    if (isNameTaken(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

async function clearDefault(db: Db, caller: Caller, screen: string) {
  await db
    .update(savedViews)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(own(caller), eq(savedViews.screen, screen), eq(savedViews.isDefault, true)));
}

export async function updateView(
  db: Db,
  caller: Caller,
  id: string,
  input: {
    name?: string | undefined;
    query?: Record<string, string | number | boolean> | undefined;
    columns?: string[] | null | undefined;
    isDefault?: boolean | undefined;
  },
): Promise<SavedView> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(savedViews)
        .where(and(own(caller), eq(savedViews.id, id)))
        .for('update');
      if (!current) throw notFound(NOT_FOUND);
      if (input.isDefault === true && !current.isDefault)
        await clearDefault(tx as unknown as Db, caller, current.screen);
      const [row] = await tx
        .update(savedViews)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.query !== undefined ? { query: input.query } : {}),
          ...(input.columns !== undefined ? { columns: input.columns } : {}),
          ...(input.isDefault !== undefined ? { isDefault: input.isDefault } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(own(caller), eq(savedViews.id, id)))
        .returning();
      if (!row) throw notFound(NOT_FOUND);
      return toView(row);
    });
  } catch (error) {
    if (isNameTaken(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

export async function deleteView(db: Db, caller: Caller, id: string): Promise<{ ok: true }> {
  const deleted = await db
    .delete(savedViews)
    .where(and(own(caller), eq(savedViews.id, id)))
    .returning({ id: savedViews.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
  return { ok: true };
}
