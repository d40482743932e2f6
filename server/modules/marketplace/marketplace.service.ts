import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type {
  PayoutRequestBodySchema,
  ProviderSignUpBodySchema,
  SupportRequestBodySchema,
} from '../../../src/shared/schemas/marketplace';
import { PUSH_TYPES } from '../../../src/shared/schemas/notifications';
import type { Db } from '../../db/client';
import { operators, orders, payouts, providers, supportRequests } from '../../db/schema';
import { fieldError, unprocessable } from '../../lib/errors';
import { createNotification, type DbOrTx } from '../notifications/notifications.service';
import { findCustomer, findProvider } from '../orders/orders.service';
import { notifyDesk, openTicket } from '../support/support.service';

type Body<S extends v.GenericSchema> = v.InferOutput<S>;

async function customerOf(tx: DbOrTx, operatorId: string, id: string) {
  const row = await findCustomer(tx, operatorId, id);
  // Another operator's id reads exactly like an unknown one.
  if (!row) throw unprocessable({ customerId: fieldError('booking.unknown_customer') });
  return { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() };
}

async function providerOf(tx: DbOrTx, operatorId: string, id: string) {
  const row = await findProvider(tx, operatorId, id);
  if (!row) throw unprocessable({ providerId: fieldError('booking.unknown_provider') });
  return row;
}

/**
 * A customer or provider asks for help: a ticket on their desk (issue 67: numbered, its first words in the thread,
 * round-robin to the next available holder, its SLA started) and a pushType-14 notification for the assignee, else
 * the desk's holders, in one transaction.
 */
export async function raiseSupportRequest(db: Db, operatorId: string, body: Body<typeof SupportRequestBodySchema>) {
  return db.transaction(async (tx) => {
    const customer = body.customerId ? await customerOf(tx, operatorId, body.customerId) : null;
    const provider = body.providerId ? await providerOf(tx, operatorId, body.providerId) : null;
    if (body.orderId) await requesterBookingOf(tx, operatorId, body.orderId, { customer, provider });
    const audience = customer ? 'customer' : 'provider';
    const [row] = await tx
      .insert(supportRequests)
      .values({
        operatorId,
        customerId: customer?.id ?? null,
        providerId: provider?.id ?? null,
        audience,
        orderId: body.orderId ?? null,
        subject: body.subject,
        message: body.message ?? '',
      })
      .returning({ id: supportRequests.id });
    const id = (row as { id: string }).id;
    const assigneeId = await openTicket(tx, { id, operatorId, audience, message: body.message ?? '' });
    await notifyDesk(
      tx,
      {
        id,
        operatorId,
        assigneeId,
        customerId: customer?.id ?? null,
        providerId: provider?.id ?? null,
        subject: body.subject,
      },
      customer ? 'notification.support_customer' : 'notification.support_provider',
      customer?.name ?? provider?.name ?? null,
    );
    return { id };
  });
}

/** The booking a request is about must be one of the requester's (else 422, like an unknown one). */
async function requesterBookingOf(
  tx: DbOrTx,
  operatorId: string,
  orderId: string,
  who: { customer: { id: string } | null; provider: { id: string } | null },
) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.operatorId, operatorId),
        who.customer ? eq(orders.customerId, who.customer.id) : eq(orders.providerId, who.provider?.id ?? ''),
      ),
    )
    .limit(1);
  if (!row) throw unprocessable({ orderId: fieldError('support.unknown_booking') });
}

/** A provider asks to be paid: a pending payout (status 0) and a pushType-13 notification. */
export async function requestPayout(db: Db, operatorId: string, body: Body<typeof PayoutRequestBodySchema>) {
  return db.transaction(async (tx) => {
    const provider = await providerOf(tx, operatorId, body.providerId);
    const [op] = await tx
      .select({ currency: operators.currency })
      .from(operators)
      .where(eq(operators.id, operatorId))
      .limit(1);
    const [row] = await tx
      .insert(payouts)
      .values({ operatorId, providerId: provider.id, amount: body.amount, status: 0, note: body.note ?? null })
      .returning({ id: payouts.id });
    const id = (row as { id: string }).id;
    await createNotification(tx, {
      operatorId,
      pushType: PUSH_TYPES.payout,
      pushTypeId: id,
      providerId: provider.id,
      code: 'notification.payout_requested',
      params: { provider: provider.name, amount: body.amount, currency: op?.currency ?? 'INR' },
      label: 'payouts',
      icon: 'cash',
      color: '#F59F00',
    });
    return { id };
  });
}

/** A provider signs up: an unverified provider and a pushType-12 notification asking for approval. */
export async function signUpProvider(db: Db, operatorId: string, body: Body<typeof ProviderSignUpBodySchema>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(providers)
      .values({
        operatorId,
        name: body.name,
        email: body.email ?? null,
        countryCode: body.countryCode ?? null,
        phoneNumber: body.phoneNumber ?? null,
        businessType: body.businessType ?? null,
        address: body.address ?? null,
        isVerified: false,
      })
      .returning({ id: providers.id });
    const id = (row as { id: string }).id;
    await createNotification(tx, {
      operatorId,
      pushType: PUSH_TYPES.provider,
      pushTypeId: id,
      providerId: id,
      code: 'notification.provider_signup',
      params: { provider: body.name },
      label: 'providers',
      icon: 'building-store',
      color: '#7950F2',
    });
    return { id };
  });
}
