import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './context';
import { drainBody } from './lib/drain';
import type { MessageCode, MessageParams } from '../src/shared/messages';
import { errorEnvelope, HttpError, httpError } from './lib/errors';
import { UPLOAD_MAX_BYTES } from '../src/shared/schemas/profile';
import { MERCHANT_IMPORT_MAX_BYTES } from '../src/shared/schemas/merchants';
import { authRoutes } from './modules/auth/auth.routes';
import { brandingRoutes } from './modules/branding/branding.routes';
import { createShellRenderer } from './modules/branding/shell';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { operatorRoutes } from './modules/operators/operators.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { serveUploads, uploadRoutes } from './modules/uploads/uploads.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { merchantRoutes } from './modules/merchants/merchants.routes';
import { agentRoutes } from './modules/agents/agents.routes';
import { faqRoutes } from './modules/faqs/faqs.routes';
import { supportRoutes } from './modules/support/support.routes';
import { areaRoutes } from './modules/areas/areas.routes';
import { subAdminRoutes } from './modules/sub-admins/sub-admins.routes';
import { providerRoutes } from './modules/providers/providers.routes';
import { customerRoutes } from './modules/customers/customers.routes';
import { savedViewRoutes } from './modules/saved-views/saved-views.routes';
import { systemRoutes } from './modules/system/system.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { broadcastRoutes } from './modules/broadcasts/broadcasts.routes';
import { transactionRoutes } from './modules/transactions/transactions.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { productRoutes } from './modules/products/products.routes';
import { configurationRoutes, settingsRoutes } from './modules/settings/settings.routes';
import { pageRoutes } from './modules/pages/pages.routes';

const JSON_LIMIT = 1024 * 1024;
/** Uploads: the 5 MB image plus the multipart envelope. */
const UPLOAD_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;
/** CSV imports: the 1 MB file plus the multipart envelope. */
const IMPORT_LIMIT = MERCHANT_IMPORT_MAX_BYTES + 64 * 1024;

/**
 * JSON, CSV and the HTML shell are compressed on the way out (≥ 1 KB; a page of 100 bookings shrinks ~10×
 * on a slow link). Never event streams (each event must leave at once) and never `/auth/` answers: they carry
 * tokens, and compressing a secret beside reflected input is what BREACH reads.
 */
const compressText = compress({ contentTypeFilter: /^(application\/json|text\/csv|text\/html)/ });

/** The envelope of an error the app answers itself (no route reached, body too large, crash). */
const errorBody = (code: MessageCode, params: MessageParams = {}) => errorEnvelope(httpError(500, code, params));

