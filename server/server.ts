import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Deps } from './context';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import type { Env } from './env';
import { createLogger } from './lib/logger';
import { databaseBlobStore } from './lib/blob-store';
import { RateLimiter, sweepRateLimits } from './lib/rate-limit';
import { ensureSecret } from './lib/secrets';
import { createTokenService } from './lib/tokens';
import { sweepIdempotencyKeys } from './middleware/idempotency';
import { createNotificationHub } from './modules/notifications/notifications.hub';
import { createOutbox } from './modules/outbox/outbox';
import { createPushSender } from './modules/push/push.sender';
import { credentialsKey, operatorPushSenders, operatorTransports } from './modules/settings/credentials.service';
import { legacyUploadsDir } from './modules/uploads/uploads.routes';

/** On SIGTERM, how long in-flight requests get to finish before their connections are cut. */
const DRAIN_MS = 8_000;
/** The reconnection delay the ended live streams hint to consoles (SSE `retry`). */
const STREAM_RETRY_MS = 1_000;

export type RunningServer = { url: string; port: number; deps: Deps; close(): Promise<void> };

/**
 * Database (migrate, seed when empty) → app → listen. Used by server/index.ts and the tests. Any number of
 * instances may start at once on one PostgreSQL: migrations run under an advisory lock (db/client.ts), the
 * seed under another, so both run once; an instance listens (and so answers health) only after both.
 */
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

  const blobs = databaseBlobStore(database.db, { legacyDir: legacyUploadsDir(env.dataDir) });
  const sealing = await credentialsKey(env, database.db, logger);
  const sealed = { db: database.db, key: sealing, allowInternal: env.integrationsAllowInternal };
  const push = await createPushSender(env.firebaseServiceAccount, logger, env.publicUrl, env.pushOutbox);
  const notifications = createNotificationHub({
    database,
    logger,
    push,
    pushFor: operatorPushSenders(sealed, logger, env.publicUrl),
  });
  await notifications.start();
  const outbox = createOutbox(env, database, logger, {
    forOperator: operatorTransports(sealed),
  });
  const recoveryWindowMs = env.recoveryWindowSeconds * 1000;
  const deps: Deps = {
    database,
    env,
    logger,
    notifications,
    tokens: createTokenService(secret, env.accessTokenTtl),
    limits: {
      loginAccount: new RateLimiter(database, 'login-account', env.loginMaxFailures, windowMs),
      loginIp: new RateLimiter(database, 'login-ip', env.loginMaxPerIp, 60_000),
      recoveryAccount: new RateLimiter(database, 'recovery-account', env.recoveryMaxPerAccount, recoveryWindowMs),
      recoveryIp: new RateLimiter(database, 'recovery-ip', env.recoveryMaxPerIp, recoveryWindowMs),
    },
    blobs,
    lifecycle: { draining: false },
    outbox,
    sealing,
  };
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(s));
  });
  // An idle kept-alive connection is closed after 65 s, not Node's 5 s: a client (a reverse proxy keeps them 60 s) that
  // sends on a connection the server is closing at that moment gets ECONNRESET (seen from the e2e's API client on a
  // busy machine). Headers must still arrive within the connection's life.
  const httpServer = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const port = (server.address() as AddressInfo).port;
  const url = `http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${port}`;
  logger.info('listening', { url, ms: Math.round(performance.now() - started) });
  outbox.worker.start();

  // Uploads an older version left in this instance's DATA_DIR/uploads go into the shared store (in the
  // background: the folder may be large; until then each is copied when first asked for).
  blobs
    .importLegacy()
    .then((count) => {
      if (count > 0) logger.info('uploads copied from the data folder into the database', { count });
    })
    .catch((error: unknown) => logger.warn('copying old uploads failed', { error: String(error) }));

  // Stored Idempotency-Key results live 24 h; sign-in counters until their window ends. Every instance sweeps
  // (the deletes are idempotent).
  const sweep = setInterval(
    () => {
      sweepIdempotencyKeys(database.db).catch((error: unknown) =>
        logger.warn('idempotency sweep failed', { error: String(error) }),
      );
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  const sweepLimits = setInterval(
    () => {
      sweepRateLimits(database.db).catch((error: unknown) =>
        logger.warn('rate limit sweep failed', { error: String(error) }),
      );
    },
    5 * 60 * 1000,
  );
  sweepLimits.unref();

  const http = server as unknown as { closeIdleConnections(): void; closeAllConnections(): void };
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    deps,
    /**
     * Stops like an instance behind a load balancer should: health answers 503 and new requests are turned
     * away (503, Connection: close; app.ts), the listening socket closes, live streams end with a retry hint
     * (consoles reconnect, through the balancer, to another instance), in-flight requests finish (up to
     * DRAIN_MS), then the listener and the database close.
     */
    close() {
      closing ??= (async () => {
        deps.lifecycle.draining = true;
        clearInterval(sweep);
        clearInterval(sweepLimits);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        notifications.endStreams(STREAM_RETRY_MS);
        // Keep-alive sockets between requests (and those whose response just ended) would hold the close open.
        http.closeIdleConnections();
        const idle = setInterval(() => http.closeIdleConnections(), 100);
        let timer: NodeJS.Timeout | undefined;
        const late = await Promise.race([
          closed.then(() => false),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(true), DRAIN_MS);
          }),
        ]);
        clearTimeout(timer);
        clearInterval(idle);
        if (late) {
          logger.warn('requests still running after the drain time: connections cut');
          http.closeAllConnections();
          await closed;
        }
        // Requests have ended: nothing enqueues any more; a message being sent finishes first.
        await outbox.worker.stop();
        await notifications.stop();
        await database.close();
        logger.info('stopped');
      })();
      return closing;
    },
  };
}
