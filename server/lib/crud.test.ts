import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../tests/setup/seeded-database';
import type { Database } from '../db/client';
import { agents } from '../db/schema';
import { scopedCrud } from './crud';
import { HttpError } from './errors';

let database: Database;
let close = async () => {};
let operatorId: string;

const agent = scopedCrud(agents, 'agent.not_found');

beforeAll(async () => {
  ({ database, operatorId, close } = await seededDatabase(1));
}, 180_000);

afterAll(async () => {
  await close();
});

const rowOf = async (id: string) => {
  const [row] = await database.db.select().from(agents).where(eq(agents.id, id));
  return row;
};

/** The error a call throws, or undefined. */
const thrown = async (call: () => Promise<unknown>) =>
  call().then(
    () => undefined,
    (error: unknown) => error,
  );

describe('scoped create, update and delete', () => {
  it('creates a row of the operator and answers its id', async () => {
    const id = await agent.create(database.db, operatorId, { name: 'Crud Created' });
    expect(await rowOf(id)).toMatchObject({ name: 'Crud Created', operatorId });
  });

  it('updates the row and sets updatedAt', async () => {
    const id = await agent.create(database.db, operatorId, { name: 'Crud Before' });
    const before = (await rowOf(id))?.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(agent.update(database.db, operatorId, id, { name: 'Crud After', status: 'blocked' })).resolves.toBe(
      id,
    );
    const after = await rowOf(id);
    expect(after).toMatchObject({ name: 'Crud After', status: 'blocked' });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it("answers the resource's 404 for another operator's row and leaves it unchanged", async () => {
    const id = await agent.create(database.db, operatorId, { name: 'Crud Kept' });
    const update = await thrown(() => agent.update(database.db, randomUUID(), id, { name: 'Crud Taken' }));
    const remove = await thrown(() => agent.remove(database.db, randomUUID(), id));
    for (const error of [update, remove]) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, code: 'agent.not_found' });
    }
    expect(await rowOf(id)).toMatchObject({ name: 'Crud Kept' });
  });

  it('deletes the row once; a second delete is the 404', async () => {
    const id = await agent.create(database.db, operatorId, { name: 'Crud Deleted' });
    await expect(agent.remove(database.db, operatorId, id)).resolves.toEqual({ id });
    expect(await rowOf(id)).toBeUndefined();
    await expect(agent.remove(database.db, operatorId, id)).rejects.toMatchObject({ status: 404 });
  });
});
