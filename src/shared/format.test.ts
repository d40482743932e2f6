import { describe, expect, it } from 'vitest';
import { formatCurrency, formatIsoDate, formatIsoDateTime, formatMessageTime, warmUpFormatSteps } from './format';

describe('formatMessageTime', () => {
  const now = new Date(2026, 10, 21, 18, 30);

  it('shows HH:mm for a message from today', () => {
    expect(formatMessageTime(new Date(2026, 10, 21, 9, 5), 'en-US', now)).toBe('09:05');
  });

  it('shows the date in the locale’s format for older messages', () => {
    const older = new Date(2026, 10, 20, 23, 59);
    expect(formatMessageTime(older, 'en-US', now)).toBe('Nov 20, 2026');
    expect(formatMessageTime(older, 'zh-CN', now)).toBe('2026年11月20日');
    expect(formatMessageTime(older, 'pt-PT', now)).toMatch(/20\/11\/2026|20 de nov\.? de 2026/);
  });

  it('returns an empty string for an invalid time', () => {
    expect(formatMessageTime('not a date', 'en-US', now)).toBe('');
  });
});

describe('other formats', () => {
  it('formats currency in the locale, defaulting an unknown currency to INR', () => {
    expect(formatCurrency(1234.5, 'INR', 'en-US')).toBe('₹1,234.50');
    expect(formatCurrency(10, 'NOPE!', 'en-US')).toBe('₹10.00');
  });

  it('formats YYYY-MM-DD and YYYY-MM-DD HH:mm', () => {
    const d = new Date(2026, 0, 5, 7, 3);
    expect(formatIsoDate(d)).toBe('2026-01-05');
    expect(formatIsoDateTime(d)).toBe('2026-01-05 07:03');
  });
});

describe('ids and truncation', () => {
  it('shows a prefix and the first 8 characters uppercased', async () => {
    const { displayId } = await import('./format');
    expect(displayId('ORD_', '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe('ORD_1A2B3C4D');
    expect(displayId('ADM_', 'abc')).toBe('ADM_ABC');
    expect(displayId('ORD_', null)).toBe('ORD_');
  });

  it('truncates at the limit only', async () => {
    const { truncate } = await import('./format');
    expect(truncate('Deep Home Cleaning', 30)).toBe('Deep Home Cleaning');
    expect(truncate('A'.repeat(31), 30)).toBe(`${'A'.repeat(30)}…`);
    expect(truncate(null, 30)).toBe('');
  });
});

describe('warmUpFormatSteps', () => {
  it('builds the two formatters of a screen’s first figures, each step without throwing', () => {
    const steps = warmUpFormatSteps('pt-PT', 'EUR');
    expect(steps).toHaveLength(2);
    for (const step of steps) expect(step).not.toThrow();
    expect(formatCurrency(12.5, 'EUR', 'pt-PT')).toMatch(/12,50\s?€/);
  });
});
