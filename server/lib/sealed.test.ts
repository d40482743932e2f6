import { describe, expect, it } from 'vitest';
import { newSealingKey, seal, sealedKeyId, sealingKey, unseal } from './sealed';

describe('sealed credentials', () => {
  const key = sealingKey(newSealingKey());

  it('opens what it sealed, and never shows the plain text in the sealed form', () => {
    const sealed = seal(key, 'smtp-password-123', 'op-1/smtp');
    expect(sealed.startsWith(`v1.${key.id}.`)).toBe(true);
    expect(sealed).not.toContain('smtp-password');
    expect(unseal(key, sealed, 'op-1/smtp')).toBe('smtp-password-123');
    expect(sealedKeyId(sealed)).toBe(key.id);
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    expect(seal(key, 'x', 'c')).not.toBe(seal(key, 'x', 'c'));
  });

  it('refuses another key, another context (operator or name) and altered bytes', () => {
    const sealed = seal(key, 'secret', 'op-1/smtp');
    const other = sealingKey(newSealingKey());
    expect(() => unseal(other, sealed, 'op-1/smtp')).toThrow(/sealed with key/);
    expect(() => unseal(key, sealed, 'op-2/smtp')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => unseal(key, parts.join('.'), 'op-1/smtp')).toThrow();
  });

  it('takes only a 32-byte key', () => {
    expect(() => sealingKey(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
    expect(sealedKeyId('plain text')).toBeNull();
  });
});
