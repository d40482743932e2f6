import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { bookingStatusDisplay } from '@/lib/status-display';
import type { MessageParams } from '@/shared/message-format';
import {
  displayParams,
  GENERIC_NOTIFICATION,
  isNotificationCode,
  type NOTIFICATION_FALLBACKS,
  type NotificationCode,
  type ParamWords,
} from '@/shared/notification-messages';

/**
 * Notifications in the reader's language (decision 007): each code of `src/shared/notification-messages.ts`
 * as Lingui messages with explicit ids — the body's id is the code, the title's is `<code>.title` (the
 * `_note` variants share it). Their English must equal the shared table's (a unit test compares them).
 */

const BOOKING_STATUS_TITLE = msg({ id: 'notification.booking_status.title', message: 'Booking {booking} is now {to}' });
const PAYOUT_ACCEPTED_TITLE = msg({ id: 'notification.payout_accepted.title', message: 'Payout {payout} accepted' });
const PAYOUT_REJECTED_TITLE = msg({ id: 'notification.payout_rejected.title', message: 'Payout {payout} rejected' });

export const NOTIFICATION_TEXTS: Record<NotificationCode, { title: MessageDescriptor; body: MessageDescriptor }> = {
  'notification.booking_created': {
    title: msg({ id: 'notification.booking_created.title', message: 'New booking {booking}' }),
    body: msg({
      id: 'notification.booking_created',
      message: '{customer} booked {product} ({booking}); created by {actor} in the console.',
    }),
  },
  'notification.booking_received': {
    title: msg({ id: 'notification.booking_received.title', message: 'New booking received' }),
    body: msg({ id: 'notification.booking_received', message: '{customer} booked {product} ({booking}).' }),
  },
  'notification.booking_status': {
    title: BOOKING_STATUS_TITLE,
    body: msg({ id: 'notification.booking_status', message: '{actor} moved booking {booking} from {from} to {to}.' }),
  },
  'notification.booking_status_note': {
    title: BOOKING_STATUS_TITLE,
    body: msg({
      id: 'notification.booking_status_note',
      message: '{actor} moved booking {booking} from {from} to {to}: {note}',
    }),
  },
  'notification.booking_update': {
    title: msg({ id: 'notification.booking_update.title', message: 'Booking {booking} is now {status}' }),
    body: msg({
      id: 'notification.booking_update',
      message: 'The booking of {customer} for {product} ({booking}) is now {status}.',
    }),
  },
  'notification.provider_signup': {
    title: msg({ id: 'notification.provider_signup.title', message: 'New provider registered' }),
    body: msg({ id: 'notification.provider_signup', message: '{provider} signed up and is waiting for verification.' }),
  },
  'notification.provider_verified': {
    title: msg({ id: 'notification.provider_verified.title', message: 'Provider verified' }),
    body: msg({
      id: 'notification.provider_verified',
      message: '{provider} has been verified and can accept bookings.',
    }),
  },
  'notification.payout_requested': {
    title: msg({ id: 'notification.payout_requested.title', message: 'Payout requested' }),
    body: msg({ id: 'notification.payout_requested', message: '{provider} requested a payout of {amount}.' }),
  },
  'notification.payout_accepted': {
    title: PAYOUT_ACCEPTED_TITLE,
    body: msg({
      id: 'notification.payout_accepted',
      message: '{actor} accepted the payout of {amount} to {provider}.',
    }),
  },
  'notification.payout_accepted_note': {
    title: PAYOUT_ACCEPTED_TITLE,
    body: msg({
      id: 'notification.payout_accepted_note',
      message: '{actor} accepted the payout of {amount} to {provider}: {note}',
    }),
  },
  'notification.payout_rejected': {
    title: PAYOUT_REJECTED_TITLE,
    body: msg({
      id: 'notification.payout_rejected',
      message: '{actor} rejected the payout of {amount} to {provider}.',
    }),
  },
  'notification.payout_rejected_note': {
    title: PAYOUT_REJECTED_TITLE,
    body: msg({
      id: 'notification.payout_rejected_note',
      message: '{actor} rejected the payout of {amount} to {provider}: {note}',
    }),
  },
  'notification.support_customer': {
    title: msg({ id: 'notification.support_customer.title', message: 'New customer support request' }),
    body: msg({ id: 'notification.support_customer', message: '{user}: {subject}' }),
  },
  'notification.support_provider': {
    title: msg({ id: 'notification.support_provider.title', message: 'New provider support request' }),
    body: msg({ id: 'notification.support_provider', message: '{user}: {subject}' }),
  },
  'notification.support_reply': {
    title: msg({ id: 'notification.support_reply.title', message: 'New reply on a support ticket' }),
    body: msg({ id: 'notification.support_reply', message: '{user}: {subject}' }),
  },
  'notification.customer_signup': {
    title: msg({ id: 'notification.customer_signup.title', message: 'New customer registered' }),
    body: msg({ id: 'notification.customer_signup', message: '{customer} created an account.' }),
  },
  'notification.account_requested': {
    title: msg({ id: 'notification.account_requested.title', message: 'New account request' }),
    body: msg({
      id: 'notification.account_requested',
      message: '{email} asked for an account on the register page. Approve it in Sub-admins, Requests.',
    }),
  },
  'notification.text': {
    title: msg({ id: 'notification.text.title', message: '{title}' }),
    body: msg({ id: 'notification.text', message: '{message}' }),
  },
};

