/**
 * Demo seed CLI: `node --import tsx server/db/seed/cli.ts [--bookings N] [--operator DOMAIN]`.
 * Migrates the database (DATABASE_URL, else PGlite in DATA_DIR, default ./.data), adds the demo data
 * when the database is empty, then optionally N extra bookings to one operator (default: the default
 * operator, Demo Marketplace).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { seedBulkEntities } from './entities';
import { seedBulkBookings, seedDemo } from './index';

/** The demo's second operator (Sparkle Home Services). */
const ENTITIES_OPERATOR = 'sparkle.localhost';

const usage =
  'usage: node --import tsx server/db/seed/cli.ts [--bookings N] [--operator DOMAIN|ID] [--entities N [--entities-operator DOMAIN|ID]] [--quiet]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      bookings: { type: 'string', short: 'b' },
      operator: { type: 'string', short: 'o' },
      entities: { type: 'string' },
      'entities-operator': { type: 'string' },
      quiet: { type: 'boolean', short: 'q', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const bulk = values.bookings === undefined ? 0 : Number(values.bookings.replace(/_/g, ''));
  if (!Number.isInteger(bulk) || bulk < 0) {
    console.error(`--bookings must be a non-negative integer\n${usage}`);
    return 2;
  }
  const entities = values.entities === undefined ? 0 : Number(values.entities.replace(/_/g, ''));
  if (!Number.isInteger(entities) || entities < 0) {
    console.error(`--entities must be a non-negative integer\n${usage}`);
    return 2;
  }
  const log = values.quiet ? () => {} : (msg: string) => console.log(msg);

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './.data';
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    console.log(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
    let t0 = Date.now();
    await database.migrate();
    console.log(`migrations applied (${Date.now() - t0} ms)`);

    t0 = Date.now();
    const seeded = await seedDemo(database.db, { log });
    if (seeded.operators > 0) {
      console.log(`demo data: ${seeded.operators} operators, ${seeded.bookings} bookings (${Date.now() - t0} ms)`);
    } else {
      console.log('demo data: already present, nothing added');
    }

    if (bulk > 0) {
      const operator = values.operator ?? 'default';
      t0 = Date.now();
      const added = await seedBulkBookings(database.db, operator, bulk, { log });
      console.log(
        `bulk: added ${added.bookings} bookings and ${added.transactions} transactions to operator ${added.operatorId} ` +
          `(${operator}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    if (entities > 0) {
      // Not the operator of the bulk bookings: its list, dashboard and report figures stay as they were.
      const operator = values['entities-operator'] ?? ENTITIES_OPERATOR;
      t0 = Date.now();
      const added = await seedBulkEntities(database.db, operator, entities, { log });
      console.log(
        `entities: ${entities} of each list for operator ${added.operatorId} (${operator}): added ${JSON.stringify(added.rows)} ` +
          `in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
