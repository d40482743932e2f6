import * as v from 'valibot';

/** The only reader of process.env: every setting of the server, parsed and defaulted here. */
const port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'PORT must be a port number'), v.transform(Number));
const positiveInt = (name: string) =>
  v.pipe(v.string(), v.regex(/^\d+$/, `${name} must be a whole number`), v.transform(Number));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: v.optional(port, '8080'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a URL'))),
  DATABASE_POOL_SIZE: v.optional(positiveInt('DATABASE_POOL_SIZE'), '10'),
  /** Signing key for access tokens; when absent one is generated and kept in the database. */
  TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'TOKEN_SECRET must have at least 32 characters'))),
  ACCESS_TOKEN_TTL: v.optional(positiveInt('ACCESS_TOKEN_TTL'), '3600'),
  REFRESH_TOKEN_TTL: v.optional(positiveInt('REFRESH_TOKEN_TTL'), '86400'),
  CLIENT_ID: v.optional(v.string(), 'admin-console'),
  CLIENT_SECRET: v.optional(v.string(), 'admin-console-secret'),
  /** Seed the demo operators and data on the first start of an empty database. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false']), 'true'),
  SEED_BOOKINGS: v.optional(positiveInt('SEED_BOOKINGS'), '5000'),
  /** Built console to serve; none when the folder is missing (API only). */
  STATIC_DIR: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** Login throttling: failures per account, attempts per IP, in a window of seconds. */
  LOGIN_MAX_FAILURES: v.optional(positiveInt('LOGIN_MAX_FAILURES'), '5'),
  LOGIN_MAX_PER_IP: v.optional(positiveInt('LOGIN_MAX_PER_IP'), '30'),
  LOGIN_WINDOW_SECONDS: v.optional(positiveInt('LOGIN_WINDOW_SECONDS'), '900'),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  TRUST_PROXY: v.optional(v.picklist(['true', 'false']), 'false'),
  /**
   * The key that seals operators' integration credentials (AES-256-GCM, 32 bytes in base64: `openssl rand -base64
   * 32`); absent = a key kept in the database (a warning in production). `SECRETS_KEY_PREVIOUS` is read only by
   * `npm run credentials -- rotate`.
   */
  SECRETS_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{43}=$/, 'SECRETS_KEY must be 32 bytes in base64')),
  ),
  SECRETS_KEY_PREVIOUS: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{43}=$/, 'SECRETS_KEY_PREVIOUS must be 32 bytes in base64')),
  ),
  /** Let operators' SMTP servers and SMS providers be internal addresses (a relay on the same network; tests). */
  INTEGRATIONS_ALLOW_INTERNAL: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Firebase service account JSON (server-side push); absent = push is logged only. */
  FIREBASE_SERVICE_ACCOUNT: v.optional(v.string()),
  /** Without Firebase: a file the log-only push sender appends each would-be push to (JSON lines). */
  PUSH_OUTBOX: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** The console's public origin (https://admin.example.com): absolute links in pushes. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL'))),
  /** Credentials of the marketplace's customer and provider apps (support, payout and sign-up events). */
  APP_CLIENT_ID: v.optional(v.string(), 'marketplace-app'),
  APP_CLIENT_SECRET: v.optional(v.string(), 'marketplace-app-secret'),
  /** An Idempotency-Key claim without a result older than this was left by a dead process and may be retaken. */
  IDEMPOTENCY_CLAIM_TIMEOUT_SECONDS: v.optional(positiveInt('IDEMPOTENCY_CLAIM_TIMEOUT_SECONDS'), '30'),
  /** Outgoing mail (smtp://user:pass@host:587, smtps://…:465); absent = emails are logged and kept in the outbox. */
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  ),
  /** The sender of every email: an address, or `Name <address>`. */
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Marketplace Admin <no-reply@localhost>'),
  /** A file the log-only mail and SMS senders append each message to (JSON lines), besides the log. */
  OUTBOX_LOG: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** The outbox worker: how often it looks for due messages, the first retry's delay (doubling), attempts. */
  OUTBOX_POLL_MS: v.optional(positiveInt('OUTBOX_POLL_MS'), '5000'),
  OUTBOX_RETRY_SECONDS: v.optional(positiveInt('OUTBOX_RETRY_SECONDS'), '30'),
  OUTBOX_MAX_ATTEMPTS: v.optional(positiveInt('OUTBOX_MAX_ATTEMPTS'), '8'),
  /** Password recovery: how long a code (and the reset token it gives) lives; requests per account and per IP. */
  OTP_TTL_SECONDS: v.optional(positiveInt('OTP_TTL_SECONDS'), '600'),
  RECOVERY_MAX_PER_ACCOUNT: v.optional(positiveInt('RECOVERY_MAX_PER_ACCOUNT'), '3'),
  RECOVERY_MAX_PER_IP: v.optional(positiveInt('RECOVERY_MAX_PER_IP'), '30'),
  RECOVERY_WINDOW_SECONDS: v.optional(positiveInt('RECOVERY_WINDOW_SECONDS'), '900'),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  tokenSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  clientId: string;
  clientSecret: string;
  seedDemo: boolean;
  seedBookings: number;
  staticDir: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  loginMaxFailures: number;
  loginMaxPerIp: number;
  loginWindowSeconds: number;
  trustProxy: boolean;
  secretsKey: string | undefined;
  secretsKeyPrevious: string | undefined;
  integrationsAllowInternal: boolean;
  firebaseServiceAccount: string | undefined;
  pushOutbox: string | undefined;
  publicUrl: string | undefined;
  appClientId: string;
  appClientSecret: string;
  idempotencyClaimTimeoutSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxLog: string | undefined;
  outboxPollMs: number;
  outboxRetrySeconds: number;
  outboxMaxAttempts: number;
  otpTtlSeconds: number;
  recoveryMaxPerAccount: number;
  recoveryMaxPerIp: number;
  recoveryWindowSeconds: number;
};

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .filter((key) => source[key] !== undefined && source[key] !== '')
      .map((key) => [key, source[key]]),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = result.output;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    tokenSecret: e.TOKEN_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    clientId: e.CLIENT_ID,
    clientSecret: e.CLIENT_SECRET,
    seedDemo: e.SEED_DEMO === 'true',
    seedBookings: e.SEED_BOOKINGS,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxPerIp: e.LOGIN_MAX_PER_IP,
    loginWindowSeconds: e.LOGIN_WINDOW_SECONDS,
    trustProxy: e.TRUST_PROXY === 'true',
    secretsKey: e.SECRETS_KEY,
    secretsKeyPrevious: e.SECRETS_KEY_PREVIOUS,
    integrationsAllowInternal: e.INTEGRATIONS_ALLOW_INTERNAL === 'true',
    firebaseServiceAccount: e.FIREBASE_SERVICE_ACCOUNT,
    pushOutbox: e.PUSH_OUTBOX,
    publicUrl: e.PUBLIC_URL,
    appClientId: e.APP_CLIENT_ID,
    appClientSecret: e.APP_CLIENT_SECRET,
    idempotencyClaimTimeoutSeconds: e.IDEMPOTENCY_CLAIM_TIMEOUT_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxLog: e.OUTBOX_LOG,
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxRetrySeconds: e.OUTBOX_RETRY_SECONDS,
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    recoveryMaxPerAccount: e.RECOVERY_MAX_PER_ACCOUNT,
    recoveryMaxPerIp: e.RECOVERY_MAX_PER_IP,
    recoveryWindowSeconds: e.RECOVERY_WINDOW_SECONDS,
  };
}