/** The API under /api/v1 and, when built, the console with SPA fallback: one app, one port. */
export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { logger } = deps;

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      logger.info('request', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        operatorId: c.get('operatorId'),
        userId: c.get('caller')?.adminId,
      });
    }
  });

  // Shutting down (SIGTERM; server/server.ts): a request arriving now is turned away at once, so the load
  // balancer tries another instance, and every answer closes its connection so no keep-alive socket stays.
  app.use('*', async (c, next) => {
    if (deps.lifecycle.draining) {
      c.header('Connection', 'close');
      c.header('Retry-After', '1');
      c.header('Cache-Control', 'no-store');
      return c.json(errorBody('request.unavailable'), 503);
    }
    await next();
    if (deps.lifecycle.draining && !c.res.headers.get('content-type')?.startsWith('text/event-stream')) {
      c.header('Connection', 'close');
    }
  });

  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://www.gstatic.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://*.googleapis.com', 'https://firebaseinstallations.googleapis.com'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  // Uploaded images carry their own stricter headers (serveUploads).
  app.use('*', (c, next) => (c.req.path.startsWith('/uploads/') ? next() : secure(c, next)));
  // HSTS only when the request reached us over TLS (directly or through a trusted proxy).
  app.use('*', async (c, next) => {
    await next();
    const proto = deps.env.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    if (proto === 'https' || new URL(c.req.url).protocol === 'https:') {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });

  const api = new Hono<AppEnv>();
  const limit = (maxSize: number, code: 'request.too_large' | 'upload.too_large', megabytes: number) =>
    bodyLimit({
      maxSize,
      // Replying while the client still writes its body and then closing makes the client fail with EPIPE
      // instead of reading the 413: read the rest first (up to 8 MB); only a larger body closes the connection.
      onError: async (c) => {
        if (!(await drainBody(c.req.raw))) c.header('Connection', 'close');
        return c.json(errorBody(code, { max: megabytes }), 413);
      },
    });
  const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
  const jsonLimit = limit(JSON_LIMIT, 'request.too_large', megabytes(JSON_LIMIT));
  const uploadLimit = limit(UPLOAD_LIMIT, 'upload.too_large', megabytes(UPLOAD_MAX_BYTES));
  const importLimit = limit(IMPORT_LIMIT, 'request.too_large', megabytes(MERCHANT_IMPORT_MAX_BYTES));
  api.use('*', (c, next) =>
    c.req.path.endsWith('/uploads')
      ? uploadLimit(c, next)
      : c.req.path.endsWith('/import')
        ? importLimit(c, next)
        : jsonLimit(c, next),
  );
  api.use('*', async (c, next) => {
    await next();
    // An answer that says how it may be cached (the apps' content, with its ETag) keeps that.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.use('*', (c, next) => (c.req.path.startsWith('/api/v1/auth/') ? next() : compressText(c, next)));
  systemRoutes(api, deps);
  authRoutes(api, deps);
  recoveryRoutes(api, deps);
  operatorRoutes(api, deps);
  dashboardRoutes(api, deps);
  notificationRoutes(api, deps);
  profileRoutes(api, deps);
  uploadRoutes(api, deps);
  orderRoutes(api, deps);
  marketplaceRoutes(api, deps);
  payoutRoutes(api, deps);
  merchantRoutes(api, deps);
  agentRoutes(api, deps);
  subAdminRoutes(api, deps);
  providerRoutes(api, deps);
  customerRoutes(api, deps);
  savedViewRoutes(api, deps);
  transactionRoutes(api, deps);
  reportRoutes(api, deps);
  broadcastRoutes(api, deps);
  catalogueRoutes(api, deps);
  productRoutes(api, deps);
  settingsRoutes(api, deps);
  configurationRoutes(api, deps);
  pageRoutes(api, deps);
  faqRoutes(api, deps);
  supportRoutes(api, deps);
  areaRoutes(api, deps);
  api.notFound((c) => c.json(errorBody('request.route_not_found'), 404));
  app.route('/api/v1', api);
  app.all('/api/*', (c) => c.json(errorBody('request.route_not_found'), 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorEnvelope(error), error.status);
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return c.json(errorBody('request.server_error'), 500);
  });

  serveUploads(app, deps);
  brandingRoutes(app, deps);

  const staticRoot = resolve(deps.env.staticDir);
  const indexFile = join(staticRoot, 'index.html');
  if (existsSync(indexFile)) {
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The shell carries its host's operator configuration (modules/branding/shell.ts), for every route.
    const renderShell = createShellRenderer(deps.database.db, readFileSync(indexFile, 'utf8'), logger);
    const serveShell = async (c: Context<AppEnv>) => {
      c.header('Cache-Control', 'no-cache');
      // The first paint differs per path and chosen language: caches must not hand one page another's.
      c.header('Vary', 'Cookie');
      return c.html(
        await renderShell({ host: c.req.header('host'), path: c.req.path, cookie: c.req.header('cookie') }),
      );
    };
    app.get('/', compressText, serveShell);
    app.get('/index.html', compressText, serveShell);
    // The build writes .br and .gz beside each text asset (vite.config.ts, precompress).
    app.use('*', serveStatic({ root: deps.env.staticDir, precompressed: true }));
    // A missing file is a 404, never the shell (a stale page asking for old chunks must fail clearly).
    app.get('/assets/*', (c) => c.text('Not found', 404));
    app.get('/:file{.+\\.[a-z0-9]+$}', (c) => c.text('Not found', 404));
    app.get('*', compressText, serveShell);
  } else {
    app.get('/', (c) => c.text('The console is not built: run `npm run build` (npm start does it for you).'));
  }
  app.notFound((c) => c.json(errorBody('request.not_found'), 404));
  return app;
}
