import { execFile } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshDatabase, type ServerProcess, startServerProcess } from '../setup/server-process';
import { startSmtpSink } from '../setup/smtp-sink';
import { call as sharedCall, signIn as sharedSignIn } from './helpers';

/**
 * Settings → Configuration → Integrations (issue 68) against real server processes: credentials sealed with
 * SECRETS_KEY, never in an answer or a log line, tried against a real SMTP server this test starts (it checks the
 * password), used by the outbox for that operator's mail; a wrong key stops the start-up, and
 * `npm run credentials -- rotate` re-seals every credential with a new key.
 */

const KEY_1 = randomBytes(32).toString('base64');
const KEY_2 = randomBytes(32).toString('base64');
const SMTP_PASSWORD = `pw-${randomBytes(6).toString('hex')}`;
const MASK = '••••••••';

type Reply = {
  status: number;
  body: {
    code?: string;
    params?: Record<string, unknown>;
    data: Record<string, unknown> & { ok?: boolean; answer?: string | null };
    errorCodes?: Record<string, { code: string }[]>;
  };
};

let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: ServerProcess | undefined;
const output: string[] = [];
// A real SMTP server that wants the user `mailer` and the password of this run.
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const start = (key: string) =>
  startServerProcess(
    {
      ...database.env,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: key,
      SEED_BOOKINGS: '20',
      STATIC_DIR: './.no-static',
      LOG_LEVEL: 'debug',
      LOGIN_MAX_PER_IP: '1000',
      OUTBOX_POLL_MS: '200',
      // The SMTP server of this test listens on 127.0.0.1.
      INTEGRATIONS_ALLOW_INTERNAL: 'true',
    },
    { output },
  );

