import { describe, expect, it } from 'vitest';
import { publicAddress } from './public-host';

describe('publicAddress', () => {
  it('refuses loopback, private, link-local and mapped internal addresses', async () => {
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'localhost',
    ])
      expect(await publicAddress(host, false), host).toBeNull();
  });

  it('takes a public address, and an internal one when the deployment allows it', async () => {
    expect(await publicAddress('93.184.216.34', false)).toBe('93.184.216.34');
    expect(await publicAddress('2001:db8::1', false)).toBe('2001:db8::1');
    expect(await publicAddress('127.0.0.1', true)).toBe('127.0.0.1');
  });
});
