import type { Database } from './db/client';
import type { Caller } from './lib/caller';
import type { Env } from './env';
import type { BlobStore } from './lib/blob-store';
import type { Logger } from './lib/logger';
import type { NotificationHub } from './modules/notifications/notifications.hub';
import type { Outbox } from './modules/outbox/outbox';
import type { RateLimiter } from './lib/rate-limit';
import type { SealingKey } from './lib/sealed';
import type { TokenService } from './lib/tokens';

/** Everything a request handler may use; built once in createApp(). */
export type Deps = {
  database: Database;
  env: Env;
  logger: Logger;
  /** Live fan-out of notifications to open consoles (SSE) and devices (push). */
  notifications: NotificationHub;
  tokens: TokenService;
  /** Sign-in and password-recovery throttling, counted in the database (shared by every instance). */
  limits: {
    loginAccount: RateLimiter;
    loginIp: RateLimiter;
    /** Password recovery: codes asked per account (what was typed), and every recovery call per IP. */
    recoveryAccount: RateLimiter;
    recoveryIp: RateLimiter;
  };
  /** Uploaded files' bytes (the database by default: every instance serves every upload). */
  blobs: BlobStore;
  /** `draining` once SIGTERM arrived: health answers 503 and new requests are turned away (server/server.ts). */
  lifecycle: { draining: boolean };
  /** Email and SMS to people, delivered by the outbox worker (server/modules/outbox). */
  outbox: Outbox;
  /** The key that seals operators' integration credentials (server/lib/sealed.ts). */
  sealing: SealingKey;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    caller: Caller | undefined;
    operatorId: string | undefined;
  };
};
