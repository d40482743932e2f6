import { describe, expect, it } from 'vitest';
import type { OperatorConfig } from '../../../src/shared/schemas/operators';
import { FIRST_PAINT_ID } from '../../../src/shared/first-paint';
import { parsePo } from '../../lib/i18n';
import { firstPaintFor, firstPaintLocale } from './first-paint';

const config: OperatorConfig = {
  operatorId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  name: 'Evil <img src=x onerror=alert(1)> & Co',
  title: 'Evil',
  shortName: 'Evil',
  currency: 'INR',
  languages: ['en-US', 'hi-IN'],
  primaryColor: '#1B86FE',
  logoUrl: '/branding/evil.svg" onload="alert(1)',
  faviconUrl: null,
  modules: ['dashboard', 'bookings'],
  push: null,
};

describe('first paint', () => {
  it('draws the sign-in pages as the operator’s logo and name over the card', () => {
    const html = firstPaintFor('/auth/login', config, 'en-US');
    expect(html).toContain(`id="${FIRST_PAINT_ID}"`);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('mpa-fp-card');
    expect(html).toContain('Evil &#60;img src=x onerror=alert(1)&#62; &#38; Co');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('" onload="');
  });

  it('draws a shell page with the header and the page title in the chosen language', () => {
    expect(firstPaintFor('/dashboard', config, 'en-US')).toContain('<h1 class="mpa-fp-title">Dashboard</h1>');
    expect(firstPaintFor('/dashboard', config, 'hi-IN')).toContain('<h1 class="mpa-fp-title">डैशबोर्ड</h1>');
    const orders = firstPaintFor('/orders', config, 'en-US');
    expect(orders).toContain('<h1 class="mpa-fp-title">Bookings</h1>');
    expect(orders).toContain('placeholder="Search by provider, customer, phone, product or booking ID"');
    // A page without a known title still gets the frame, without a heading.
    const other = firstPaintFor('/users', config, 'en-US');
    expect(other).toContain('mpa-fp-header');
    expect(other).not.toContain('<h1');
  });

  it('draws nothing for the root path, which only redirects', () => {
    expect(firstPaintFor('/', config, 'en-US')).toBe('');
  });

  it('takes the language from the device’s cookie only when the operator offers it', () => {
    expect(firstPaintLocale('a=1; mpa-lang=hi-IN', config)).toBe('hi-IN');
    expect(firstPaintLocale('mpa-lang=pt-PT', config)).toBe('en-US');
    expect(firstPaintLocale('mpa-lang=<script>', config)).toBe('en-US');
    expect(firstPaintLocale(undefined, config)).toBe('en-US');
  });

  it('reads single-line catalogue entries, escapes included, and skips untranslated ones', () => {
    const po = 'msgid "Say \\"hi\\""\nmsgstr "Diga \\"olá\\""\n\nmsgid "Empty"\nmsgstr ""\n';
    const entries = parsePo(po);
    expect(entries.get('Say "hi"')).toBe('Diga "olá"');
    expect(entries.has('Empty')).toBe(false);
  });
});
