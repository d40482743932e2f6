import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../../tests/setup/seeded-database';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/list';
import { listCategories } from './catalogue.service';

/**
 * The search of sub and sub sub categories matches their ancestors' names through `ancestor_names`, which the
 * triggers of migration 0022 keep: on insert, when an ancestor is renamed (two levels down), and when a category
 * moves to another parent. With TEST_DATABASE_URL it runs on PostgreSQL too.
 */

let database: Database;
let close = async () => {};
let operatorId: string;

beforeAll(async () => {
  ({ database, operatorId, close } = await seededDatabase(10));
}, 180_000);

afterAll(async () => {
  await close();
});

const exec = (query: ReturnType<typeof sql>) => database.db.execute(query);
const idOf = async (name: string) =>
  rowsOf<{ id: string }>(await exec(sql`select id from categories where name = ${name}`))[0]?.id as string;

/** The names of the matching rows of a level, all pages. */
async function found(level: 2 | 3, search: string): Promise<string[]> {
  const page = await listCategories(database.db, operatorId, { level, search, pageNumber: 1, pageSize: 100 });
  const rows = 'subCategories' in page ? page.subCategories : [];
  return rows.map((row) => ('thirdLevelCategoryName' in row ? row.thirdLevelCategoryName : row.subCategoryName)).sort();
}

describe('sub category search by the ancestors’ names', () => {
  it('finds sub and sub sub categories by their parent’s and grandparent’s names, and follows renames and moves', async () => {
    const op = sql`${operatorId}::uuid`;
    await exec(
      sql`insert into categories (operator_id, level, name) values (${op}, 1, 'Zephyr Root'), (${op}, 1, 'Quokka Root')`,
    );
    await exec(sql`insert into categories (operator_id, level, name, parent_id)
      values (${op}, 2, 'Middle One', ${await idOf('Zephyr Root')}), (${op}, 2, 'Middle Two', ${await idOf('Zephyr Root')})`);
    await exec(sql`insert into categories (operator_id, level, name, parent_id)
      values (${op}, 3, 'Leaf A', ${await idOf('Middle One')}), (${op}, 3, 'Leaf B', ${await idOf('Middle Two')})`);

    expect(await found(2, 'zephyr')).toEqual(['Middle One', 'Middle Two']);
    expect(await found(3, 'zephyr')).toEqual(['Leaf A', 'Leaf B']);
    expect(await found(3, 'middle one')).toEqual(['Leaf A']);

    // A renamed category: its children and grandchildren are found by the new name only.
    await exec(sql`update categories set name = 'Xylo Root' where name = 'Zephyr Root'`);
    expect(await found(3, 'zephyr')).toEqual([]);
    expect(await found(3, 'xylo')).toEqual(['Leaf A', 'Leaf B']);
    expect(await found(2, 'xylo')).toEqual(['Middle One', 'Middle Two']);

    // A moved sub category takes its new parent's name down to its own children.
    await exec(sql`update categories set parent_id = ${await idOf('Quokka Root')} where name = 'Middle Two'`);
    expect(await found(3, 'xylo')).toEqual(['Leaf A']);
    expect(await found(3, 'quokka')).toEqual(['Leaf B']);
    expect(await found(2, 'quokka')).toEqual(['Middle Two']);

    // The total counts the same rows (no join needed for the count).
    const page = await listCategories(database.db, operatorId, {
      level: 3,
      search: 'root',
      pageNumber: 1,
      pageSize: 1,
    });
    expect(page.count).toBe(2);
  });

  it('holds for every seeded category: ancestor_names equals the names of its parent and grandparent', async () => {
    const wrong = rowsOf<{ id: string }>(
      await exec(sql`
        select c.id from categories c
        left join categories p on p.id = c.parent_id
        left join categories g on g.id = p.parent_id
        where c.ancestor_names <> concat_ws(E'\\n', p.name, g.name)`),
    );
    expect(wrong).toEqual([]);
  });
});
