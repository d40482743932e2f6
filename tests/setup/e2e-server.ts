import { existsSync } from 'node:fs';
import { freshDatabase, startServerProcess } from './server-process';

/**
 * Starts the product as `npm start` does (built console + API on one port) on a fresh database:
 * PostgreSQL when TEST_DATABASE_URL names a server, else PGlite.
 */
export default async function globalSetup() {
  if (!existsSync('dist/index.html')) throw new Error('Build the console first: npm run build');
  const port = Number(process.env.E2E_PORT ?? 8790);
  const database = await freshDatabase(process.env.TEST_DATABASE_URL);
  const server = await startServerProcess(
    {
      ...database.env,
      SEED_BOOKINGS: process.env.TEST_SEED_BOOKINGS ?? '600',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? './dist',
    },
    { port },
  );
  return async () => {
    await server.stop();
    await database.drop();
  };
}
