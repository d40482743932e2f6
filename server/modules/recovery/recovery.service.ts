import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { admins, deviceTokens, operators, passwordRecoveries, refreshTokens } from '../../db/schema';
import { fieldError, type HttpError, httpError, unprocessable } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { ensureSecret } from '../../lib/secrets';
import { DEFAULT_LOCALE, isLocale } from '../../../src/shared/locales';
import { formatPhone, phoneParts } from '../../../src/shared/phone';
import { OTP_LENGTH } from '../../../src/shared/schemas/password-recovery';
import type { NewMessage } from '../outbox/outbox.service';

/** Wrong codes a request takes before it is spent (issue 19). */
export const MAX_OTP_ATTEMPTS = 5;

type Identifier = { channel: 'email'; username: string } | { channel: 'phone'; countryCode: string; phone: string };

/**
 * What identifies the account asked for, normalised: the lower-cased email or username, or the dial code and
 * national number of a phone (`+91 98450-12345` and `9845012345` with `+91` are the same key). Also the key of
 * the per-account rate limit, so an unknown identifier is limited exactly like a known one.
 */
export function accountKey(id: Identifier): string {
  if (id.channel === 'email') return `email:${id.username.trim().toLowerCase()}`;
  const parts = phoneParts(id.countryCode, id.phone);
  return `phone:${parts?.countryCode ?? id.countryCode}:${parts?.phoneNumber ?? id.phone.replace(/\D/g, '')}`;
}

function tooMany(seconds: number): HttpError {
  return httpError(429, 'request.rate_limited', { seconds }, { 'Retry-After': String(seconds) });
}

/** Per IP on every recovery call, and per account on asking for a code; 429 with Retry-After past either. */
async function throttle(deps: Deps, ip: string, account?: string) {
  const ipWait = await deps.limits.recoveryIp.retryAfter(ip);
  if (ipWait > 0) throw tooMany(ipWait);
  if (account !== undefined) {
    const accountWait = await deps.limits.recoveryAccount.retryAfter(account);
    if (accountWait > 0) throw tooMany(accountWait);
    await deps.limits.recoveryAccount.hit(account);
  }
  await deps.limits.recoveryIp.hit(ip);
}

/** The key codes are hashed with (HMAC): a 4-digit code's plain SHA-256 would be reversed by trying 10,000. */
const keys = new WeakMap<object, Promise<Buffer>>();
function otpKey(deps: Deps): Promise<Buffer> {
  let key = keys.get(deps.database);
  if (!key) {
    key = ensureSecret(deps.database.db, 'password-recovery-key').then((s) => Buffer.from(s, 'utf8'));
    keys.set(deps.database, key);
  }
  return key;
}

const otpHash = (key: Buffer, requestId: string, code: string) =>
  createHmac('sha256', key).update(`${requestId}:${code}`).digest('base64url');
const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Account = {
  id: string;
  email: string;
  firstName: string;
  operatorId: string;
  countryCode: string | null;
  phoneNumber: string | null;
};

const accountColumns = {
  id: admins.id,
  email: admins.email,
  firstName: admins.firstName,
  operatorId: admins.operatorId,
  countryCode: admins.countryCode,
  phoneNumber: admins.phoneNumber,
};

/** The active accounts the identifier names: one by email or username; every one with the phone number. */
async function findAccounts(db: Db, id: Identifier): Promise<Account[]> {
  if (id.channel === 'email') {
    const account = id.username.trim().toLowerCase();
    return db
      .select(accountColumns)
      .from(admins)
      .where(
        and(
          or(sql`lower(${admins.email}) = ${account}`, sql`lower(${admins.username}) = ${account}`),
          eq(admins.isActive, true),
        ),
      )
      .limit(1);
  }
  const parts = phoneParts(id.countryCode, id.phone);
  if (!parts) return [];
  return db
    .select(accountColumns)
    .from(admins)
    .where(
      and(
        eq(admins.countryCode, parts.countryCode),
        sql`regexp_replace(${admins.phoneNumber}, '[^0-9]', '', 'g') = ${parts.phoneNumber}`,
        eq(admins.isActive, true),
      ),
    )
    .limit(2);
}

