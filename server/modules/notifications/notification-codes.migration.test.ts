import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishNotification } from '../../../src/shared/notification-messages';
import { databaseBeforeMigration } from '../../db/migration-under-test';

/**
 * Migration 0008 turns the English sentences stored before notifications had codes back into code +
 * parameters; anything it cannot read keeps its text through the generic code. Run on PGlite: the
 * migrations up to 0007, rows as the server and the demo seed wrote them, then 0008.
 */

const OP = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';
const PROVIDER = '33333333-3333-4333-8333-333333333333';
const ORDER = 'abcdef12-3456-4789-8abc-def123456789';
const PAYOUT = '44444444-4444-4444-8444-444444444444';
const PAYOUT2 = '55555555-5555-4555-8555-555555555555';

type Row = {
  title: string;
  message: string;
  push_type: number;
  push_type_id?: string;
  customer?: boolean;
  provider?: boolean;
};

const rows: Record<string, Row> = {
  created: {
    title: 'New booking ORD_ABCDEF12',
    message: 'Asha Rao booked Deep Cleaning (ORD_ABCDEF12); created by Ravi Kumar in the console.',
    push_type: 11,
    push_type_id: ORDER,
  },
  status: {
    title: 'Booking ORD_ABCDEF12 is now Accepted',
    message: 'Ravi Kumar moved booking ORD_ABCDEF12 from Pending to Accepted.',
    push_type: 11,
    push_type_id: ORDER,
  },
  statusNote: {
    title: 'Booking ORD_ABCDEF12 is now Cancelled by Host',
    message: 'Ravi Kumar moved booking ORD_ABCDEF12 from On the Way to Cancelled by Host: Rain: no access.',
    push_type: 11,
    push_type_id: ORDER,
  },
  seedBooking: {
    title: 'Booking completed',
    message: 'Asha Rao booking was completed for Sofa Shampoo (#ABCDEF12).',
    push_type: 11,
    push_type_id: ORDER,
  },
  seedNew: {
    title: 'New booking received',
    message: 'Asha Rao booked Sofa Shampoo (#ABCDEF12).',
    push_type: 11,
    push_type_id: ORDER,
  },
  signup: {
    title: 'New provider registered',
    message: 'Sparkle Pros signed up and is waiting for verification.',
    push_type: 12,
    push_type_id: PROVIDER,
    provider: true,
  },
  verified: {
    title: 'Provider verified',
    message: 'Sparkle Pros has been verified and can accept bookings.',
    push_type: 12,
    push_type_id: PROVIDER,
    provider: true,
  },
  payout: {
    title: 'Payout requested',
    message: 'Sparkle Pros requested a payout of ₹1,250.50.',
    push_type: 13,
    push_type_id: PAYOUT,
    provider: true,
  },
  payoutSeed: {
    title: 'Payout requested',
    message: 'Sparkle Pros requested a payout.',
    push_type: 13,
    push_type_id: PAYOUT,
    provider: true,
  },
  accepted: {
    title: 'Payout Pay_44444444 accepted',
    message: 'Ravi Kumar accepted the payout of ₹1,250.50 to Sparkle Pros.',
    push_type: 13,
    push_type_id: PAYOUT,
    provider: true,
  },
  rejectedNote: {
    title: 'Payout Pay_55555555 rejected',
    message: 'An admin rejected the payout of ₹80.00 to Sparkle Pros: Bank details: missing.',
    push_type: 13,
    push_type_id: PAYOUT2,
    provider: true,
  },
  supportLive: {
    title: 'New customer support request',
    message: 'Asha Rao: Where is my cleaner?',
    push_type: 14,
    customer: true,
  },
  supportSeed: {
    title: 'New provider support request',
    message: 'Payment not received',
    push_type: 14,
    provider: true,
  },
  customer: {
    title: 'New customer registered',
    message: 'Asha Rao created an account.',
    push_type: 15,
    push_type_id: CUSTOMER,
    customer: true,
  },
  other: { title: 'Something custom', message: 'Written by hand: 100% raw.', push_type: 11 },
  nearMiss: {
    title: 'Booking ORD_ABCDEF12 is now Accepted',
    message: 'Ravi moved booking ORD_ABCDEF12 from Pending to Teleported.',
    push_type: 11,
  },
};

let db: PGlite;
const result = new Map<string, { code: string; params: Record<string, string | number | null> }>();

