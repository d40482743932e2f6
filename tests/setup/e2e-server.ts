import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, startServerProcess } from './server-process';

/**
 * Starts the product as `npm start` does (built console + API on one port) on a fresh database:
 * PostgreSQL when TEST_DATABASE_URL names a server, else PGlite.
 */
export default async function globalSetup() {
  const staticDir = process.env.E2E_STATIC_DIR ?? './dist';
  // A fresh clone has no build yet: make it, as `npm start` would (a later run tests the build that is there).
  if (!existsSync(join(staticDir, 'index.html'))) {
    if (process.env.E2E_STATIC_DIR) throw new Error(`No built console in E2E_STATIC_DIR (${staticDir})`);
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  }
  const port = Number(process.env.E2E_PORT ?? 8790);
  // An empty folder on PGlite, as a newcomer's first `npm start` has (the other suites copy an empty cluster).
  const database = await freshDatabase(process.env.TEST_DATABASE_URL, { emptyFolder: true });
  // What the server would push (no Firebase here): the specs read it and deliver it to the browser.
  const pushOutbox = join(tmpdir(), `mpa-e2e-push-outbox-${process.pid}-${Date.now()}.jsonl`);
  process.env.E2E_PUSH_OUTBOX = pushOutbox;
  // What the server would email or text (no SMTP here): the password recovery spec reads its code there.
  const messageOutbox = join(tmpdir(), `mpa-e2e-outbox-${process.pid}-${Date.now()}.jsonl`);
  process.env.E2E_OUTBOX_LOG = messageOutbox;
  const server = await startServerProcess(
    {
      ...database.env,
      SEED_BOOKINGS: process.env.TEST_SEED_BOOKINGS ?? '600',
      STATIC_DIR: staticDir,
      PUSH_OUTBOX: pushOutbox,
      OUTBOX_LOG: messageOutbox,
      OUTBOX_POLL_MS: '500',
      // The configuration spec's SMTP server listens on 127.0.0.1.
      INTEGRATIONS_ALLOW_INTERNAL: 'true',
    },
    { port },
  );
  return async () => {
    await server.stop();
    await database.drop();
    rmSync(pushOutbox, { force: true });
    rmSync(messageOutbox, { force: true });
  };
}
