import { and, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { MessageCode } from '../../src/shared/messages';
import type { Db } from '../db/client';
import { scopedCrud } from './crud';
import {
  containsPattern,
  type CountedList,
  type ListTotal,
  listTotal,
  orderOf,
  type Paging,
  pageWindow,
  type SortQuery,
  type SortSpec,
  totalFields,
} from './list';

/** The record a selection of columns reads (`db.select(columns)`). */
export type RecordOf<C extends SelectedFields> = SelectResultFields<C>;

/**
 * The columns of `table` as a selection, each under its own name, but the operator (every query is scoped to it),
 * the search's lower-cased copy and the columns `without`.
 */
export function columnsOf<T extends PgTable, K extends keyof T['_']['columns'] = never>(table: T, ...without: K[]) {
  const left = ['operatorId', 'searchText', ...without] as string[];
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !left.includes(name))) as Omit<
    T['_']['columns'],
    'operatorId' | 'searchText' | K
  >;
}

/** A table whose rows each belong to one operator and say when they last changed. */
type OwnedTable = PgTable & { id: PgColumn; operatorId: PgColumn; updatedAt: PgColumn };

/**
 * A list's search term as its conditions read it: the ILIKE pattern ("contains", wildcards taken literally), the
 * trimmed term, and its digits when it is typed as a phone number (digits, spaces and + ( ) . -; '' otherwise).
 */
export type Search = { pattern: string; term: string; digits: string };

/** What an entity list reads of its rows and requests. */
type EntitySpec<C extends SelectedFields, Row, Q, F extends string> = {
  /** What a row reads (the list's page, the export and one row by id select the same). */
  columns: C;
  /** The row the API answers. */
  toRow: (record: RecordOf<C>) => Row;
  /** A list request's conditions besides the operator and the search (the list's and the export's). */
  filter: (q: Q) => (SQL | undefined)[];
  /** The rows a search finds: those matching any of these. */
  search: (s: Search) => (SQL | undefined)[];
  sort: SortSpec<F>;
  /** The list's counters (`listTotal`) and the buckets a request without a search reads (null: count the matches). */
  counted: CountedList;
  buckets: (q: Q) => 'all' | readonly string[] | null;
};

/**
 * One operator's rows of `table` as a resource (customers, providers, merchants, agents, sub-admins, service
 * types): `scopedCrud` (one row by id or the resource's 404 `code`; create, update, delete; `only` narrows every
 * query, e.g. to rows not removed) with its list. `page` answers one list request and its total (the counters for
 * the list's tabs, a capped count of a search's matches), `all` every record matching the same filter in the same
 * order (the export), `find` one record by id and `one` its row; `create` and `update` answer the row they wrote.
 */
export function entity<
  T extends OwnedTable,
  C extends SelectedFields,
  Row,
  Q extends { search?: string | undefined },
  F extends string,
>(table: T, code: MessageCode, spec: EntitySpec<C, Row, Q, F>, only?: SQL) {
  const crud = scopedCrud(table, code, only);
  const { columns, toRow, sort } = spec;
  // Typed by the plain selection (the records are `RecordOf<C>`): drizzle's builder types do not resolve a generic one.
  const select = (db: Db) =>
    db
      .select(columns as SelectedFields)
      .from(table as PgTable)
      .$dynamic();
  const searchOf = (raw: string | undefined) => {
    const pattern = containsPattern(raw);
    if (!pattern) return undefined;
    const term = (raw ?? '').trim();
    return or(...spec.search({ pattern, term, digits: /^[\d\s()+.-]+$/.test(term) ? term.replace(/\D/g, '') : '' }));
  };
  const where = (operatorId: string, q: Q) =>
    and(eq(table.operatorId, operatorId), only, ...spec.filter(q), searchOf(q.search));
  const find = async (db: Db, operatorId: string, id: string) =>
    crud.found((await select(db).where(crud.where(operatorId, id)).limit(1)) as RecordOf<C>[]);
  const one = async (db: Db, operatorId: string, id: string): Promise<Row> => toRow(await find(db, operatorId, id));
  return {
    ...crud,
    toRow,
    find,
    one,
    create: async (db: Db, operatorId: string, values: Parameters<typeof crud.create>[2]) =>
      one(db, operatorId, await crud.create(db, operatorId, values)),
    update: async (db: Db, operatorId: string, id: string, values: Parameters<typeof crud.update>[3]) =>
      one(db, operatorId, await crud.update(db, operatorId, id, values)),
    page: async (
      db: Db,
      operatorId: string,
      q: Q & SortQuery<F> & Paging,
    ): Promise<{ data: Row[] } & ReturnType<typeof totalFields>> => {
      const filter = where(operatorId, q);
      const { limit, offset } = pageWindow(q);
      const [records, counted]: [unknown[], ListTotal] = await Promise.all([
        select(db)
          .where(filter)
          .orderBy(...orderOf(sort, q))
          .limit(limit)
          .offset(offset),
        listTotal(db, {
          operatorId,
          list: spec.counted,
          buckets: q.search?.trim() ? null : spec.buckets(q),
          matching: db
            .select({ id: table.id })
            .from(table as PgTable)
            .where(filter)
            .$dynamic(),
        }),
      ]);
      return { data: (records as RecordOf<C>[]).map(toRow), ...totalFields(counted) };
    },
    all: async (db: Db, operatorId: string, q: Q & SortQuery<F>): Promise<RecordOf<C>[]> =>
      (await select(db)
        .where(where(operatorId, q))
        .orderBy(...orderOf(sort, q))) as RecordOf<C>[],
  };
}
