import { describe, expect, it } from 'vitest';
import { CURRENCIES, isCurrency, isTimeZone, timeZones } from './currencies';

describe('isCurrency', () => {
  it('takes ISO 4217 codes in circulation, in capitals', () => {
    for (const code of ['INR', 'EUR', 'CNY', 'TWD', 'USD', 'JPY']) expect(isCurrency(code)).toBe(true);
  });

  it('refuses unknown codes, lower case, and what is not text', () => {
    for (const value of ['XYZ', 'inr', 'EURO', '', null, 978]) expect(isCurrency(value)).toBe(false);
  });

  it('lists each code once, three capitals each', () => {
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    for (const code of CURRENCIES) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});

describe('isTimeZone', () => {
  it('takes IANA time zones and UTC', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/Lisbon', 'Asia/Shanghai', 'Asia/Taipei', 'UTC', 'America/Sao_Paulo'])
      expect(isTimeZone(zone)).toBe(true);
  });

  it('refuses unknown zones, offsets written by hand, paths and what is not text', () => {
    for (const value of ['Mars/Olympus', 'GMT+5:30', '../etc/passwd', '', ' Asia/Kolkata', 'x'.repeat(80), null, 5])
      expect(isTimeZone(value)).toBe(false);
  });

  it('offers UTC first, then the runtime’s zones', () => {
    const zones = timeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones.length).toBeGreaterThan(100);
    expect(zones.filter((z) => z === 'UTC')).toHaveLength(1);
  });
});
