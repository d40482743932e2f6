import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the password it hashed and rejects another', async () => {
    const hash = await hashPassword('Demo@12345');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('Demo@12345', hash)).toBe(true);
    expect(await verifyPassword('demo@12345', hash)).toBe(false);
  });

  it('salts every hash so equal passwords give different hashes', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
