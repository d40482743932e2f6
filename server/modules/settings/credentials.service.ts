import { and, eq, ne } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MessageCode } from '../../../src/shared/messages';
import {
  type CredentialName,
  type Credentials,
  type CredentialTestResult,
  type FirebaseCredential,
  MASK,
  SECRET_FIELDS,
  type SmsCredential,
  type SmtpCredential,
} from '../../../src/shared/schemas/credentials';
import type { Db } from '../../db/client';
import { admins, operatorCredentials, operators } from '../../db/schema';
import type { Env } from '../../env';
import { fieldError, notFound, unprocessable } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { publicAddress } from '../../lib/public-host';
import { newSealingKey, type SealingKey, seal, sealingKey, unseal } from '../../lib/sealed';
import { ensureSecret } from '../../lib/secrets';
import { renderMessage } from '../outbox/templates';
import type { Transport } from '../outbox/transports';
import { fcmPushSender, type MulticastMessaging, type PushSender } from '../push/push.sender';

type ValuesOf = { smtp: SmtpCredential; firebase: FirebaseCredential; sms: SmsCredential };

/** What the credentials need: the database, the sealing key, and whether internal addresses are allowed. */
export type Sealed = { db: Db; key: SealingKey; allowInternal: boolean };

/** The host an integration connects to (SMTP server, SMS provider). */
const hostOf = (name: CredentialName, values: Record<string, unknown>) =>
  name === 'smtp' ? String(values.host) : name === 'sms' ? new URL(String(values.url)).hostname : null;

/** A 422 when the integration points at an internal address the deployment does not allow; its address else. */
async function checkedAddress(
  ctx: Sealed,
  name: CredentialName,
  values: Record<string, unknown>,
): Promise<string | null> {
  const host = hostOf(name, values);
  if (host === null) return null;
  const address = await publicAddress(host.replace(/^\[|\]$/g, ''), ctx.allowInternal);
  if (address === null)
    throw unprocessable({ [name === 'smtp' ? 'host' : 'url']: fieldError('configuration.internal_host') });
  return address;
}

/** What the seal is bound to: a value copied to another operator or integration does not open. */
const context = (operatorId: string, name: CredentialName) => `${operatorId}/${name}`;

/**
 * The key of this deployment's credentials: `SECRETS_KEY`, else one kept in the database (shared by every
 * instance; a warning in production, where the key belongs outside the database it protects). Start-up fails,
 * naming both keys, when a stored credential was sealed with another key: a wrong key must not wait for the first
 * email to show.
 */
export async function credentialsKey(env: Env, db: Db, logger: Logger): Promise<SealingKey> {
  const key = sealingKey(env.secretsKey ?? (await ensureSecret(db, 'credentials-key', newSealingKey)));
  if (!env.secretsKey && env.nodeEnv === 'production') {
    logger.warn('SECRETS_KEY is not set: operators’ credentials are sealed with a key kept in the database');
  }
  const others = await db
    .selectDistinct({ keyId: operatorCredentials.keyId })
    .from(operatorCredentials)
    .where(ne(operatorCredentials.keyId, key.id));
  if (others.length > 0) {
    throw new Error(
      `Operators' credentials are sealed with key ${others.map((o) => o.keyId).join(', ')} but SECRETS_KEY is key ` +
        `${key.id}: start with the key that sealed them, or re-seal them with \`npm run credentials -- rotate\` ` +
        '(SECRETS_KEY = the new key, SECRETS_KEY_PREVIOUS = the old one).',
    );
  }
  return key;
}

/** Re-seals every stored credential sealed with `from` with `to` (one transaction); answers how many. */
export async function resealCredentials(db: Db, from: SealingKey, to: SealingKey): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(operatorCredentials).where(eq(operatorCredentials.keyId, from.id));
    for (const row of rows) {
      const plain = unseal(from, row.sealed, context(row.operatorId, row.name));
      await tx
        .update(operatorCredentials)
        .set({ sealed: seal(to, plain, context(row.operatorId, row.name)), keyId: to.id })
        .where(and(eq(operatorCredentials.operatorId, row.operatorId), eq(operatorCredentials.name, row.name)));
    }
    return rows.length;
  });
}

/** The stored values of one integration in clear (for sending), null when none is stored. */
export async function openCredential<N extends CredentialName>(
  db: Db,
  key: SealingKey,
  operatorId: string,
  name: N,
): Promise<(ValuesOf[N] & { updatedAt: Date }) | null> {
  const [row] = await db
    .select({ sealed: operatorCredentials.sealed, updatedAt: operatorCredentials.updatedAt })
    .from(operatorCredentials)
    .where(and(eq(operatorCredentials.operatorId, operatorId), eq(operatorCredentials.name, name)));
  if (!row) return null;
  return {
    ...(JSON.parse(unseal(key, row.sealed, context(operatorId, name))) as ValuesOf[N]),
    updatedAt: row.updatedAt,
  };
}

