import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Deps } from './context';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import type { Env } from './env';
import { createLogger } from './lib/logger';
import { RateLimiter } from './lib/rate-limit';
import { ensureSecret } from './lib/secrets';
import { createTokenService } from './lib/tokens';
import { sweepIdempotencyKeys } from './middleware/idempotency';
import { createNotificationHub } from './modules/notifications/notifications.hub';
import { createOutbox } from './modules/outbox/outbox';
import { createPushSender } from './modules/push/push.sender';

export type RunningServer = { url: string; port: number; deps: Deps; close(): Promise<void> };

/** Database (migrate, seed when empty) → app → listen. Used by server/index.ts and the tests. */
export async function startServer(env: Env): Promise<RunningServer> {
  const logger = createLogger(env.logLevel);
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    poolSize: env.databasePoolSize,
    onIdleError: (error) => logger.warn('an idle database connection failed', { error: error.message }),
  });
  await database.migrate();
  logger.info('database ready', { kind: database.kind, ms: Math.round(performance.now() - started) });
  if (env.seedDemo) {
    const seedStart = performance.now();
    const result = await seedDemo(database.db, {
      bookingsPerOperator: env.seedBookings,
      log: (msg) => logger.info(msg),
    });
    if (result.operators > 0) {
      logger.info('demo data seeded', { ...result, ms: Math.round(performance.now() - seedStart) });
    }
  }
  const secret = env.tokenSecret ?? (await ensureSecret(database.db, 'token-signing-key'));
  const windowMs = env.loginWindowSeconds * 1000;
  const push = await createPushSender(env.firebaseServiceAccount, logger, env.publicUrl, env.pushOutbox);
  const notifications = createNotificationHub({ database, logger, push });
  await notifications.start();
  const outbox = createOutbox(env, database, logger);
  const recoveryWindowMs = env.recoveryWindowSeconds * 1000;
  const deps: Deps = {
    database,
    env,
    logger,
    notifications,
    tokens: createTokenService(secret, env.accessTokenTtl),
    limits: {
      loginAccount: new RateLimiter(env.loginMaxFailures, windowMs),
      loginIp: new RateLimiter(env.loginMaxPerIp, 60_000),
      recoveryAccount: new RateLimiter(env.recoveryMaxPerAccount, recoveryWindowMs),
      recoveryIp: new RateLimiter(env.recoveryMaxPerIp, recoveryWindowMs),
    },
    outbox,
  };
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${port}`;
  logger.info('listening', { url, ms: Math.round(performance.now() - started) });
  outbox.worker.start();

  // Stored Idempotency-Key results live 24 h.
  const sweep = setInterval(
    () => {
      sweepIdempotencyKeys(database.db).catch((error: unknown) =>
        logger.warn('idempotency sweep failed', { error: String(error) }),
      );
    },
    60 * 60 * 1000,
  );
  sweep.unref();

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    deps,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        await outbox.worker.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold the close open.
          (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
        });
        await notifications.stop();
        await database.close();
        logger.info('stopped');
      })();
      return closing;
    },
  };
}
