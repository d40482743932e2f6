import { formatCurrency } from './format';
import { interpolate, type MessageParams } from './message-format';
import { bookingStatusLabel } from './schemas/orders';

/**
 * Notifications as codes (decision 007): a notification is stored and sent as `code` + `params`; its title
 * and body are worded in the reader's language where they are shown (console: Lingui; push: the server's
 * catalogues). The body's message id is the code itself, the title's is given here (the `_note` variants
 * share their title). This table holds the English defaults (the console's descriptors must say the same,
 * a unit test checks it) and how each parameter is shown.
 */

/**
 * How a parameter is shown: `text` as is; `booking` as `ORD_` + 8 characters; `payout` as `Pay_` + 8;
 * `bookingStatus` through the status label's message; `money` in the reader's number format with the
 * `currency` parameter; `admin` and `provider` are names with a worded fallback when null.
 */
export type ParamKind = 'text' | 'booking' | 'payout' | 'bookingStatus' | 'money' | 'admin' | 'provider';

export type NotificationMessage = {
  /** The pushType this code is used with (the generic code: any). */
  pushType: number | null;
  title: { id: string; message: string };
  /** The body's English text; its message id is the code. */
  body: string;
  params: Readonly<Record<string, ParamKind>>;
};

/** A stored text that could not be turned into parameters (rows from before codes): shown as it was. */
export const GENERIC_NOTIFICATION = 'notification.text';

const BOOKING_STATUS_TITLE = { id: 'notification.booking_status.title', message: 'Booking {booking} is now {to}' };
const PAYOUT_ACCEPTED_TITLE = { id: 'notification.payout_accepted.title', message: 'Payout {payout} accepted' };
const PAYOUT_REJECTED_TITLE = { id: 'notification.payout_rejected.title', message: 'Payout {payout} rejected' };
const payoutDecision = { payout: 'payout', actor: 'admin', amount: 'money', provider: 'provider' } as const;

export const NOTIFICATION_MESSAGES = {
  'notification.booking_created': {
    pushType: 11,
    title: { id: 'notification.booking_created.title', message: 'New booking {booking}' },
    body: '{customer} booked {product} ({booking}); created by {actor} in the console.',
    params: { customer: 'text', product: 'text', booking: 'booking', actor: 'admin' },
  },
  'notification.booking_received': {
    pushType: 11,
    title: { id: 'notification.booking_received.title', message: 'New booking received' },
    body: '{customer} booked {product} ({booking}).',
    params: { customer: 'text', product: 'text', booking: 'booking' },
  },
  'notification.booking_status': {
    pushType: 11,
    title: BOOKING_STATUS_TITLE,
    body: '{actor} moved booking {booking} from {from} to {to}.',
    params: { actor: 'admin', booking: 'booking', from: 'bookingStatus', to: 'bookingStatus' },
  },
  'notification.booking_status_note': {
    pushType: 11,
    title: BOOKING_STATUS_TITLE,
    body: '{actor} moved booking {booking} from {from} to {to}: {note}',
    params: { actor: 'admin', booking: 'booking', from: 'bookingStatus', to: 'bookingStatus', note: 'text' },
  },
  'notification.booking_update': {
    pushType: 11,
    title: { id: 'notification.booking_update.title', message: 'Booking {booking} is now {status}' },
    body: 'The booking of {customer} for {product} ({booking}) is now {status}.',
    params: { customer: 'text', product: 'text', booking: 'booking', status: 'bookingStatus' },
  },
  'notification.provider_signup': {
    pushType: 12,
    title: { id: 'notification.provider_signup.title', message: 'New provider registered' },
    body: '{provider} signed up and is waiting for verification.',
    params: { provider: 'provider' },
  },
  'notification.provider_verified': {
    pushType: 12,
    title: { id: 'notification.provider_verified.title', message: 'Provider verified' },
    body: '{provider} has been verified and can accept bookings.',
    params: { provider: 'provider' },
  },
  'notification.payout_requested': {
    pushType: 13,
    title: { id: 'notification.payout_requested.title', message: 'Payout requested' },
    body: '{provider} requested a payout of {amount}.',
    params: { provider: 'provider', amount: 'money' },
  },
  'notification.payout_accepted': {
    pushType: 13,
    title: PAYOUT_ACCEPTED_TITLE,
    body: '{actor} accepted the payout of {amount} to {provider}.',
    params: payoutDecision,
  },
  'notification.payout_accepted_note': {
    pushType: 13,
    title: PAYOUT_ACCEPTED_TITLE,
    body: '{actor} accepted the payout of {amount} to {provider}: {note}',
    params: { ...payoutDecision, note: 'text' },
  },
  'notification.payout_rejected': {
    pushType: 13,
    title: PAYOUT_REJECTED_TITLE,
    body: '{actor} rejected the payout of {amount} to {provider}.',
    params: payoutDecision,
  },
  'notification.payout_rejected_note': {
    pushType: 13,
    title: PAYOUT_REJECTED_TITLE,
    body: '{actor} rejected the payout of {amount} to {provider}: {note}',
    params: { ...payoutDecision, note: 'text' },
  },
  'notification.support_customer': {
    pushType: 14,
    title: { id: 'notification.support_customer.title', message: 'New customer support request' },
    body: '{user}: {subject}',
    params: { user: 'text', subject: 'text' },
  },
  'notification.support_provider': {
    pushType: 14,
    title: { id: 'notification.support_provider.title', message: 'New provider support request' },
    body: '{user}: {subject}',
    params: { user: 'text', subject: 'text' },
  },
  'notification.support_reply': {
    pushType: 14,
    title: { id: 'notification.support_reply.title', message: 'New reply on a support ticket' },
    body: '{user}: {subject}',
    params: { user: 'text', subject: 'text' },
  },
  'notification.customer_signup': {
    pushType: 15,
    title: { id: 'notification.customer_signup.title', message: 'New customer registered' },
    body: '{customer} created an account.',
    params: { customer: 'text' },
  },
  'notification.account_requested': {
    pushType: 16,
    title: { id: 'notification.account_requested.title', message: 'New account request' },
    body: '{email} asked for an account on the register page. Approve it in Sub-admins, Requests.',
    params: { email: 'text' },
  },
  [GENERIC_NOTIFICATION]: {
    pushType: null,
    title: { id: 'notification.text.title', message: '{title}' },
    body: '{message}',
    params: { title: 'text', message: 'text' },
  },
} as const satisfies Record<string, NotificationMessage>;