beforeAll(async () => {
  const before = await databaseBeforeMigration('0008');
  db = before.db;
  await db.query(
    `insert into operators (id, name, languages, modules, currency) values ($1, 'Op', '{en-US}', '{}', 'INR')`,
    [OP],
  );
  await db.query(`insert into customers (id, operator_id, first_name, last_name) values ($1, $2, 'Asha', 'Rao')`, [
    CUSTOMER,
    OP,
  ]);
  await db.query(`insert into providers (id, operator_id, name) values ($1, $2, 'Sparkle Pros')`, [PROVIDER, OP]);
  await db.query(`insert into payouts (id, operator_id, provider_id, amount, status) values ($1, $2, $3, 1250.5, 1)`, [
    PAYOUT,
    OP,
    PROVIDER,
  ]);
  await db.query(`insert into payouts (id, operator_id, provider_id, amount, status) values ($1, $2, $3, 80, 2)`, [
    PAYOUT2,
    OP,
    PROVIDER,
  ]);
  const ids: Record<string, string> = {};
  for (const [name, r] of Object.entries(rows)) {
    const inserted = await db.query<{ id: string }>(
      `insert into notifications (operator_id, title, message, push_type, push_type_id, customer_id, provider_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        OP,
        r.title,
        r.message,
        r.push_type,
        r.push_type_id ?? null,
        r.customer ? CUSTOMER : null,
        r.provider ? PROVIDER : null,
      ],
    );
    ids[name] = inserted.rows[0]?.id as string;
  }
  await before.migrate();
  const after = await db.query<{ id: string; code: string; params: Record<string, string | number | null> }>(
    'select id, code, params from notifications',
  );
  for (const [name, id] of Object.entries(ids)) {
    const row = after.rows.find((r) => r.id === id);
    if (row) result.set(name, { code: row.code, params: row.params });
  }
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('migration 0008: stored sentences become codes and parameters', () => {
  it('reads the server’s booking sentences back, notes included', () => {
    expect(result.get('created')).toEqual({
      code: 'notification.booking_created',
      params: { customer: 'Asha Rao', product: 'Deep Cleaning', booking: ORDER, actor: 'Ravi Kumar' },
    });
    expect(result.get('status')).toEqual({
      code: 'notification.booking_status',
      params: { actor: 'Ravi Kumar', booking: ORDER, from: 0, to: 1 },
    });
    expect(result.get('statusNote')).toEqual({
      code: 'notification.booking_status_note',
      params: { actor: 'Ravi Kumar', booking: ORDER, from: 2, to: 9, note: 'Rain: no access.' },
    });
  });

  it('reads the demo seed’s booking, provider and customer sentences', () => {
    expect(result.get('seedBooking')).toEqual({
      code: 'notification.booking_update',
      params: { customer: 'Asha Rao', product: 'Sofa Shampoo', booking: ORDER, status: 6 },
    });
    expect(result.get('seedNew')).toEqual({
      code: 'notification.booking_received',
      params: { customer: 'Asha Rao', product: 'Sofa Shampoo', booking: ORDER },
    });
    expect(result.get('signup')).toEqual({
      code: 'notification.provider_signup',
      params: { provider: 'Sparkle Pros' },
    });
    expect(result.get('verified')).toEqual({
      code: 'notification.provider_verified',
      params: { provider: 'Sparkle Pros' },
    });
    expect(result.get('customer')).toEqual({ code: 'notification.customer_signup', params: { customer: 'Asha Rao' } });
  });

  it('takes payout amounts from the payout, and splits off a decision’s note', () => {
    const requested = { provider: 'Sparkle Pros', amount: 1250.5, currency: 'INR' };
    expect(result.get('payout')).toEqual({ code: 'notification.payout_requested', params: requested });
    expect(result.get('payoutSeed')).toEqual({ code: 'notification.payout_requested', params: requested });
    expect(result.get('accepted')).toEqual({
      code: 'notification.payout_accepted',
      params: { payout: PAYOUT, actor: 'Ravi Kumar', amount: 1250.5, currency: 'INR', provider: 'Sparkle Pros' },
    });
    expect(result.get('rejectedNote')).toEqual({
      code: 'notification.payout_rejected_note',
      params: {
        payout: PAYOUT2,
        actor: 'An admin',
        amount: 80,
        currency: 'INR',
        provider: 'Sparkle Pros',
        note: 'Bank details: missing.',
      },
    });
  });

  it('separates the requester from the subject of a support request', () => {
    expect(result.get('supportLive')).toEqual({
      code: 'notification.support_customer',
      params: { user: 'Asha Rao', subject: 'Where is my cleaner?' },
    });
    expect(result.get('supportSeed')).toEqual({
      code: 'notification.support_provider',
      params: { user: 'Sparkle Pros', subject: 'Payment not received' },
    });
  });

  it('keeps the text of anything it cannot read under the generic code', () => {
    expect(result.get('other')).toEqual({
      code: 'notification.text',
      params: { title: 'Something custom', message: 'Written by hand: 100% raw.' },
    });
    expect(result.get('nearMiss')?.code).toBe('notification.text');
  });

  it('words every migrated live-server row in English exactly as it was stored', () => {
    for (const name of [
      'created',
      'status',
      'statusNote',
      'payout',
      'accepted',
      'rejectedNote',
      'supportLive',
      'other',
    ]) {
      const migrated = result.get(name);
      const row = rows[name] as Row;
      expect(migrated && englishNotification(migrated), name).toEqual({ title: row.title, message: row.message });
    }
  });
});
