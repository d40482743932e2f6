import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/lib/list';
import { emptyClusterTemplate, emptyPgliteDir } from './pglite-template';

const opened: { database: Database; dir: string }[] = [];
async function open(): Promise<Database> {
  const dir = await emptyPgliteDir('mpa-template-test-');
  const database = await openDatabase({ dataDir: dir });
  opened.push({ database, dir });
  return database;
}
const tables = async (database: Database) =>
  rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    ),
  ).map((row) => row.name);

afterAll(async () => {
  for (const { database, dir } of opened) {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('a PGlite test database copied from the empty cluster', () => {
  it('opens empty, takes the real migrations, and is a folder of its own', async () => {
    const first = await open();
    expect(await tables(first)).toEqual([]);
    await first.migrate();
    expect(await tables(first)).toContain('orders');
    // A second copy made after the first was changed is empty again: the template is never written to.
    const second = await open();
    expect(await tables(second)).toEqual([]);
    expect(opened[0]?.dir).not.toBe(opened[1]?.dir);
    expect(await emptyClusterTemplate()).not.toBe(opened[0]?.dir);
  }, 120_000);
});
