import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw PostgreSQL client or PGlite instance, for LISTEN/NOTIFY and benchmarks. */
  raw: PGlite | pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string; poolSize?: number };

/** PostgreSQL through `pg` when a URL is given, else embedded PGlite with its data in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      raw: pool,
      migrate: () => migratePg(drizzlePg(pool, { schema, casing: 'snake_case' }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    raw: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