async function call(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Reply> {
  if (!server) throw new Error('no server');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

async function signIn(username: string): Promise<string> {
  const client = await call('POST', '/auth/client-login', {
    body: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
  });
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-Token': String(client.body.data.clientToken) },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

const smtpValues = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  security: 'none',
  user: 'mailer',
  password: SMTP_PASSWORD,
  from: 'Onda <no-reply@onda.test>',
  ...overrides,
});

let onda: string;
let sparkle: string;

beforeAll(async () => {
  smtp = await startSmtpSink({ auth: { user: 'mailer', pass: SMTP_PASSWORD } });
  database = await freshDatabase(process.env.TEST_DATABASE_URL);
  server = await start(KEY_1);
  [onda, sparkle] = await Promise.all([signIn('admin@onda.test'), signIn('admin@sparkle.test')]);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.drop();
});

describe('integration credentials', () => {
  it('starts with none, saves SMTP sealed, and never answers the password', async () => {
    const before = await call('GET', '/settings/configuration/credentials', { token: onda });
    expect(before.status).toBe(200);
    expect(before.body.data.smtp).toMatchObject({ configured: false, values: null });

    const saved = await call('PUT', '/settings/configuration/credentials/smtp', { token: onda, body: smtpValues() });
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe('configuration.saved');
    expect(saved.body.data).toMatchObject({ configured: true, values: { host: '127.0.0.1', password: MASK } });
    expect(saved.body.data.updatedBy).toBeTruthy();

    const after = await call('GET', '/settings/configuration/credentials', { token: onda });
    expect(JSON.stringify(after.body)).not.toContain(SMTP_PASSWORD);
    expect(after.body.data.smtp).toMatchObject({ configured: true, values: { user: 'mailer', password: MASK } });
  });

  it('keeps each operator’s own: another operator sees none', async () => {
    const other = await call('GET', '/settings/configuration/credentials', { token: sparkle });
    expect(other.body.data.smtp).toMatchObject({ configured: false, values: null });
  });

  it('sends a test email with the stored password when the form sends the mask back', async () => {
    const sent = smtp.mails.length;
    const tried = await call('POST', '/settings/configuration/credentials/smtp/test', {
      token: onda,
      body: { values: smtpValues({ password: MASK }), to: 'ops@onda.test', language: 'pt-PT' },
    });
    expect(tried.status).toBe(200);
    expect(tried.body.data.ok).toBe(true);
    expect(tried.body).toMatchObject({ code: 'configuration.test_mail_sent', params: { to: 'ops@onda.test' } });
    expect(smtp.mails.length).toBe(sent + 1);
    expect(smtp.mails.at(-1)?.to).toEqual(['ops@onda.test']);
  });

  it('reports a refused password and an unreachable server as answers, not errors', async () => {
    const refused = await call('POST', '/settings/configuration/credentials/smtp/test', {
      token: onda,
      body: { values: smtpValues({ password: 'wrong' }) },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data.ok).toBe(false);
    expect(refused.body.code).toBe('configuration.test_auth_refused');
    expect(refused.body.data.answer).toMatch(/535/);

    const closed = await freePort();
    const unreachable = await call('POST', '/settings/configuration/credentials/smtp/test', {
      token: onda,
      body: { values: smtpValues({ port: closed, password: MASK }) },
    });
    expect(unreachable.body.data.ok).toBe(false);
    expect(unreachable.body).toMatchObject({
      code: 'configuration.test_unreachable',
      params: { host: '127.0.0.1' },
    });
  });

  it('refuses bad values by field, and a mask when no secret is stored', async () => {
    const bad = await call('PUT', '/settings/configuration/credentials/smtp', {
      token: onda,
      body: smtpValues({ host: 'not a host', port: 70000, from: 'nobody' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errorCodes?.host?.[0]?.code).toBe('configuration.host');
    expect(bad.body.errorCodes?.port?.[0]?.code).toBe('validations.max');
    expect(bad.body.errorCodes?.from?.[0]?.code).toBe('configuration.sender');

    const masked = await call('PUT', '/settings/configuration/credentials/sms', {
      token: onda,
      body: { url: 'https://sms.example.com/send', token: MASK, from: 'ONDA' },
    });
    expect(masked.status).toBe(422);
    expect(masked.body.errorCodes?.token?.[0]?.code).toBe('validations.required');

    const plain = await call('PUT', '/settings/configuration/credentials/sms', {
      token: onda,
      body: { url: 'http://sms.example.com/send', token: 't', from: 'ONDA' },
    });
    expect(plain.body.errorCodes?.url?.[0]?.code).toBe('configuration.https');
  });

  it('checks a Firebase key before asking Google for a token (unreachable here)', async () => {
    const bad = await call('POST', '/settings/configuration/credentials/firebase/test', {
      token: onda,
      body: {
        values: {
          projectId: 'onda-push',
          clientEmail: 'push@onda-push.iam.gserviceaccount.com',
          privateKey: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
        },
      },
    });
    expect(bad.body).toMatchObject({ code: 'configuration.test_key_invalid', data: { ok: false } });

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const saved = await call('PUT', '/settings/configuration/credentials/firebase', {
      token: onda,
      body: { projectId: 'onda-push', clientEmail: 'push@onda-push.iam.gserviceaccount.com', privateKey: pem },
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('PRIVATE KEY');
    const tried = await call('POST', '/settings/configuration/credentials/firebase/test', {
      token: onda,
      body: {
        values: { projectId: 'onda-push', clientEmail: 'push@onda-push.iam.gserviceaccount.com', privateKey: MASK },
      },
    });
    expect(tried.body.data.ok).toBe(false);
    expect(['configuration.test_unreachable', 'configuration.test_timeout']).toContain(tried.body.code);
  }, 30_000);

  it('sends the operator’s own mail through its SMTP server (the deployment has none)', async () => {
    const sent = smtp.mails.length;
    const client = await call('POST', '/auth/client-login', {
      body: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
    });
    if (!server) throw new Error('no server');
    const asked = await fetch(`${server.url}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Token': String(client.body.data.clientToken) },
      body: JSON.stringify({ channel: 'email', username: 'admin@onda.test' }),
    });
    expect(asked.status).toBe(200);
    const deadline = Date.now() + 15_000;
    while (smtp.mails.length === sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails.at(-1)?.to).toEqual(['admin@onda.test']);
    expect(smtp.mails.at(-1)?.raw).toContain('From: Onda <no-reply@onda.test>');
  });

  it('refuses an internal address where the deployment does not allow it (the suite’s shared server)', async () => {
    const token = (await sharedSignIn('admin@lotus.test')).accessToken;
    for (const host of ['127.0.0.1', '169.254.169.254', 'localhost']) {
      const refused = await sharedCall('PUT', '/settings/configuration/credentials/smtp', {
        token,
        body: smtpValues({ host }),
      });
      expect(refused.status, host).toBe(422);
      expect(refused.body.errorCodes?.host?.[0]?.code, host).toBe('configuration.internal_host');
    }
    const tried = await sharedCall('POST', '/settings/configuration/credentials/sms/test', {
      token,
      body: { values: { url: 'https://10.0.0.8/send', token: 't', from: 'LOTUS' }, to: '+351912345678' },
    });
    expect(tried.status).toBe(422);
    expect(tried.body.errorCodes?.url?.[0]?.code).toBe('configuration.internal_host');
  });

  it('removes an integration, and says when there is none', async () => {
    const saved = await call('PUT', '/settings/configuration/credentials/sms', {
      token: onda,
      body: { url: 'https://sms.example.com/send', token: 'sms-token', from: 'ONDA' },
    });
    expect(saved.status).toBe(200);
    const removed = await call('DELETE', '/settings/configuration/credentials/sms', { token: onda });
    expect(removed.status).toBe(200);
    const after = await call('GET', '/settings/configuration/credentials', { token: onda });
    expect(after.body.data.sms).toMatchObject({ configured: false });
    const again = await call('DELETE', '/settings/configuration/credentials/sms', { token: onda });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('configuration.not_configured');
  });

  it('never writes a secret in a log line', () => {
    const log = output.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(SMTP_PASSWORD);
    expect(log).not.toContain('BEGIN PRIVATE KEY');
  });

  it('refuses to start with the wrong key, and re-seals everything with a new key', async () => {
    await server?.stop();
    server = undefined;
    await expect(start(KEY_2)).rejects.toThrow(/exited during start-up/);
    expect(output.join('')).toMatch(/sealed with key [0-9a-f]{16} but SECRETS_KEY is key [0-9a-f]{16}/);

    const rotated = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/credentials.ts', 'rotate'],
      {
        env: { ...process.env, ...database.env, SECRETS_KEY: KEY_2, SECRETS_KEY_PREVIOUS: KEY_1, LOG_LEVEL: 'warn' },
      },
    );
    expect(rotated.stdout).toMatch(/^2 credentials re-sealed/m);

    server = await start(KEY_2);
    onda = await signIn('admin@onda.test');
    const tried = await call('POST', '/settings/configuration/credentials/smtp/test', {
      token: onda,
      body: { values: smtpValues({ password: MASK }), to: 'ops@onda.test' },
    });
    expect(tried.body.data.ok).toBe(true);
  }, 240_000);
});
