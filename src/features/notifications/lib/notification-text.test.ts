import { readFileSync } from 'node:fs';
import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_DISPLAY } from '@/lib/status-display';
import { formatCurrency } from '@/shared/format';
import { LOCALES } from '@/shared/locales';
import type { MessageParams } from '@/shared/message-format';
import {
  NOTIFICATION_FALLBACKS,
  NOTIFICATION_MESSAGES,
  type NotificationCode,
  notificationMessageIds,
} from '@/shared/notification-messages';
import { labelText, NOTIFICATION_FALLBACK_TEXTS, NOTIFICATION_TEXTS, notificationText } from './notification-text';

/** `msgid` → `msgstr` of a catalogue (single-line entries, as `lingui extract` writes them). */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(`src/locales/${locale}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const m of text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)) {
    entries.set(JSON.parse(m[1] as string), JSON.parse(m[2] as string));
  }
  return entries;
}

/** Lingui's compiled form of a template with `{name}` placeholders only (what these messages use). */
const compile = (template: string) =>
  template.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? [part] : part)) as unknown as string;

/** An i18n instance with the notification messages and status labels of `locale`'s catalogue. */
function i18nFor(locale: string) {
  const po = readPo(locale);
  const messages: Messages = {};
  for (const id of notificationMessageIds().keys()) messages[id] = compile(po.get(id) ?? '');
  for (const { label } of Object.values(BOOKING_STATUS_DISPLAY)) {
    messages[label.id] = compile(po.get(label.message as string) ?? '');
  }
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const ORDER = 'abcdef12-3456-4789-8abc-def123456789';
const PAYOUT = '0a1b2c3d-0000-4000-8000-000000000000';

/** Parameters for every kind the code declares, as the server stores them. */
function sampleParams(code: NotificationCode): MessageParams {
  const params: MessageParams = {};
  for (const [name, kind] of Object.entries(NOTIFICATION_MESSAGES[code].params)) {
    if (kind === 'booking') params[name] = ORDER;
    else if (kind === 'payout') params[name] = PAYOUT;
    else if (kind === 'bookingStatus') params[name] = name === 'from' ? 0 : 6;
    else if (kind === 'money') Object.assign(params, { [name]: 1234.5, currency: 'EUR' });
    else if (kind === 'admin') params[name] = 'Ana Admin';
    else if (kind === 'provider') params[name] = 'Priya Pro';
    else params[name] = `«${name}»`;
  }
  return params;
}

describe('notification messages in the console', () => {
  it('declare every shared code with the shared English text (they cannot drift)', () => {
    expect(Object.keys(NOTIFICATION_TEXTS).sort()).toEqual(Object.keys(NOTIFICATION_MESSAGES).sort());
    for (const [code, shared] of Object.entries(NOTIFICATION_MESSAGES)) {
      const { title, body } = NOTIFICATION_TEXTS[code as NotificationCode];
      expect(body, code).toMatchObject({ id: code, message: shared.body });
      expect(title, code).toMatchObject({ id: shared.title.id, message: shared.title.message });
    }
    for (const [kind, shared] of Object.entries(NOTIFICATION_FALLBACKS)) {
      expect(NOTIFICATION_FALLBACK_TEXTS[kind as keyof typeof NOTIFICATION_FALLBACKS]).toMatchObject(shared);
    }
  });

  it.each(LOCALES)('have a translation of every code and title in %s (en-US: the English default)', (locale) => {
    const po = readPo(locale);
    const english = notificationMessageIds();
    const missing = [...english.keys()].filter((id) => !po.get(id)?.trim());
    expect(missing).toEqual([]);
    if (locale === 'en-US') for (const [id, text] of english) expect(po.get(id), id).toBe(text);
  });

  it.each(LOCALES)('render each code in %s with its parameters', (locale) => {
    const i18n = i18nFor(locale);
    const englishI18n = i18nFor('en-US');
    for (const code of Object.keys(NOTIFICATION_MESSAGES) as NotificationCode[]) {
      const params = sampleParams(code);
      const text = notificationText(i18n, { code, params, title: 'server title', message: 'server message' });
      const both = `${text.title} ${text.message}`;
      expect(text.title, `${locale} ${code}`).not.toBe('');
      expect(text.message, `${locale} ${code}`).not.toBe('');
      expect(both, `${locale} ${code}`).not.toMatch(/[{}]|notification\./);
      const kinds = NOTIFICATION_MESSAGES[code].params as Record<string, string>;
      for (const [name, kind] of Object.entries(kinds)) {
        if (kind === 'text' || kind === 'admin' || kind === 'provider') expect(both).toContain(params[name]);
        if (kind === 'booking') expect(both).toContain('ORD_ABCDEF12');
        if (kind === 'payout') expect(both).toContain('Pay_0A1B2C3D');
        if (kind === 'money') expect(both).toContain(formatCurrency(1234.5, 'EUR', locale));
        if (kind === 'bookingStatus') {
          const label = BOOKING_STATUS_DISPLAY[Number(params[name])]?.label;
          expect(both).toContain(i18n._(label as never));
        }
      }
      const english = notificationText(englishI18n, { code, params, title: null, message: null });
      const hasWords = (template: string) => /\p{L}/u.test(template.replace(/\{\w+\}/g, ''));
      if (locale !== 'en-US' && hasWords(NOTIFICATION_MESSAGES[code].body)) {
        expect(text.message, `${locale} ${code} is translated`).not.toBe(english.message);
      }
    }
  });

  it('word a missing admin or provider name in the reader’s language', () => {
    const i18n = i18nFor('pt-PT');
    const text = notificationText(i18n, {
      code: 'notification.payout_rejected',
      params: { payout: PAYOUT, actor: null, amount: 5, currency: 'EUR', provider: null },
      title: null,
      message: null,
    });
    expect(text.message).toContain('Um administrador');
    expect(text.message).toContain('um prestador');
  });

  it('show the server’s words for stored text, an unknown code or a code without a translation', () => {
    const i18n = i18nFor('pt-PT');
    const stored = { code: 'notification.text', params: { title: 'Old title', message: 'Old body' } };
    expect(notificationText(i18n, { ...stored, title: 'x', message: 'y' })).toEqual({
      title: 'Old title',
      message: 'Old body',
    });
    expect(notificationText(i18n, { code: 'notification.text', params: {}, title: 'Col', message: null })).toEqual({
      title: 'Col',
      message: '',
    });
    expect(
      notificationText(i18n, { code: 'notification.from_the_future', params: {}, title: 'T', message: 'M' }),
    ).toEqual({ title: 'T', message: 'M' });
    const empty = setupI18n({ locale: 'pt-PT', messages: { 'pt-PT': {} } });
    const untranslated = notificationText(empty, {
      code: 'notification.provider_signup',
      params: { provider: 'Priya' },
      title: 'New provider registered',
      message: 'Priya signed up and is waiting for verification.',
    });
    // Without a catalogue Lingui falls back to the descriptor's English (development) or the id (production).
    expect(untranslated.message).toBe('Priya signed up and is waiting for verification.');
  });

  it('translate the drawer’s tab labels it knows and keep others', () => {
    const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
    expect(labelText(i18n, 'bookings')).toBe('Bookings');
    expect(labelText(i18n, 'something-new')).toBe('something-new');
  });
});