const masked = <N extends CredentialName>(name: N, values: ValuesOf[N]): ValuesOf[N] => {
  const copy: Record<string, unknown> = { ...values };
  for (const field of SECRET_FIELDS[name]) copy[field] = copy[field] ? MASK : '';
  delete copy.updatedAt;
  return copy as ValuesOf[N];
};

/** Every integration of the operator as the console sees it: values with each secret masked. */
export async function listCredentials(db: Db, key: SealingKey, operatorId: string): Promise<Credentials> {
  const rows = await db
    .select({
      name: operatorCredentials.name,
      sealed: operatorCredentials.sealed,
      updatedAt: operatorCredentials.updatedAt,
      firstName: admins.firstName,
      lastName: admins.lastName,
    })
    .from(operatorCredentials)
    .leftJoin(admins, eq(admins.id, operatorCredentials.updatedBy))
    .where(eq(operatorCredentials.operatorId, operatorId));
  const one = <N extends CredentialName>(name: N) => {
    const row = rows.find((r) => r.name === name);
    if (!row) return { name, configured: false, updatedAt: null, updatedBy: null, values: null };
    const values = JSON.parse(unseal(key, row.sealed, context(operatorId, name))) as ValuesOf[N];
    return {
      name,
      configured: true,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      values: masked(name, values),
    };
  };
  return { smtp: one('smtp'), firebase: one('firebase'), sms: one('sms') } as Credentials;
}

/**
 * The values to use: each secret sent back as `MASK` is the stored one (a 422 when none is stored), every other
 * field as sent.
 */
async function withStoredSecrets<N extends CredentialName>(
  db: Db,
  key: SealingKey,
  operatorId: string,
  name: N,
  values: ValuesOf[N],
): Promise<ValuesOf[N]> {
  const secrets = SECRET_FIELDS[name] as readonly string[];
  const sent = values as Record<string, unknown>;
  if (!secrets.some((field) => sent[field] === MASK)) return values;
  const stored = (await openCredential(db, key, operatorId, name)) as Record<string, unknown> | null;
  const merged: Record<string, unknown> = { ...values };
  const missing: Record<string, ReturnType<typeof fieldError>> = {};
  for (const field of secrets) {
    if (sent[field] !== MASK) continue;
    if (stored?.[field]) merged[field] = stored[field];
    else missing[field] = fieldError('validations.required');
  }
  if (Object.keys(missing).length > 0) throw unprocessable(missing);
  return merged as ValuesOf[N];
}

export async function saveCredential<N extends CredentialName>(
  ctx: Sealed,
  operatorId: string,
  adminId: string,
  name: N,
  values: ValuesOf[N],
): Promise<Credentials[N]> {
  const { db, key } = ctx;
  const complete = await withStoredSecrets(db, key, operatorId, name, values);
  await checkedAddress(ctx, name, complete);
  const plain = JSON.stringify(complete);
  const row = {
    operatorId,
    name,
    sealed: seal(key, plain, context(operatorId, name)),
    keyId: key.id,
    updatedAt: new Date(),
    updatedBy: adminId,
  };
  await db
    .insert(operatorCredentials)
    .values(row)
    .onConflictDoUpdate({
      target: [operatorCredentials.operatorId, operatorCredentials.name],
      set: { sealed: row.sealed, keyId: row.keyId, updatedAt: row.updatedAt, updatedBy: adminId },
    });
  return (await listCredentials(db, key, operatorId))[name];
}

/** Removes one integration's credentials; a 404 when the operator has none stored. */
export async function removeCredential(db: Db, operatorId: string, name: CredentialName): Promise<void> {
  const removed = await db
    .delete(operatorCredentials)
    .where(and(eq(operatorCredentials.operatorId, operatorId), eq(operatorCredentials.name, name)))
    .returning({ name: operatorCredentials.name });
  if (removed.length === 0) throw notFound('configuration.not_configured');
}

