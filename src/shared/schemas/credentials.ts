import * as v from 'valibot';
import { LOCALES } from '../locales';

/**
 * Settings → Configuration → Integrations (issue 68): an operator's SMTP server, Firebase service account (server
 * pushes) and SMS provider. The server seals them (AES-256-GCM) and never sends a secret back: a secret field reads
 * `MASK` when one is stored, and sending `MASK` back keeps the stored one. The Firebase web config and VAPID key the
 * console registers pushes with are public by design (every browser reads them) and are not among these.
 */
export const MASK = '••••••••';

export const CREDENTIAL_NAMES = ['smtp', 'firebase', 'sms'] as const;
export type CredentialName = (typeof CREDENTIAL_NAMES)[number];

/** The fields of each integration that are secrets: masked in every answer, sealed at rest. */
export const SECRET_FIELDS = { smtp: ['password'], firebase: ['privateKey'], sms: ['token'] } as const satisfies Record<
  CredentialName,
  readonly string[]
>;

const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('validations.required'), v.maxLength(max));
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const SENDER = /^(?:[^<>]{1,100} <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

export const SmtpCredentialSchema = v.object({
  host: v.pipe(required(253), v.regex(HOST, 'configuration.host')),
  port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
  /** `tls`: TLS from the first byte (465); `starttls`: upgraded after the greeting (587); `none`: neither. */
  security: v.picklist(['tls', 'starttls', 'none']),
  user: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  password: v.pipe(v.string(), v.maxLength(500)),
  from: v.pipe(required(200), v.regex(SENDER, 'configuration.sender')),
});

export const FirebaseCredentialSchema = v.object({
  projectId: v.pipe(required(100), v.regex(/^[a-z0-9-]{4,40}$/, 'configuration.project_id')),
  clientEmail: v.pipe(required(254), v.email()),
  /** The PEM private key of the service account (`private_key` in its JSON file). */
  privateKey: v.pipe(
    v.string(),
    v.maxLength(4000),
    v.check(
      (s) => s === MASK || /-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----/.test(s),
      'configuration.private_key',
    ),
  ),
});

export const SmsCredentialSchema = v.object({
  /** The provider's HTTPS endpoint that takes `{ to, from, text }` as JSON with the token as a bearer. */
  url: v.pipe(required(500), v.url(), v.startsWith('https://', 'configuration.https')),
  token: v.pipe(v.string(), v.nonEmpty('validations.required'), v.maxLength(500)),
  /** The sender: a phone number in international format or an alphanumeric sender id. */
  from: v.pipe(required(20), v.regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9]{3,11})$/, 'configuration.sms_sender')),
});

export const CREDENTIAL_SCHEMAS = {
  smtp: SmtpCredentialSchema,
  firebase: FirebaseCredentialSchema,
  sms: SmsCredentialSchema,
} as const;

export type SmtpCredential = v.InferOutput<typeof SmtpCredentialSchema>;
export type FirebaseCredential = v.InferOutput<typeof FirebaseCredentialSchema>;
export type SmsCredential = v.InferOutput<typeof SmsCredentialSchema>;

/** A stored integration as the console sees it: its values with every secret as `MASK`. */
const stored = <S extends v.GenericSchema>(values: S) =>
  v.object({
    name: v.picklist(CREDENTIAL_NAMES),
    configured: v.boolean(),
    updatedAt: v.nullable(v.string()),
    updatedBy: v.nullable(v.string()),
    values: v.nullable(values),
  });

export const CredentialsSchema = v.object({
  smtp: stored(SmtpCredentialSchema),
  firebase: stored(FirebaseCredentialSchema),
  sms: stored(SmsCredentialSchema),
});
export type Credentials = v.InferOutput<typeof CredentialsSchema>;

/** "Send a test": the values of the form (a secret as `MASK` = the stored one) and whom to send it to. */
export const CredentialTestSchema = <S extends v.GenericSchema>(values: S) =>
  v.object({
    values,
    /** An email address (SMTP), a phone number (SMS); none for Firebase (it asks for an access token). */
    to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
    /** The language the test email or SMS is worded in (the reader's). */
    language: v.optional(v.picklist(LOCALES), 'en-US'),
  });

export const CredentialTestResultSchema = v.object({
  ok: v.boolean(),
  /** What happened, as a message code (also the answer's own `code`), for the reader's language. */
  code: v.string(),
  params: v.record(v.string(), v.union([v.string(), v.number()])),
  /** The provider's own answer, as it came (a status line, an SMTP reply), when it gave one. */
  answer: v.nullable(v.string()),
});
export type CredentialTestResult = v.InferOutput<typeof CredentialTestResultSchema>;
