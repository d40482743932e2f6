import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../../tests/setup/seeded-database';
import type { Database } from '../../db/client';
import { type ListQuery, listOrders } from './orders.service';

/**
 * The customer-name order has two plans: join-and-sort, and (from CUSTOMER_WALK_FROM matching bookings on)
 * a walk over the customers in name order. Both must give exactly the same rows in the same order on every
 * page, with and without filters. With TEST_DATABASE_URL it runs on PostgreSQL too.
 */

let database: Database;
let close = async () => {};
let operatorId: string;

beforeAll(async () => {
  ({ database, operatorId, close } = await seededDatabase(300));
}, 180_000);

afterAll(async () => {
  await close();
});

async function everyPage(query: Omit<ListQuery, 'pageNumber' | 'pageSize'>, customerWalkFrom: number, pageSize = 23) {
  const ids: string[] = [];
  for (let pageNumber = 1; pageNumber < 1000; pageNumber++) {
    const page = await listOrders(database.db, operatorId, { ...query, pageNumber, pageSize }, { customerWalkFrom });
    ids.push(...page.data.map((row) => `${row.customerFirstName} ${row.customerLastName} ${row.orderDate} ${row.id}`));
    if (page.data.length < pageSize) return { ids, total: page.total };
  }
  throw new Error('too many pages');
}

describe('bookings by customer name', () => {
  for (const sortDir of ['asc', 'desc'] as const) {
    for (const [label, filter] of [
      ['every booking', {}],
      ['one status', { status: 6 }],
      ['a search', { search: 'a' }],
    ] as const) {
      it(`walking the customers gives the join-and-sort order, ${sortDir}, ${label}`, async () => {
        const query = { ...filter, sortBy: 'customerFirstName' as const, sortDir };
        const sorted = await everyPage(query, Number.POSITIVE_INFINITY);
        const walked = await everyPage(query, 0);
        expect(sorted.ids.length).toBe(sorted.total);
        expect(sorted.total).toBeGreaterThan(10);
        expect(walked.ids).toEqual(sorted.ids);
        expect(new Set(walked.ids).size).toBe(walked.ids.length);
      });
    }
  }
  it('walks to the same rows in pages smaller than a customer’s bookings', async () => {
    const query = { sortBy: 'customerFirstName' as const, sortDir: 'asc' as const };
    const sorted = await everyPage(query, Number.POSITIVE_INFINITY);
    // Each customer has more bookings than a page of 2 holds: a walk step that stopped at the page's size
    // rather than at its end would skip the rest of them.
    const walked = await everyPage(query, 0, 2);
    expect(walked.ids).toEqual(sorted.ids);
  });
});