export type NotificationCode = keyof typeof NOTIFICATION_MESSAGES;

/** Words a parameter may need: a null admin or provider name. */
export const NOTIFICATION_FALLBACKS = {
  admin: { id: 'notification.someone.admin', message: 'An admin' },
  provider: { id: 'notification.someone.provider', message: 'a provider' },
} as const;

export function isNotificationCode(code: unknown): code is NotificationCode {
  return typeof code === 'string' && Object.hasOwn(NOTIFICATION_MESSAGES, code);
}

/** Every message id (bodies, titles, fallbacks) with its English text: each must be in all five catalogues. */
export function notificationMessageIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [code, m] of Object.entries(NOTIFICATION_MESSAGES) as Array<[string, NotificationMessage]>) {
    ids.set(code, m.body);
    ids.set(m.title.id, m.title.message);
  }
  for (const f of Object.values(NOTIFICATION_FALLBACKS)) ids.set(f.id, f.message);
  return ids;
}

/** The words a reader's language gives to the parameters that are messages themselves. */
export type ParamWords = {
  /** The label of a booking status (the status label's message). */
  bookingStatus(status: number): string;
  /** A null admin or provider name. */
  someone(kind: keyof typeof NOTIFICATION_FALLBACKS): string;
};

export const ENGLISH_WORDS: ParamWords = {
  bookingStatus: bookingStatusLabel,
  someone: (kind) => NOTIFICATION_FALLBACKS[kind].message,
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const idRef = (prefix: string, value: string | number | null | undefined) => {
  const raw = text(value).replace(new RegExp(`^${prefix}`, 'i'), '');
  return raw ? `${prefix}${raw.slice(0, 8).toUpperCase()}` : '';
};

/**
 * The parameters of `code` as its reader sees them: statuses as labels, ids as `ORD_`/`Pay_` references,
 * amounts in the locale's currency format, missing names worded. Unknown codes and parameters: as given.
 */
export function displayParams(code: string, params: MessageParams, locale: string, words: ParamWords): MessageParams {
  const kinds: Readonly<Record<string, ParamKind>> = isNotificationCode(code) ? NOTIFICATION_MESSAGES[code].params : {};
  const shown: MessageParams = { ...params };
  for (const [name, kind] of Object.entries(kinds)) {
    const value = params[name];
    switch (kind) {
      case 'booking':
        shown[name] = idRef('ORD_', value);
        break;
      case 'payout':
        shown[name] = idRef('Pay_', value);
        break;
      case 'bookingStatus':
        shown[name] = value === null || value === undefined || value === '' ? '' : words.bookingStatus(Number(value));
        break;
      case 'money': {
        const amount = Number(value);
        shown[name] =
          value === null || value === undefined || value === '' || !Number.isFinite(amount)
            ? text(value)
            : formatCurrency(amount, text(params.currency) || 'INR', locale);
        break;
      }
      case 'admin':
      case 'provider':
        shown[name] = text(value).trim() || words.someone(kind);
        break;
      default:
        shown[name] = text(value);
    }
  }
  return shown;
}

/** A notification's code and parameters as they are kept, sent and rendered. */
export type NotificationText = { code: string; params: MessageParams };

/**
 * The English title and body of a notification (the API's `title` and `message`, the push of a device
 * without a language). Unknown codes: the generic code's parameters, else empty.
 */
export function englishNotification(n: NotificationText): { title: string; message: string } {
  const entry = isNotificationCode(n.code)
    ? NOTIFICATION_MESSAGES[n.code]
    : NOTIFICATION_MESSAGES[GENERIC_NOTIFICATION];
  const shown = displayParams(
    isNotificationCode(n.code) ? n.code : GENERIC_NOTIFICATION,
    n.params,
    'en-US',
    ENGLISH_WORDS,
  );
  return { title: interpolate(entry.title.message, shown), message: interpolate(entry.body, shown) };
}
