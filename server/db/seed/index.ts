/**
 * Deterministic demo data (API brief, "Seeded demo"): four operators with their accounts, catalogue,
 * providers, customers, agents, bookings with status history, transactions, payouts, support
 * requests and notifications. Runs only on an empty database.
 */
import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import {
  admins,
  agents,
  categories,
  customers,
  notificationReads,
  notifications,
  operators,
  orderStatusHistory,
  orders,
  payoutStatusHistory,
  payouts,
  productMedia,
  products,
  productVariantOptions,
  productVariants,
  providers,
  serviceTypes,
  supportRequests,
  transactions,
} from '../schema';
import { seedFaqs } from './faqs';
import { seedAreas } from './areas';
import { generateOperator } from './generate';
import { seedPages } from './pages';
import { seedSupport } from './support';
import { DEMO_OPERATORS, DEMO_PASSWORD } from './operators';

export { seedBulkBookings } from './bulk';
export { DEMO_OPERATORS, DEMO_PASSWORD } from './operators';

export type SeedOptions = {
  /** Bookings per operator (default 5000). */
  bookingsPerOperator?: number;
  /** The moment every generated time is relative to (default: the current time). */
  now?: Date;
  log?: (msg: string) => void;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Arbitrary constant for the advisory lock that keeps two seeders from running at once. */
const SEED_LOCK_KEY = 7_220_415_031;
const BATCH_ROWS = 5000;

/**
 * Inserts rows in batches, each batch as ONE JSON parameter expanded by json_populate_recordset:
 * far fewer bind parameters than a multi-row VALUES list, which matters on PGlite (WASM).
 * Column names come from the Drizzle table, so only the columns present in the rows are written
 * (the others take their defaults).
 */
async function insertAll(tx: Tx, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((key) => rows.some((row) => key in row));
  const names = keys.map((key) => (columns[key] as PgColumn).name);
  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const tableName = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, k) => {
        record[names[k] as string] = (row as Record<string, unknown>)[key] ?? null;
      });
      return record;
    });
    await tx.execute(
      sql`insert into ${tableName} (${columnList}) select ${columnList} from json_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

async function operatorCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators);
  return row?.n ?? 0;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<{ operators: number; bookings: number }> {
  const log = options.log ?? (() => {});
  if ((await operatorCount(db)) > 0) {
    log('seed: operators exist, demo data not added');
    return { operators: 0, bookings: 0 };
  }
  const now = options.now ?? new Date();
  const bookingsPerOperator = options.bookingsPerOperator ?? 5000;
  const started = Date.now();
  // One scrypt hash shared by every demo account (hashing is deliberately slow).
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if ((await operatorCount(tx)) > 0) return { operators: 0, bookings: 0 };
    // The generated rows are consistent by construction: when allowed (superuser, always on PGlite),
    // skip the foreign-key triggers for this transaction, which halves the load time on PGlite.
    const [su] = await tx
      .select({ on: sql<boolean>`current_setting('is_superuser') = 'on'` })
      .from(sql`(select 1) as one`);
    if (su?.on) await tx.execute(sql`set local session_replication_role = replica`);
    let bookings = 0;
    for (const spec of DEMO_OPERATORS) {
      const t0 = Date.now();
      const rows = generateOperator(spec, { now, bookings: bookingsPerOperator, passwordHash });
      await insertAll(tx, operators, [rows.operator]);
      await insertAll(tx, admins, rows.admins);
      await insertAll(tx, serviceTypes, rows.serviceTypes);
      for (const level of [1, 2, 3]) {
        await insertAll(
          tx,
          categories,
          rows.categories.filter((c) => c.level === level),
        );
      }
      await insertAll(tx, providers, rows.providers);
      await insertAll(tx, products, rows.products);
      await insertAll(tx, productVariants, rows.productVariants);
      await insertAll(tx, productVariantOptions, rows.productVariantOptions);
      await insertAll(tx, productMedia, rows.productMedia);
      await insertAll(tx, customers, rows.customers);
      await insertAll(tx, agents, rows.agents);
      await insertAll(tx, orders, rows.orders);
      await insertAll(tx, orderStatusHistory, rows.history);
      await insertAll(tx, transactions, rows.transactions);
      await insertAll(tx, payouts, rows.payouts);
      await insertAll(tx, payoutStatusHistory, rows.payoutHistory);
      await insertAll(tx, supportRequests, rows.supportRequests);
      await insertAll(tx, notifications, rows.notifications);
      await insertAll(tx, notificationReads, rows.notificationReads);
      await seedPages(tx, rows.operator, spec.emailDomain, now);
      await seedFaqs(tx, rows.operator, now);
      await seedSupport(tx, rows.operator, now);
      await seedAreas(tx, rows.operator, spec.key, now);
      bookings += rows.orders.length;
      log(
        `seed: ${spec.name}: ${rows.orders.length} bookings, ${rows.history.length} status changes, ` +
          `${rows.transactions.length} transactions, ${rows.customers.length} customers, ${rows.providers.length} providers, ` +
          `${rows.products.length} products, ${rows.payouts.length} payouts, ${rows.notifications.length} notifications ` +
          `(${Date.now() - t0} ms)`,
      );
    }
    return { operators: DEMO_OPERATORS.length, bookings };
  });
  if (result.operators > 0) {
    // Fresh statistics for the planner, and the visibility map that lets list totals be counted with
    // index-only scans (PGlite has no autovacuum).
    await db.execute(sql`vacuum analyze`);
    log(`seed: ${result.operators} operators, ${result.bookings} bookings in ${Date.now() - started} ms`);
  }
  return result;
}
