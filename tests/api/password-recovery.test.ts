import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type ServerProcess, startServerProcess } from '../setup/server-process';
import { startSmtpSink } from '../setup/smtp-sink';
import { PAYLOADS } from '../security/payloads';

/**
 * Password recovery (issue 19) against real server processes: one sends mail to a real SMTP server this test
 * starts (`smtp-server`), the other has no SMTP (mail and SMS are logged to a file) and codes that live 2 s.
 * Each test calls from its own IP (X-Forwarded-For, TRUST_PROXY) so the per-IP limit is its own.
 */

type Reply = { status: number; headers: Headers; body: Record<string, unknown> & { data: unknown } };

const PASSWORD = 'Demo@12345';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let main: ServerProcess;
let short: ServerProcess;
const drops: Array<() => Promise<void>> = [];
const mainLog = join(tmpdir(), `mpa-outbox-${process.pid}-${Date.now()}-main.jsonl`);
const shortLog = join(tmpdir(), `mpa-outbox-${process.pid}-${Date.now()}-short.jsonl`);

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL);
  drops.push(database.drop);
  return startServerProcess({
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    ...database.env,
    SEED_BOOKINGS: '50',
    STATIC_DIR: './.no-static',
    TRUST_PROXY: 'true',
    LOGIN_MAX_PER_IP: '1000',
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_SECONDS: '1',
    RECOVERY_MAX_PER_ACCOUNT: '3',
    RECOVERY_MAX_PER_IP: '10',
    ...env,
  });
}