export const NOTIFICATION_FALLBACK_TEXTS: Record<keyof typeof NOTIFICATION_FALLBACKS, MessageDescriptor> = {
  admin: msg({ id: 'notification.someone.admin', message: 'An admin' }),
  provider: msg({ id: 'notification.someone.provider', message: 'a provider' }),
};

/** The tabs of the drawer, by the notification's label. */
const LABELS: Record<string, MessageDescriptor> = {
  bookings: msg`Bookings`,
  providers: msg`Providers`,
  support: msg`Support`,
  customers: msg`Customers`,
  payouts: msg`Payouts`,
  'sub-admins': msg`Sub-admins`,
};

/** A notification's tab label in the reader's language (an unknown label as the server sent it). */
export function labelText(i18n: I18n, label: string): string {
  const descriptor = LABELS[label];
  return descriptor ? i18n._(descriptor) : label;
}

function wordsOf(i18n: I18n): ParamWords {
  return {
    bookingStatus: (status) => i18n._(bookingStatusDisplay(status).label),
    someone: (kind) => i18n._(NOTIFICATION_FALLBACK_TEXTS[kind]),
  };
}

type Source = {
  code?: string | undefined;
  params?: MessageParams | undefined;
  title: string | null;
  message: string | null;
};

/**
 * Title and body of a notification in the current language: its code through the catalogue, with its
 * parameters shown as the language shows them. An unknown code (a newer server) or stored words (the
 * generic code) show the server's text; empty parts stay empty (the screens say "No Title"/"No content").
 */
export function notificationText(i18n: I18n, n: Source): { title: string; message: string } {
  const code = n.code;
  if (!code || !isNotificationCode(code)) return { title: n.title ?? '', message: n.message ?? '' };
  const params = n.params ?? {};
  if (code === GENERIC_NOTIFICATION) {
    const stored = (value: unknown, column: string | null) => (typeof value === 'string' && value) || column || '';
    return { title: stored(params.title, n.title), message: stored(params.message, n.message) };
  }
  const { title, body } = NOTIFICATION_TEXTS[code];
  const values = displayParams(code, params, i18n.locale, wordsOf(i18n));
  const render = (descriptor: MessageDescriptor, server: string | null) => {
    const withValues: MessageDescriptor = { ...descriptor, values };
    const text = i18n._(withValues);
    // A catalogue without the id answers with the id itself: the server's English is better.
    return text && text !== descriptor.id ? text : (server ?? '');
  };
  return { title: render(title, n.title), message: render(body, n.message) };
}