/** The recipient's language: the one the console asking is in, if the operator offers it, else its first. */
async function languageFor(db: Db, operatorId: string, asked: string | undefined) {
  const [operator] = await db
    .select({ name: operators.name, languages: operators.languages })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  const offered = operator?.languages ?? [];
  const language =
    asked && isLocale(asked) && offered.includes(asked) ? asked : (offered.find(isLocale) ?? DEFAULT_LOCALE);
  return { language, operatorName: operator?.name ?? '' };
}

/**
 * POST /auth/forgot-password. Every request makes a row and answers the same: with an account, its code goes
 * out through the outbox (email to the account's address, or SMS to the phone); without one, the row's hash
 * matches no code, so verifying it fails the same way (attempts, expiry) and nothing tells the two apart.
 * A newer request replaces the identifier's earlier ones.
 */
export async function requestCode(
  deps: Deps,
  body: Identifier,
  ip: string,
  askedLanguage: string | undefined,
): Promise<{ expiresIn: number; codeLength: number }> {
  const key = accountKey(body);
  await throttle(deps, ip, key);
  const { db } = deps.database;
  const hmacKey = await otpKey(deps);
  const found = await findAccounts(db, body);
  // A phone number several accounts share cannot say whose password to reset: its owner is told by SMS.
  const account = found.length === 1 ? found[0] : undefined;
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const ttl = deps.env.otpTtlSeconds;
  const now = Date.now();
  const context = found[0] ? await languageFor(db, found[0].operatorId, askedLanguage) : undefined;
  const language = context?.language ?? (isLocale(askedLanguage) ? askedLanguage : DEFAULT_LOCALE);

  await db.transaction(async (tx) => {
    await tx
      .update(passwordRecoveries)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(passwordRecoveries.accountKey, key), isNull(passwordRecoveries.consumedAt)));
    await tx.insert(passwordRecoveries).values({
      id,
      accountKey: key,
      adminId: account?.id ?? null,
      channel: body.channel,
      // No account: the hash of a value no code can be, so no code matches.
      otpHash: otpHash(hmacKey, id, account ? code : randomBytes(16).toString('hex')),
      expiresAt: new Date(now + ttl * 1000),
      language,
    });
    const minutes = Math.round(ttl / 60);
    const messages: NewMessage[] = [];
    if (account && body.channel === 'email') {
      messages.push({
        operatorId: account.operatorId,
        channel: 'email',
        to: account.email,
        language,
        secret: true,
        template: 'mail.password_otp',
        params: { operator: context?.operatorName ?? '', code, minutes },
      });
    } else if (found.length > 0 && body.channel === 'phone') {
      const to = formatPhone(body.countryCode, body.phone) ?? `${body.countryCode} ${body.phone}`;
      messages.push(
        account
          ? {
              operatorId: account.operatorId,
              channel: 'sms',
              to,
              language,
              secret: true,
              template: 'mail.password_otp_sms',
              params: { operator: context?.operatorName ?? '', code, minutes },
            }
          : {
              channel: 'sms',
              to,
              language,
              template: 'mail.password_phone_ambiguous_sms',
              params: { operator: context?.operatorName ?? '' },
            },
      );
    }
    await deps.outbox.send(messages, tx as unknown as Db);
  });
  deps.outbox.worker.kick();
  return { expiresIn: ttl, codeLength: OTP_LENGTH };
}

const otpError = (code: 'auth.otp_invalid' | 'auth.otp_expired' | 'auth.otp_attempts', left?: number) =>
  unprocessable({ otp: fieldError(code, left === undefined ? {} : { left }) });

/**
 * POST /auth/verify-otp: the identifier's latest open request; a wrong code spends one of its five attempts
 * (counted in the database, atomically), the right one spends the request and answers a one-time reset token.
 */
