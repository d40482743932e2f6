import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/setup/server-process';
import { isLiveFormula, toCsv } from '../../../src/shared/csv';
import { type Database, openDatabase } from '../../db/client';
import { customers, orders, transactions } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { rowsOf } from '../../lib/list';
import { allTransactions, listTransactions, TRANSACTION_CSV } from './transactions.service';

/**
 * Money in integer minor units, checked against the numeric column itself: the expected value is read from the
 * column's text (`12.34` → 1234), never computed with floats. Amounts that floats get wrong (0.29 × 100 =
 * 28.999…) and the column's largest value are inserted on purpose. With TEST_DATABASE_URL it runs on PostgreSQL.
 */

let database: Database;
let drop = async () => {};
let operatorId: string;

/** In ascending order. */
const TRICKY = ['0.07', '0.29', '1.15', '4.35', '1005.10', '9999999999.99'];

beforeAll(async () => {
  const fresh = await freshDatabase(process.env.TEST_DATABASE_URL || undefined);
  drop = fresh.drop;
  database = await openDatabase({ dataDir: fresh.env.DATA_DIR ?? '', databaseUrl: fresh.env.DATABASE_URL });
  await database.migrate();
  await seedDemo(database.db, { bookingsPerOperator: 300, now: new Date('2025-03-14T15:09:26.000Z') });
  const result = await database.db.execute(sql`select id from operators where name = 'Sparkle Home Services'`);
  operatorId = rowsOf<{ id: string }>(result)[0]?.id as string;
  const [order] = await database.db.select().from(orders).where(eq(orders.operatorId, operatorId)).limit(1);
  const [formula] = await database.db
    .insert(customers)
    .values({ operatorId, firstName: '=HYPERLINK("http://x")', lastName: '+Tricky' })
    .returning();
  await database.db.insert(transactions).values(
    TRICKY.map((amount, i) => ({
      operatorId,
      orderId: order?.id as string,
      customerId: formula?.id as string,
      amount: Number(amount),
      discountAmount: i % 2 ? Number(amount) : null,
      type: 1,
      status: i % 4,
    })),
  );
}, 180_000);

afterAll(async () => {
  await database?.close();
  await drop();
});

/** Each transaction's amount and discount in minor units, read from the numeric column's text. */
async function columnMinor(): Promise<Map<string, { amount: number; discount: number | null }>> {
  const result = await database.db.execute(
    sql`select id, amount::text as amount, discount_amount::text as discount from transactions where operator_id = ${operatorId}::uuid`,
  );
  const digits = (text: string) => Number(text.replace('.', ''));
  return new Map(
    rowsOf<{ id: string; amount: string; discount: string | null }>(result).map((r) => [
      r.id,
      { amount: digits(r.amount), discount: r.discount === null ? null : digits(r.discount) },
    ]),
  );
}

describe('transactions in minor units', () => {
  it('answers each amount and discount as the integer of the numeric column × 100, and sums exactly', async () => {
    const expected = await columnMinor();
    const rows = await allTransactions(database.db, operatorId, {});
    expect(rows.length).toBe(expected.size);
    for (const row of rows) expect({ amount: row.amount, discount: row.discount }).toEqual(expected.get(row.id));
    const tricky = rows.filter((r) => r.customerFirstName?.startsWith('='));
    expect(tricky.map((r) => r.amount).sort((a, b) => a - b)).toEqual([7, 29, 115, 435, 100510, 999999999999]);
    // The sum of the integers equals PostgreSQL's own sum of the column (exact numeric arithmetic).
    const summed = await database.db.execute(
      sql`select (sum(amount) * 100)::bigint::text as total from transactions where operator_id = ${operatorId}::uuid`,
    );
    const total = rows.reduce((s, r) => s + r.amount, 0);
    expect(String(total)).toBe(rowsOf<{ total: string }>(summed)[0]?.total);
  });

  it('writes money as exact decimals and escapes formula cells in the export', async () => {
    const rows = await allTransactions(database.db, operatorId, {
      search: 'HYPERLINK',
      sortBy: 'amount',
      sortDir: 'asc',
    });
    expect(rows).toHaveLength(TRICKY.length);
    const text = toCsv(rows, TRANSACTION_CSV);
    expect(text).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(text).toContain('"\'+Tricky"');
    const amounts = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split('","')[5]);
    expect(amounts).toEqual(TRICKY);
    for (const cell of text.split(/","|\r\n/)) expect(isLiveFormula(cell.replace(/^"|"$/g, ''))).toBe(false);
  });

  it('counts exactly below the cap and says "more" past it', async () => {
    const exact = await listTransactions(database.db, operatorId, { pageNumber: 1, pageSize: 10, status: 1 });
    expect(exact.totalCapped).toBeUndefined();
    const capped = await listTransactions(database.db, operatorId, { pageNumber: 1, pageSize: 10, status: 1 }, 5);
    expect(capped).toMatchObject({ total: 5, totalCapped: true });
    expect(capped.data).toHaveLength(10);
    expect(exact.total).toBeGreaterThan(5);
  });

  it('walks customers by name for the customer-name order and gives the same pages as the join-and-sort', async () => {
    // Two customers of one name, each with transactions: the walk reads one, then the other, as the order says.
    const [order] = await database.db.select().from(orders).where(eq(orders.operatorId, operatorId)).limit(1);
    const twins = await database.db
      .insert(customers)
      .values([
        { operatorId, firstName: 'Twin', lastName: 'Same' },
        { operatorId, firstName: 'Twin', lastName: 'Same' },
      ])
      .returning();
    await database.db.insert(transactions).values(
      twins.flatMap((twin, i) =>
        [0, 1, 2].map((k) => ({
          operatorId,
          orderId: order?.id as string,
          customerId: twin.id,
          amount: 10 + k,
          type: 1,
          status: 1,
          createdAt: new Date(Date.UTC(2025, 0, 1 + k * 2 + i)),
        })),
      ),
    );
    const filters = [{}, { status: 1 }, { search: 'a' }, { search: 'twin' }];
    for (const filter of filters) {
      for (const sortDir of ['asc', 'desc'] as const) {
        // Pages of 2 hold fewer rows than most customers have: a walk must still reach the rest.
        for (const [pageNumber, pageSize] of [
          [1, 10],
          [2, 10],
          [7, 10],
          [3, 2],
          [9, 2],
        ] as const) {
          const q = { pageNumber, pageSize, sortBy: 'customerName' as const, sortDir, ...filter };
          const walked = await listTransactions(database.db, operatorId, q, undefined, 0);
          const sorted = await listTransactions(database.db, operatorId, q, undefined, Number.POSITIVE_INFINITY);
          const what = `${JSON.stringify(filter)} ${sortDir} page ${pageNumber} of ${pageSize}`;
          expect(
            walked.data.map((r) => r.id),
            what,
          ).toEqual(sorted.data.map((r) => r.id));
          expect(walked.total, what).toBe(sorted.total);
        }
      }
    }
    const both = await listTransactions(
      database.db,
      operatorId,
      { pageNumber: 1, pageSize: 10, sortBy: 'customerName', sortDir: 'asc', search: 'twin same' },
      undefined,
      0,
    );
    const owners = both.data.map((r) => r.id);
    expect(owners).toHaveLength(6);
    // Names are equal, so the customers' ids order them; each customer's transactions come together, oldest first.
    const ids = await database.db.execute(
      sql`select t.id from transactions t join customers c on c.id = t.customer_id
          where c.first_name = 'Twin' order by c.id, t.created_at, t.id`,
    );
    expect(owners).toEqual(rowsOf<{ id: string }>(ids).map((r) => r.id));
  });
});
