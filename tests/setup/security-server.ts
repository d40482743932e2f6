import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { freshDatabase, startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    securityUrl: string;
    securityDatabaseKind: 'pglite' | 'postgres';
  }
}

/**
 * One real server for the security suite, on a fresh database with a small demo. It sits "behind a
 * proxy" (TRUST_PROXY) so that tests can speak from their own client address (X-Forwarded-For) and
 * over TLS (X-Forwarded-Proto), and keeps the production sign-in limits (5 failures per account,
 * 30 attempts per address per minute) with a 20-second account window (long enough for five slow password checks, short enough to wait out).
 */
export default async function setup(project: TestProject) {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL);
  const server = await startServerProcess({
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    ...database.env,
    SEED_BOOKINGS: process.env.TEST_SEED_BOOKINGS ?? '200',
    STATIC_DIR: './.no-static',
    TRUST_PROXY: 'true',
    LOGIN_MAX_FAILURES: '5',
    LOGIN_MAX_PER_IP: '30',
    LOGIN_WINDOW_SECONDS: '20',
  });
  project.provide('securityUrl', server.url);
  project.provide('securityDatabaseKind', process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  return async () => {
    await server.stop();
    await database.drop();
  };
}
