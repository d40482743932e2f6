import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MailCode } from '@/shared/mail-messages';

/**
 * The words of the server's emails and SMS (`src/shared/mail-messages.ts`), declared as Lingui messages with
 * explicit ids so that `lingui extract` puts them in the mail catalogues (`src/locales/<locale>/mail.po`) and
 * they are translated like the rest. The console never imports this file: the server reads `mail.po`.
 */
export const MAIL_TEXTS: Record<MailCode, { subject: MessageDescriptor | null; body: MessageDescriptor }> = {
  'mail.password_otp': {
    subject: msg({ id: 'mail.password_otp.subject', message: 'Your password reset code' }),
    body: msg({
      id: 'mail.password_otp',
      message:
        'Your code to reset the password of your {operator} console account is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.',
    }),
  },
  'mail.password_otp_sms': {
    subject: null,
    body: msg({
      id: 'mail.password_otp_sms',
      message: '{operator}: your password reset code is {code}. It expires in {minutes} minutes.',
    }),
  },
  'mail.password_phone_ambiguous_sms': {
    subject: null,
    body: msg({
      id: 'mail.password_phone_ambiguous_sms',
      message:
        '{operator}: several accounts use this phone number, so it cannot reset a password. Use your email address instead.',
    }),
  },
  'mail.broadcast': {
    subject: msg({ id: 'mail.broadcast.subject', message: 'A message from {operator}' }),
    body: msg({ id: 'mail.broadcast', message: 'Message from {operator}: {text}' }),
  },
  'mail.password_changed': {
    subject: msg({ id: 'mail.password_changed.subject', message: 'Your password was changed' }),
    body: msg({
      id: 'mail.password_changed',
      message:
        'Hello {name}, the password of your {operator} console account was just changed and every session was signed out. If this was not you, contact your marketplace administrator at once.',
    }),
  },
  'mail.configuration_test': {
    subject: msg({ id: 'mail.configuration_test.subject', message: 'Test email from {operator}' }),
    body: msg({
      id: 'mail.configuration_test',
      message:
        'This is a test email that {name} sent from Settings → Configuration of the {operator} console. It arrived, so these SMTP settings work.',
    }),
  },
  'mail.configuration_test_sms': {
    subject: null,
    body: msg({
      id: 'mail.configuration_test_sms',
      message: '{operator}: a test SMS from Settings → Configuration. It arrived, so these SMS settings work.',
    }),
  },
};
