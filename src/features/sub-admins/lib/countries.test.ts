import { describe, expect, it } from 'vitest';
import { countryOf, countryOptions } from './countries';

describe('the phone country picker', () => {
  it('offers India and the US first, then every other country by name with its dial code', () => {
    const options = countryOptions('en-US');
    expect(options.slice(0, 2)).toEqual([
      { iso: 'IN', dialCode: '+91', name: 'India' },
      { iso: 'US', dialCode: '+1', name: 'United States' },
    ]);
    const rest = options.slice(2).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(options.find((o) => o.iso === 'PT')?.dialCode).toBe('+351');
    expect(options.filter((o) => o.iso === 'IN')).toHaveLength(1);
  });

  it('names the countries in the reader’s language', () => {
    expect(countryOptions('pt-PT')[0]?.name).toBe('Índia');
  });

  it('finds a stored account’s country from its ISO code, else from its dial code (preferring the US for +1)', () => {
    expect(countryOf('ca', '+1')).toBe('CA');
    expect(countryOf(null, '+1')).toBe('US');
    expect(countryOf('', '+351')).toBe('PT');
    expect(countryOf(null, null)).toBeNull();
  });
});
