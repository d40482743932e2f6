import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const folder = new URL('./migrations/', import.meta.url);

async function run(db: PGlite, file: string): Promise<void> {
  for (const statement of readFileSync(new URL(file, folder), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/**
 * For a data migration's own test: a PGlite database with every migration before `number` (e.g. '0025') applied, and
 * `migrate`, which applies that one. The test writes rows as the code before it did in between.
 */
export async function databaseBeforeMigration(number: string): Promise<{ db: PGlite; migrate: () => Promise<void> }> {
  const files = readdirSync(folder)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort();
  const index = files.findIndex((f) => f.startsWith(`${number}_`));
  if (index < 1) throw new Error(`no migration ${number}`);
  const db = await PGlite.create({ extensions: { pg_trgm } });
  for (const file of files.slice(0, index)) await run(db, file);
  return { db, migrate: () => run(db, files[index] as string) };
}
