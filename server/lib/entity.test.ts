import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../tests/setup/seeded-database';
import { listContract } from '../../src/shared/lists';
import type { Database } from '../db/client';
import { agents } from '../db/schema';
import { entity } from './entity';
import { rowsOf } from './list';

let database: Database;
let close = async () => {};
let operatorId: string;

/** The operator's agents named "Entity …" (the seed's are left out), blocked ones only with `only`. */
const spec = {
  columns: { id: agents.id, name: agents.name, phone: agents.phone, status: agents.status },
  toRow: (r: { id: string; name: string; phone: string | null; status: string }) => ({ ...r, label: r.name }),
  filter: (q: { search?: string | undefined; status?: 'active' | 'blocked' | undefined }) => [
    sql`${agents.name} like 'Entity %'`,
    q.status === undefined ? undefined : eq(agents.status, q.status),
  ],
  search: ({ pattern, digits }: { pattern: string; digits: string }) => [
    sql`${agents.name} ilike ${pattern}`,
    digits ? sql`regexp_replace(${agents.phone}, '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
  ],
  sort: {
    list: listContract({ sort: { name: 'asc', createdAt: 'desc' }, defaultSort: 'createdAt', pageSizes: [10] }),
    fields: { name: agents.name, createdAt: agents.createdAt },
    tieBreaker: [agents.createdAt, agents.id],
  },
  counted: 'agents' as const,
  buckets: () => null,
};
const agent = entity(agents, 'agent.not_found', spec);
const blocked = entity(agents, 'agent.not_found', spec, eq(agents.status, 'blocked'));

beforeAll(async () => {
  ({ database, operatorId, close } = await seededDatabase(1));
  const { db } = database;
  // Another operator's row never shows.
  const [other] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from operators where id <> ${operatorId}::uuid limit 1`),
  );
  await db.insert(agents).values([
    { operatorId, name: 'Entity Carol', phone: '+91 98450 12345' },
    { operatorId, name: 'Entity Alice', status: 'blocked' },
    { operatorId, name: 'Entity Bob 50%' },
    { operatorId: other?.id as string, name: 'Entity Other' },
  ]);
}, 180_000);

afterAll(async () => {
  await close();
});

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('an entity list', () => {
  it("pages the operator's matching rows in the list's order, as rows, with their total", async () => {
    const page = await agent.page(database.db, operatorId, { pageNumber: 1, pageSize: 2, sortBy: 'name' });
    expect(names(page.data)).toEqual(['Entity Alice', 'Entity Bob 50%']);
    expect(page.data[0]).toMatchObject({ label: 'Entity Alice' });
    expect(page).toMatchObject({ total: 3 });
    expect(page).not.toHaveProperty('totalCapped');
    const second = await agent.page(database.db, operatorId, { pageNumber: 2, pageSize: 2, sortBy: 'name' });
    expect(names(second.data)).toEqual(['Entity Carol']);
  });

  it('searches with the pattern (wildcards literal) and by the digits of a phone number typed spaced', async () => {
    const q = { pageNumber: 1, pageSize: 10 };
    expect(names((await agent.page(database.db, operatorId, { ...q, search: ' 50% ' })).data)).toEqual([
      'Entity Bob 50%',
    ]);
    expect(names((await agent.page(database.db, operatorId, { ...q, search: '%' })).data)).toEqual(['Entity Bob 50%']);
    const byPhone = await agent.page(database.db, operatorId, { ...q, search: '98450 123' });
    expect(names(byPhone.data)).toEqual(['Entity Carol']);
    expect(byPhone.total).toBe(1);
  });

  it('exports every matching record with the same filter and order, without paging', async () => {
    const all = await agent.all(database.db, operatorId, { status: 'active', sortBy: 'name', sortDir: 'desc' });
    expect(names(all)).toEqual(['Entity Carol', 'Entity Bob 50%']);
  });
});

describe('one row of an entity', () => {
  it("reads one row by id; another operator's id, a removed one or one `only` leaves out is the resource's 404", async () => {
    const [carol] = (await agent.all(database.db, operatorId, { search: 'carol' })) as { id: string }[];
    const id = carol?.id as string;
    await expect(agent.one(database.db, operatorId, id)).resolves.toMatchObject({ name: 'Entity Carol' });
    await expect(agent.one(database.db, randomUUID(), id)).rejects.toMatchObject({
      status: 404,
      code: 'agent.not_found',
    });
    await expect(blocked.one(database.db, operatorId, id)).rejects.toMatchObject({ status: 404 });
    await expect(blocked.update(database.db, operatorId, id, { name: 'Entity Changed' })).rejects.toMatchObject({
      status: 404,
    });
    const [alice] = await blocked.all(database.db, operatorId, {});
    expect(alice).toMatchObject({ name: 'Entity Alice' });
  });

  it('answers the row it created or updated', async () => {
    const created = await agent.create(database.db, operatorId, { name: 'Entity Dave' });
    expect(created).toMatchObject({ name: 'Entity Dave', label: 'Entity Dave', status: 'active' });
    await expect(agent.update(database.db, operatorId, created.id, { status: 'blocked' })).resolves.toMatchObject({
      id: created.id,
      status: 'blocked',
    });
    await expect(agent.remove(database.db, operatorId, created.id)).resolves.toEqual({ id: created.id });
    await expect(agent.find(database.db, operatorId, created.id)).rejects.toMatchObject({ status: 404 });
  });
});
