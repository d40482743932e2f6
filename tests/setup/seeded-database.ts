import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { rowsOf } from '../../server/lib/list';
import { freshDatabase } from './server-process';

/**
 * A fresh, migrated database with the seeded demo, for tests of services against a real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), and the id of the demo's second operator, whose rows such tests change.
 */
export async function seededDatabase(bookingsPerOperator: number): Promise<{
  database: Database;
  operatorId: string;
  close: () => Promise<void>;
}> {
  const fresh = await freshDatabase(process.env.TEST_DATABASE_URL || undefined);
  const database = await openDatabase({ dataDir: fresh.env.DATA_DIR ?? '', databaseUrl: fresh.env.DATABASE_URL });
  await database.migrate();
  await seedDemo(database.db, { bookingsPerOperator, now: new Date('2025-03-14T15:09:26.000Z') });
  const result = await database.db.execute(sql`select id from operators where name = 'Sparkle Home Services'`);
  const operatorId = rowsOf<{ id: string }>(result)[0]?.id as string;
  return {
    database,
    operatorId,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