beforeAll(async () => {
  sink = await startSmtpSink();
  writeFileSync(mainLog, '');
  writeFileSync(shortLog, '');
  [main, short] = await Promise.all([
    server({ SMTP_URL: sink.url, MAIL_FROM: 'Console <no-reply@console.test>', OUTBOX_LOG: mainLog }),
    server({ OTP_TTL_SECONDS: '2', OUTBOX_LOG: shortLog }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([main?.stop(), short?.stop()]);
  await sink?.close();
  for (const drop of drops) await drop();
  rmSync(mainLog, { force: true });
  rmSync(shortLog, { force: true });
});

let ipCounter = 10;
/** A fresh client address (the per-IP limit counts each apart). */
const newIp = () => `203.0.113.${ipCounter++}`;

async function call(
  base: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.ip) headers['X-Forwarded-For'] = options.ip;
  const response = await fetch(`${base.url}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Reply['body'] };
}

async function clientToken(base: ServerProcess): Promise<string> {
  const r = await call(base, 'POST', '/auth/client-login', {
    body: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
  });
  return (r.body.data as { clientToken: string }).clientToken;
}

/** A recovery call with a client token, from `ip`. */
async function recovery(
  base: ServerProcess,
  step: 'forgot-password' | 'verify-otp' | 'reset-password',
  body: unknown,
  ip: string,
  headers: Record<string, string> = {},
) {
  return call(base, 'POST', `/auth/${step}`, {
    body,
    ip,
    headers: { 'X-Client-Token': await clientToken(base), ...headers },
  });
}

async function login(base: ServerProcess, username: string, password = PASSWORD) {
  return call(base, 'POST', '/auth/login', {
    body: { username, password },
    headers: { 'X-Client-Token': await clientToken(base) },
  });
}

const codeIn = (text: string) => /\b(\d{4})\b/.exec(text)?.[1] as string;

/** The code of the next mail to `to` that arrives after `after`. */
async function mailedCode(to: string, after: number) {
  const mail = await sink.next((m) => m.to.includes(to) && m.at >= after && /\b\d{4}\b/.test(m.text));
  return { mail, code: codeIn(mail.text) };
}

/** The newest line of a log-only outbox file for `to`, waiting for it to be written. */
async function loggedMessage(file: string, to: string, after: number) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const found = lines
      .map((l) => JSON.parse(l) as { to: string; text: string; subject: string; channel: string; at: string })
      .filter((m) => m.to === to && Date.parse(m.at) >= after)
      .pop();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing logged for ${to}`);
}

describe('password recovery by email', () => {
  it('mails a code in the console language, gives a one-time reset token, sets the password and ends every session', async () => {
    const ip = newIp();
    const before = await login(main, 'admin@onda.test');
    expect(before.status).toBe(200);
    const session = before.body.data as { accessToken: string; refreshToken: string };

    const started = Date.now();
    const asked = await recovery(main, 'forgot-password', { channel: 'email', username: 'Admin@Onda.test' }, ip, {
      Cookie: 'mpa-lang=pt-PT',
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: true, code: 'auth.otp_sent', data: { expiresIn: 600, codeLength: 4 } });

    const { mail, code } = await mailedCode('admin@onda.test', started);
    expect(code).toMatch(/^\d{4}$/);
    // Onda offers pt-PT and the console asking was in it: the mail is in Portuguese.
    expect(mail.subject).toBe('O seu código de redefinição da palavra-passe');
    expect(mail.text).toContain('Onda Serviços');
    expect(mail.raw).toMatch(/^From: Console <no-reply@console.test>/m);

    const verified = await recovery(
      main,
      'verify-otp',
      { channel: 'email', username: 'admin@onda.test', otp: code },
      ip,
    );
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body.data as { resetToken: string };
    expect(resetToken.length).toBeGreaterThan(20);

    // The code is spent: a second verification is refused.
    const again = await recovery(main, 'verify-otp', { channel: 'email', username: 'admin@onda.test', otp: code }, ip);
    expect(again.status).toBe(422);
    expect(again.body.errorCodes).toEqual({ otp: [{ code: 'auth.otp_expired', params: {} }] });

    const mismatch = await recovery(
      main,
      'reset-password',
      { resetToken, password: 'NewPass123', confirmPassword: 'NewPass124' },
      ip,
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errorCodes).toEqual({ confirmPassword: [{ code: 'password_mismatch', params: {} }] });

    const resetAt = Date.now();
    const reset = await recovery(
      main,
      'reset-password',
      { resetToken, password: 'NewPass123', confirmPassword: 'NewPass123' },
      ip,
    );
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ status: true, code: 'auth.password_reset', data: { ok: true } });

    // The token is one-time.
    const reused = await recovery(
      main,
      'reset-password',
      { resetToken, password: 'OtherPass123', confirmPassword: 'OtherPass123' },
      ip,
    );
    expect(reused.status).toBe(422);
    expect(reused.body.errorCodes).toEqual({ resetToken: [{ code: 'auth.reset_token_invalid', params: {} }] });

    // Every session ended: the old access token and the old refresh token no longer work.
    expect((await call(main, 'GET', '/me', { token: session.accessToken })).status).toBe(401);
    expect((await call(main, 'POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(
      401,
    );
    expect((await login(main, 'admin@onda.test')).status).toBe(422);
    expect((await login(main, 'admin@onda.test', 'NewPass123')).status).toBe(200);

    // The owner is told, in the same language.
    const notice = await sink.next((m) => m.to.includes('admin@onda.test') && m.at >= resetAt);
    expect(notice.subject).toBe('A sua palavra-passe foi alterada');
    expect(notice.text).not.toMatch(/\b\d{4}\b/);
  });

  it('refuses a weak new password with the rules as codes', async () => {
    const reply = await recovery(
      main,
      'reset-password',
      { resetToken: 'x', password: 'short', confirmPassword: '' },
      newIp(),
    );
    expect(reply.status).toBe(422);
    const errors = reply.body.errorCodes as Record<string, { code: string }[]>;
    expect(errors.password?.[0]?.code).toBe('min_length_password');
    expect(errors.confirmPassword?.[0]?.code).toBe('validations.required');
  });

  it('takes five wrong codes, then refuses even the right one', async () => {
    const ip = newIp();
    const started = Date.now();
    await recovery(main, 'forgot-password', { channel: 'email', username: 'finance@sparkle.test' }, ip);
    const { code } = await mailedCode('finance@sparkle.test', started);
    const wrong = code === '0000' ? '0001' : '0000';
    for (const left of [4, 3, 2, 1]) {
      const reply = await recovery(
        main,
        'verify-otp',
        { channel: 'email', username: 'finance@sparkle.test', otp: wrong },
        ip,
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errorCodes).toEqual({ otp: [{ code: 'auth.otp_invalid', params: { left } }] });
    }
    const fifth = await recovery(
      main,
      'verify-otp',
      { channel: 'email', username: 'finance@sparkle.test', otp: wrong },
      ip,
    );
    expect(fifth.body.errorCodes).toEqual({ otp: [{ code: 'auth.otp_attempts', params: {} }] });
    const right = await recovery(
      main,
      'verify-otp',
      { channel: 'email', username: 'finance@sparkle.test', otp: code },
      ip,
    );
    expect(right.status).toBe(422);
    expect(right.body.errorCodes).toEqual({ otp: [{ code: 'auth.otp_attempts', params: {} }] });
  });

  it('delivers through SMTP again after the server refused it (retries with backoff)', async () => {
    const ip = newIp();
    sink.state.failing = true;
    sink.state.refused = 0;
    const started = Date.now();
    await recovery(main, 'forgot-password', { channel: 'email', username: 'admin@demo.test' }, ip);
    const until = Date.now() + 15_000;
    while (sink.state.refused < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(sink.state.refused).toBeGreaterThanOrEqual(2);
    sink.state.failing = false;
    const { code } = await mailedCode('admin@demo.test', started);
    const verified = await recovery(
      main,
      'verify-otp',
      { channel: 'email', username: 'admin@demo.test', otp: code },
      ip,
    );
    expect(verified.status).toBe(200);
  }, 30_000);
});

describe('no account enumeration', () => {
  it('answers an unknown account exactly like a known one, in similar time', async () => {
    const known = ['sparkle-admin', 'sparkle-ops', 'lotus-admin', 'demo-admin', 'sparkle-finance'];
    const unknown = known.map((u) => `${u}-nobody`);
    const timings = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < known.length; i++) {
      for (const [kind, username] of [
        ['known', known[i]],
        ['unknown', unknown[i]],
      ] as const) {
        const token = await clientToken(main);
        const t0 = performance.now();
        const reply = await call(main, 'POST', '/auth/forgot-password', {
          body: { channel: 'email', username },
          ip: newIp(),
          headers: { 'X-Client-Token': token },
        });
        timings[kind].push(performance.now() - t0);
        expect(reply.status).toBe(200);
        bodies.add(JSON.stringify(reply.body));
      }
    }
    expect(bodies.size).toBe(1);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    // Similar: within 40 ms or half the known median (a loaded CI machine), whichever is larger.
    const known50 = median(timings.known);
    expect(Math.abs(known50 - median(timings.unknown))).toBeLessThan(Math.max(40, known50 / 2));

    // A wrong code answers the same for both too.
    const ip = newIp();
    const a = await recovery(main, 'verify-otp', { channel: 'email', username: known[0], otp: '9999' }, ip);
    const b = await recovery(main, 'verify-otp', { channel: 'email', username: unknown[0], otp: '9999' }, ip);
    // (a 1-in-10,000 chance that 9999 is the known account's code)
    expect(a.status).toBe(422);
    expect(b.body).toEqual(a.body);
  });
});

describe('rate limits', () => {
  it('limits codes per account, known or not, with 429 and Retry-After', async () => {
    for (const username of ['admin@sparkle.test', 'ghost@sparkle.test']) {
      for (let i = 0; i < 3; i++) {
        const ok = await recovery(main, 'forgot-password', { channel: 'email', username }, newIp());
        expect(ok.status).toBe(200);
      }
      const limited = await recovery(
        main,
        'forgot-password',
        { channel: 'email', username: username.toUpperCase() },
        newIp(),
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.code).toBe('request.rate_limited');
    }
  });

  it('limits recovery calls per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const ok = await recovery(
        main,
        'forgot-password',
        { channel: 'email', username: `someone${i}@nowhere.test` },
        ip,
      );
      expect(ok.status).toBe(200);
    }
    const limited = await recovery(
      main,
      'verify-otp',
      { channel: 'email', username: 'x@nowhere.test', otp: '1234' },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('password recovery by phone', () => {
  it('checks the number for its country and sends the code by SMS (log-only sender)', async () => {
    const ip = newIp();
    const invalid = await recovery(
      main,
      'forgot-password',
      { channel: 'phone', countryCode: '+91', phone: '12345' },
      ip,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errorCodes).toEqual({ phone: [{ code: 'invalid_phone', params: {} }] });

    const signedIn = await login(main, 'admin@lotus.test');
    const me = await call(main, 'GET', '/me', { token: (signedIn.body.data as { accessToken: string }).accessToken });
    const user = (me.body.data as { user: { countryCode: string; phoneNumber: string } }).user;
    const started = Date.now();
    const asked = await recovery(
      main,
      'forgot-password',
      { channel: 'phone', countryCode: user.countryCode, phone: user.phoneNumber },
      ip,
    );
    expect(asked.status).toBe(200);
    const sms = (await import('../../src/shared/phone')).formatPhone(user.countryCode, user.phoneNumber) as string;
    const message = await loggedMessage(mainLog, sms, started);
    expect(message.channel).toBe('sms');
    const code = codeIn(message.text);
    const verified = await recovery(
      main,
      'verify-otp',
      { channel: 'phone', countryCode: user.countryCode, phone: user.phoneNumber, otp: code },
      ip,
    );
    expect(verified.status).toBe(200);
  });
});

describe('code expiry', () => {
  it('refuses a code after its time (2 s on this server) and logs mail without SMTP', async () => {
    const ip = newIp();
    const started = Date.now();
    const asked = await recovery(short, 'forgot-password', { channel: 'email', username: 'admin@lotus.test' }, ip);
    expect(asked.body.data).toEqual({ expiresIn: 2, codeLength: 4 });
    const mail = await loggedMessage(shortLog, 'admin@lotus.test', started);
    expect(mail.channel).toBe('email');
    const code = codeIn(mail.text);
    await new Promise((r) => setTimeout(r, 2200));
    const late = await recovery(short, 'verify-otp', { channel: 'email', username: 'admin@lotus.test', otp: code }, ip);
    expect(late.status).toBe(422);
    expect(late.body.errorCodes).toEqual({ otp: [{ code: 'auth.otp_expired', params: {} }] });
  });
});

describe('hostile input', () => {
  // The security matrix reads bodies from OpenAPI, where these are one-of-two shapes (email or phone):
  // every field of each shape gets every hostile value here.
  const valid = {
    'forgot-password': [
      { channel: 'email', username: 'ghost@nowhere.test' },
      { channel: 'phone', countryCode: '+91', phone: '9876543210' },
    ],
    'verify-otp': [
      { channel: 'email', username: 'ghost@nowhere.test', otp: '1234' },
      { channel: 'phone', countryCode: '+91', phone: '9876543210', otp: '1234' },
    ],
    'reset-password': [{ resetToken: 'unknown-token', password: 'NewPass123', confirmPassword: 'NewPass123' }],
  } as const;

  it('refuses hostile values in every field with a 4xx envelope (a text username is answered like any unknown one), never a 5xx', async () => {
    const token = await clientToken(main);
    const failures: string[] = [];
    for (const [step, shapes] of Object.entries(valid)) {
      for (const shape of shapes) {
        for (const field of Object.keys(shape)) {
          for (const payload of PAYLOADS.filter((p) => p.omit || 'json' in p)) {
            const body: Record<string, unknown> = { ...shape };
            if (payload.omit) delete body[field];
            else body[field] = payload.json;
            const reply = await call(main, 'POST', `/auth/${step}`, {
              body,
              ip: newIp(),
              headers: { 'X-Client-Token': token },
            });
            // Free text (an email or username, like sign-in's) may be any text: an unknown one is answered
            // like every other request. Anything else must be refused.
            const freeText = field === 'username' && typeof payload.json === 'string' && payload.json.trim() !== '';
            const refused = reply.status >= 400 && reply.status < 500 && reply.body.status === false;
            const ok = freeText ? reply.status === 200 || refused : refused;
            if (!ok) failures.push(`${step} ${field} ${payload.label}: ${reply.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
