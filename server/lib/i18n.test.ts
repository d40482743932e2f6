import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { NOTIFICATION_MESSAGES, type NotificationCode } from '../../src/shared/notification-messages';
import { catalogue, parsePo, translate, translateMessage, translateNotification } from './i18n';

const ORDER = 'abcdef12-3456-4789-8abc-def123456789';
const status = { actor: 'Ana Silva', booking: ORDER, from: 0, to: 1 };

describe('server wording (translateMessage)', () => {
  it('words a code in the catalogue’s language with its parameters shown in that language', () => {
    expect(translateMessage('en-US', 'notification.booking_status', status)).toBe(
      'Ana Silva moved booking ORD_ABCDEF12 from Pending to Accepted.',
    );
    expect(translateMessage('pt-PT', 'notification.booking_status', status)).toBe(
      'Ana Silva mudou a reserva ORD_ABCDEF12 de Pendente para Aceite.',
    );
    expect(translateMessage('hi-IN', 'notification.booking_status.title', status)).toBe('बुकिंग ORD_ABCDEF12 अब स्वीकृत है');
    expect(
      translateMessage('pt-PT', 'notification.payout_requested', { provider: 'Asha', amount: 1234.5, currency: 'EUR' }),
    ).toMatch(/^Asha pediu um pagamento de 1234,50\s€\.$|^Asha pediu um pagamento de 1\s?234,50\s€\.$/);
  });

  it.each(LOCALES)('words every notification code in %s, never blank and with no placeholder left', (locale) => {
    for (const [code, m] of Object.entries(NOTIFICATION_MESSAGES)) {
      const params = Object.fromEntries(
        Object.keys(m.params).map((name) => [
          name,
          name === 'from' || name === 'to' || name === 'status' ? 2 : name === 'amount' ? 10 : `p-${name}`,
        ]),
      );
      const worded = translateNotification(locale, { code, params: { ...params, currency: 'INR' } });
      expect(worded.title, `${locale} ${code}`).not.toBe('');
      expect(worded.body, `${locale} ${code}`).not.toBe('');
      expect(`${worded.title} ${worded.body}`, `${locale} ${code}`).not.toMatch(/[{}]|notification\./);
      expect(catalogue(locale).get(code as NotificationCode), `${locale} has ${code}`).toBeTruthy();
    }
  });

  it('falls back to English for an unknown language, and to the given English for an unknown code', () => {
    expect(translateMessage('xx-XX', 'notification.booking_status', status)).toBe(
      'Ana Silva moved booking ORD_ABCDEF12 from Pending to Accepted.',
    );
    expect(translateMessage('pt-PT', 'error.not_in_any_catalogue', { n: 3 }, 'Only {n} left')).toBe('Only 3 left');
    expect(translateMessage('pt-PT', 'error.not_in_any_catalogue')).toBe('error.not_in_any_catalogue');
  });

  it('words a missing admin name and keeps stored words of rows from before codes', () => {
    expect(
      translateMessage('zh-CN', 'notification.payout_rejected', {
        payout: ORDER,
        actor: null,
        amount: 5,
        currency: 'CNY',
        provider: 'Li',
      }),
    ).toContain('一位管理员');
    expect(
      translateNotification('hi-IN', { code: 'notification.text', params: { title: 'Old', message: 'Words' } }),
    ).toEqual({ title: 'Old', body: 'Words' });
    expect(
      translateNotification('hi-IN', { code: 'notification.text', params: {}, title: 'Column', message: 'Text' }),
    ).toEqual({ title: 'Column', body: 'Text' });
    expect(
      translateNotification('hi-IN', { code: 'notification.unknown', params: {}, title: 'T', message: 'M' }),
    ).toEqual({ title: 'T', body: 'M' });
  });

  it('translates source-text messages (the first paint) and reads single-line catalogue entries', () => {
    expect(translate('Notifications', 'pt-PT')).not.toBe('Notifications');
    expect(translate('Not a message anywhere', 'pt-PT')).toBe('Not a message anywhere');
    const entries = parsePo('msgid "notification.x"\nmsgstr "Olá {name}"\n\nmsgid "Empty"\nmsgstr ""\n');
    expect(entries.get('notification.x')).toBe('Olá {name}');
    expect(entries.has('Empty')).toBe(false);
  });
});
