/**
 * Messages the server sends to people outside the console (email, SMS) as codes (decision 007): the outbox
 * stores the code, its parameters and the recipient's language, and the worker words it when it sends
 * (`server/modules/outbox/templates.ts`, from the console's catalogues). Each code's English default lives
 * here; the console declares the same ids with the same English in `src/features/auth/lib/mail-texts.ts` so
 * `lingui extract` puts them in the mail catalogues (`src/locales/<locale>/mail.po`, never loaded by the console) to be translated (a unit test keeps the two equal).
 * `subject` is null for SMS texts.
 */
export type MailMessage = { subject: { id: string; message: string } | null; body: string };

export const MAIL_MESSAGES = {
  'mail.password_otp': {
    subject: { id: 'mail.password_otp.subject', message: 'Your password reset code' },
    body: 'Your code to reset the password of your {operator} console account is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.',
  },
  'mail.password_otp_sms': {
    subject: null,
    body: '{operator}: your password reset code is {code}. It expires in {minutes} minutes.',
  },
  'mail.password_phone_ambiguous_sms': {
    subject: null,
    body: '{operator}: several accounts use this phone number, so it cannot reset a password. Use your email address instead.',
  },
  'mail.password_changed': {
    subject: { id: 'mail.password_changed.subject', message: 'Your password was changed' },
    body: 'Hello {name}, the password of your {operator} console account was just changed and every session was signed out. If this was not you, contact your marketplace administrator at once.',
  },
  'mail.broadcast': {
    subject: { id: 'mail.broadcast.subject', message: 'A message from {operator}' },
    body: 'Message from {operator}: {text}',
  },
  'mail.configuration_test': {
    subject: { id: 'mail.configuration_test.subject', message: 'Test email from {operator}' },
    body: 'This is a test email that {name} sent from Settings → Configuration of the {operator} console. It arrived, so these SMTP settings work.',
  },
  'mail.configuration_test_sms': {
    subject: null,
    body: '{operator}: a test SMS from Settings → Configuration. It arrived, so these SMS settings work.',
  },
} as const satisfies Record<string, MailMessage>;

export type MailCode = keyof typeof MAIL_MESSAGES;

export const isMailCode = (code: string): code is MailCode => Object.hasOwn(MAIL_MESSAGES, code);
