import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Credentials at rest (issue 68): AES-256-GCM with a 32-byte key from the environment (`SECRETS_KEY`, base64).
 * A sealed value is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts): the version says how to open it, the
 * key id (the first 8 bytes of the key's SHA-256, hex) which key sealed it, so that a wrong key is named at
 * start-up instead of failing on the first email, and a rotation knows what is left to re-seal. The operator and
 * the credential's name are the additional data: a value copied to another operator's row does not open.
 */
export type SealingKey = { id: string; key: Buffer };

const VERSION = 'v1';

export function sealingKey(base64: string): SealingKey {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

/** A new random key in the form `SECRETS_KEY` takes. */
export const newSealingKey = () => randomBytes(32).toString('base64');

export function seal(key: SealingKey, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [VERSION, key.id, ...parts].join('.');
}

/** The key id a sealed value names; null when the value is not one. */
export function sealedKeyId(sealed: string): string | null {
  const [version, id] = sealed.split('.');
  return version === VERSION && id ? id : null;
}

/** Opens a value sealed by `seal` with the same key and context; throws when the key, context or bytes differ. */
export function unseal(key: SealingKey, sealed: string, context: string): string {
  const [version, id, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  if (id !== key.id) throw new Error(`sealed with key ${id}, not with key ${key.id}`);
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
