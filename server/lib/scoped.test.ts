import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../tests/setup/seeded-database';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { HttpError } from './errors';
import { scoped } from './scoped';

let database: Database;
let close = async () => {};
let operatorId: string;
let customerId: string;

const customer = scoped(customers, 'customer.not_found');

beforeAll(async () => {
  ({ database, operatorId, close } = await seededDatabase(1));
  const [row] = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.operatorId, operatorId))
    .limit(1);
  customerId = (row as { id: string }).id;
}, 180_000);

afterAll(async () => {
  await close();
});

/** The error a call throws, or undefined. */
const thrown = async (call: () => Promise<unknown>) =>
  call().then(
    () => undefined,
    (error: unknown) => error,
  );

describe('scoped rows by id', () => {
  it("finds the operator's own row", async () => {
    await expect(customer.exists(database.db, operatorId, customerId)).resolves.toEqual({ id: customerId });
  });

  it("answers the resource's 404 for another operator's id exactly as for an unknown one", async () => {
    const foreign = await thrown(() => customer.exists(database.db, randomUUID(), customerId));
    const unknown = await thrown(() => customer.exists(database.db, operatorId, randomUUID()));
    for (const error of [foreign, unknown]) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, code: 'customer.not_found' });
    }
  });

  it('changes only the row of the operator: an update through `where` of another operator reaches nothing', async () => {
    const rows = await database.db
      .update(customers)
      .set({ isActive: true })
      .where(customer.where(randomUUID(), customerId))
      .returning({ id: customers.id });
    expect(rows).toEqual([]);
    expect(() => customer.found(rows)).toThrow(HttpError);
  });

  it('declares the not-found code the routes answer for a malformed id', () => {
    expect(customer.notFound).toBe('customer.not_found');
  });
});