export async function verifyCode(
  deps: Deps,
  body: Identifier & { otp: string },
  ip: string,
): Promise<{ resetToken: string; expiresIn: number }> {
  await throttle(deps, ip);
  const { db } = deps.database;
  const hmacKey = await otpKey(deps);
  const key = accountKey(body);
  const [request] = await db
    .select()
    .from(passwordRecoveries)
    .where(and(eq(passwordRecoveries.accountKey, key), isNull(passwordRecoveries.consumedAt)))
    .orderBy(desc(passwordRecoveries.createdAt))
    .limit(1);
  if (!request || request.expiresAt.getTime() <= Date.now()) throw otpError('auth.otp_expired');
  if (request.attempts >= MAX_OTP_ATTEMPTS) throw otpError('auth.otp_attempts');

  const right = sameHash(otpHash(hmacKey, request.id, body.otp), request.otpHash) && request.adminId !== null;
  if (!right) {
    const [counted] = await db
      .update(passwordRecoveries)
      .set({ attempts: sql`${passwordRecoveries.attempts} + 1` })
      .where(and(eq(passwordRecoveries.id, request.id), isNull(passwordRecoveries.consumedAt)))
      .returning({ attempts: passwordRecoveries.attempts });
    const left = MAX_OTP_ATTEMPTS - (counted?.attempts ?? MAX_OTP_ATTEMPTS);
    throw left > 0 ? otpError('auth.otp_invalid', left) : otpError('auth.otp_attempts');
  }
  const resetToken = randomBytes(32).toString('base64url');
  const ttl = deps.env.otpTtlSeconds;
  // Spend the request atomically: of two verifications with the same code, one wins.
  const spent = await db
    .update(passwordRecoveries)
    .set({
      consumedAt: new Date(),
      resetTokenHash: sha256(resetToken),
      resetExpiresAt: new Date(Date.now() + ttl * 1000),
    })
    .where(
      and(
        eq(passwordRecoveries.id, request.id),
        isNull(passwordRecoveries.consumedAt),
        sql`${passwordRecoveries.attempts} < ${MAX_OTP_ATTEMPTS}`,
      ),
    )
    .returning({ id: passwordRecoveries.id });
  if (spent.length === 0) throw otpError('auth.otp_expired');
  return { resetToken, expiresIn: ttl };
}

/**
 * POST /auth/reset-password: sets the password once per reset token, ends every session of the account
 * (refresh families revoked, so its access tokens stop working on the next request too) and detaches its
 * devices, then tells the owner by email. Answers the session families that ended (the live streams close).
 */
export async function resetPassword(
  deps: Deps,
  body: { resetToken: string; password: string },
  ip: string,
): Promise<string[]> {
  await throttle(deps, ip);
  const { db } = deps.database;
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const families = await db.transaction(async (tx) => {
    const [request] = await tx
      .update(passwordRecoveries)
      .set({ resetUsedAt: now })
      .where(
        and(
          eq(passwordRecoveries.resetTokenHash, sha256(body.resetToken)),
          isNull(passwordRecoveries.resetUsedAt),
          sql`${passwordRecoveries.resetExpiresAt} > ${now.toISOString()}`,
        ),
      )
      .returning({ adminId: passwordRecoveries.adminId, language: passwordRecoveries.language });
    if (!request?.adminId) throw unprocessable({ resetToken: fieldError('auth.reset_token_invalid') });
    const [account] = await tx
      .update(admins)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(admins.id, request.adminId), eq(admins.isActive, true)))
      .returning({ id: admins.id, email: admins.email, firstName: admins.firstName, operatorId: admins.operatorId });
    if (!account) throw unprocessable({ resetToken: fieldError('auth.reset_token_invalid') });
    const families = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.adminId, account.id), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    await tx.delete(deviceTokens).where(eq(deviceTokens.adminId, account.id));
    // Codes asked for this account meanwhile are void too.
    await tx
      .update(passwordRecoveries)
      .set({ consumedAt: now })
      .where(and(eq(passwordRecoveries.adminId, account.id), isNull(passwordRecoveries.consumedAt)));
    const { language, operatorName } = await languageFor(tx as unknown as Db, account.operatorId, request.language);
    await deps.outbox.send(
      [
        {
          operatorId: account.operatorId,
          channel: 'email',
          to: account.email,
          language,
          template: 'mail.password_changed',
          params: { name: account.firstName, operator: operatorName },
        },
      ],
      tx as unknown as Db,
    );
    return [...new Set(families.map((f) => f.familyId))];
  });
  // The notice is committed now: send it without waiting for the next poll.
  deps.outbox.worker.kick();
  return families;
}
