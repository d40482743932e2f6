import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freshDatabase, startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    tokenSecret: string;
    databaseKind: 'pglite' | 'postgres';
    /** DATABASE_URL of the suite's database on PostgreSQL (a second instance may share it); '' on PGlite. */
    databaseUrl: string;
    /** The file the server's log-only push sender appends each would-be push to (JSON lines). */
    pushOutbox: string;
  }
}

/** One real server for the API suite, on a fresh database, seeded with a smaller demo. */
export default async function setup(project: TestProject) {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL);
  const tokenSecret = randomBytes(32).toString('hex');
  const pushOutbox = join(tmpdir(), `mpa-push-outbox-${process.pid}-${Date.now()}.jsonl`);
  const server = await startServerProcess({
    TOKEN_SECRET: tokenSecret,
    LOGIN_WINDOW_SECONDS: '10',
    ...database.env,
    SEED_BOOKINGS: process.env.TEST_SEED_BOOKINGS ?? '400',
    STATIC_DIR: './.no-static',
    LOGIN_MAX_FAILURES: '5',
    LOGIN_MAX_PER_IP: '1000',
    PUSH_OUTBOX: pushOutbox,
  });
  project.provide('apiUrl', server.url);
  project.provide('tokenSecret', tokenSecret);
  project.provide('databaseKind', process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  project.provide('databaseUrl', database.env.DATABASE_URL ?? '');
  project.provide('pushOutbox', pushOutbox);
  return async () => {
    await server.stop();
    await database.drop();
    rmSync(pushOutbox, { force: true });
  };
}