// Transports from credentials --------------------------------------------------------------------------------

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A transporter that connects to `address` (the host's checked address) and checks TLS against the host's name. */
function smtpTransporter(c: SmtpCredential, address: string) {
  return nodemailer.createTransport({
    host: address,
    tls: { servername: c.host },
    port: c.port,
    secure: c.security === 'tls',
    requireTLS: c.security === 'starttls',
    ignoreTLS: c.security === 'none',
    ...(c.user ? { auth: { user: c.user, pass: c.password } } : {}),
    ...TIMEOUTS,
  });
}

/** Posts one SMS to the provider's HTTPS endpoint; throws with the provider's status and answer on a refusal. */
async function postSms(c: SmsCredential, to: string, text: string): Promise<string> {
  const response = await fetch(c.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to, from: c.from, text }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = `${response.status} ${(await response.text()).slice(0, 300)}`.trim();
  if (!response.ok) throw Object.assign(new Error(answer), { answer });
  return answer;
}

/**
 * The outbox's transport for an operator's message: its own SMTP server or SMS provider when it stored one, else
 * null (the deployment's). Kept per operator until the stored credential changes (a cheap look at `updated_at`
 * every 30 s), so every instance follows a change.
 */
export function operatorTransports(ctx: Sealed) {
  const { db, key } = ctx;
  const cache = new Map<string, { checkedAt: number; updatedAt: number; transport: Transport | null }>();
  return async (channel: 'email' | 'sms', operatorId: string): Promise<Transport | null> => {
    const name = channel === 'email' ? 'smtp' : 'sms';
    const id = `${operatorId}/${name}`;
    const known = cache.get(id);
    if (known && Date.now() - known.checkedAt < 30_000) return known.transport;
    const [row] = await db
      .select({ updatedAt: operatorCredentials.updatedAt })
      .from(operatorCredentials)
      .where(and(eq(operatorCredentials.operatorId, operatorId), eq(operatorCredentials.name, name)));
    const updatedAt = row?.updatedAt.getTime() ?? 0;
    if (known && known.updatedAt === updatedAt) {
      known.checkedAt = Date.now();
      return known.transport;
    }
    let transport: Transport | null = null;
    if (name === 'smtp') {
      const c = await openCredential(db, key, operatorId, 'smtp');
      if (c) {
        transport = {
          kind: 'sent',
          async send(m) {
            const transporter = smtpTransporter(c, (await checkedAddress(ctx, 'smtp', c)) ?? c.host);
            await transporter.sendMail({
              from: c.from,
              to: m.to,
              subject: m.subject,
              text: m.text,
              headers: { 'X-Outbox-Id': m.id },
            });
            transporter.close();
          },
        };
      }
    } else {
      const c = await openCredential(db, key, operatorId, 'sms');
      if (c)
        transport = {
          kind: 'sent',
          async send(m) {
            await checkedAddress(ctx, 'sms', c);
            await postSms(c, m.to, m.text);
          },
        };
    }
    cache.set(id, { checkedAt: Date.now(), updatedAt, transport });
    return transport;
  };
}

// "Send a test" ----------------------------------------------------------------------------------------------

export type TestOutcome = CredentialTestResult & { code: MessageCode };

/** A network failure as a code the reader understands; the provider's own words stay in `answer`. */
function failure(error: unknown, host: string): TestOutcome {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string; cause?: unknown };
  const answer = e.response ?? (error as { answer?: string }).answer ?? e.message ?? String(error);
  // A library may wrap the network's error in its own (nodemailer's ESOCKET, Firebase's credential error): the
  // network's code is then in its cause or its text.
  const codes = [e.code, (e.cause as { code?: string } | undefined)?.code, ...(answer.match(/\bE[A-Z_]{4,}\b/g) ?? [])];
  const has = (...names: string[]) => codes.some((c) => c !== undefined && names.includes(c));
  if (has('EAUTH') || e.responseCode === 535)
    return { ok: false, answer, code: 'configuration.test_auth_refused', params: {} };
  if (has('ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ECONNRESET'))
    return { ok: false, answer, code: 'configuration.test_unreachable', params: { host } };
  if (has('ETIMEDOUT', 'ETIMEOUT') || (error as Error).name === 'TimeoutError' || /timed? ?out/i.test(answer))
    return { ok: false, answer, code: 'configuration.test_timeout', params: { host } };
  return { ok: false, answer, code: 'configuration.test_refused', params: {} };
}

/**
 * Tries the values of a form (a secret as `MASK` = the stored one) before or after saving: an email to `to` (the
 * caller by default) through the SMTP server, an access token from Google for the Firebase account, an SMS to `to`
 * through the provider. Answers whether it worked and the provider's own answer; a failure is an answer too
 * (200), worded by its code.
 */
export async function testCredential<N extends CredentialName>(
  deps: Sealed,
  caller: { operatorId: string; adminId: string },
  name: N,
  values: ValuesOf[N],
  to: string | undefined,
  language: string,
): Promise<TestOutcome> {
  const c = await withStoredSecrets(deps.db, deps.key, caller.operatorId, name, values);
  const address = await checkedAddress(deps, name, c);
  const [who] = await deps.db
    .select({ firstName: admins.firstName, lastName: admins.lastName, email: admins.email, phone: admins.phoneNumber })
    .from(admins)
    .where(eq(admins.id, caller.adminId));
  const [operator] = await deps.db
    .select({ title: operators.title })
    .from(operators)
    .where(eq(operators.id, caller.operatorId));
  if (name === 'smtp') {
    const smtp = c as SmtpCredential;
    const recipient = to || who?.email;
    if (!recipient) throw unprocessable({ to: fieldError('validations.required') });
    const mail = renderMessage({
      template: 'mail.configuration_test',
      params: { operator: operator?.title ?? '', name: `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim() },
      language,
      subject: null,
      body: null,
    });
    const transporter = smtpTransporter(smtp, address ?? smtp.host);
    try {
      const info = await transporter.sendMail({
        from: smtp.from,
        to: recipient,
        subject: mail?.subject,
        text: mail?.text,
      });
      return {
        ok: true,
        answer: info.response ?? null,
        code: 'configuration.test_mail_sent',
        params: { to: recipient },
      };
    } catch (error) {
      return failure(error, smtp.host);
    } finally {
      transporter.close();
    }
  }
  if (name === 'sms') {
    const sms = c as SmsCredential;
    const recipient = to || who?.phone;
    if (!recipient) throw unprocessable({ to: fieldError('validations.required') });
    try {
      const text = renderMessage({
        template: 'mail.configuration_test_sms',
        params: { operator: operator?.title ?? '' },
        language,
        subject: null,
        body: null,
      });
      const answer = await postSms(sms, recipient, text?.text ?? '');
      return { ok: true, answer, code: 'configuration.test_sms_sent', params: { to: recipient } };
    } catch (error) {
      return failure(error, new URL(sms.url).host);
    }
  }
  const firebase = c as FirebaseCredential;
  try {
    const { cert } = await import('firebase-admin/app');
    const credential = cert({
      projectId: firebase.projectId,
      clientEmail: firebase.clientEmail,
      privateKey: firebase.privateKey,
    });
    await credential.getAccessToken();
    return { ok: true, answer: null, code: 'configuration.test_firebase_ok', params: {} };
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/private key|PEM|asn1|DECODER/i.test(message))
      return { ok: false, answer: message, code: 'configuration.test_key_invalid', params: {} };
    return failure(error, 'oauth2.googleapis.com');
  }
}

/**
 * The push sender of an operator that stored a Firebase service account: FCM through a firebase-admin app of its
 * own (named after the operator and the credential's version, so that a change starts a new one), else null
 * (the deployment's sender). Checked like `operatorTransports`: a cheap look at `updated_at` every 30 s.
 */
export function operatorPushSenders(ctx: Sealed, logger: Logger, publicUrl?: string) {
  const { db, key } = ctx;
  const cache = new Map<string, { checkedAt: number; updatedAt: number; sender: PushSender | null }>();
  return async (operatorId: string): Promise<PushSender | null> => {
    const known = cache.get(operatorId);
    if (known && Date.now() - known.checkedAt < 30_000) return known.sender;
    const [row] = await db
      .select({ updatedAt: operatorCredentials.updatedAt })
      .from(operatorCredentials)
      .where(and(eq(operatorCredentials.operatorId, operatorId), eq(operatorCredentials.name, 'firebase')));
    const updatedAt = row?.updatedAt.getTime() ?? 0;
    if (known && known.updatedAt === updatedAt) {
      known.checkedAt = Date.now();
      return known.sender;
    }
    const { cert, deleteApp, getApps, initializeApp } = await import('firebase-admin/app');
    for (const app of getApps().filter((a) => a.name.startsWith(`operator-push-${operatorId}-`))) await deleteApp(app);
    let sender: PushSender | null = null;
    const c = await openCredential(db, key, operatorId, 'firebase');
    if (c) {
      const { getMessaging } = await import('firebase-admin/messaging');
      const app = initializeApp(
        {
          credential: cert({ projectId: c.projectId, clientEmail: c.clientEmail, privateKey: c.privateKey }),
          projectId: c.projectId,
        },
        `operator-push-${operatorId}-${updatedAt}`,
      );
      sender = fcmPushSender(getMessaging(app) as unknown as MulticastMessaging, logger, publicUrl);
    }
    cache.set(operatorId, { checkedAt: Date.now(), updatedAt, sender });
    return sender;
  };
}
