import { displayId } from './format';
import { hrefOf, paths } from './paths';

/** What a notification points at (spec part 1 §2 and part 2 "Notifications page"). */
export type PushTarget = {
  pushType: number;
  pushTypeId?: string | null;
  subOrderId?: string | null;
  providerId?: string | null;
  customerId?: string | null;
};

/**
 * The console route a notification opens, by pushType; null when it points nowhere:
 * 11 booking details (pushTypeId, else subOrderId), 12 provider details, 13 the payout (pushTypeId) found in
 * the payouts list, 14 the ticket (pushTypeId) on provider or customer support, 15 customer details, 16 the sub-admins' Requests tab. Used by the drawer, the notifications page and the service worker.
 */
export function routeForPush(target: PushTarget): string | null {
  const has = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';
  switch (Number(target.pushType)) {
    case 11: {
      const id = has(target.pushTypeId) ? target.pushTypeId : target.subOrderId;
      return has(id) ? hrefOf(paths.booking(id)) : null;
    }
    case 12:
      return has(target.providerId) ? hrefOf(paths.provider(target.providerId)) : null;
    case 13:
      return has(target.pushTypeId)
        ? hrefOf({ ...paths.payouts(), search: { search: displayId('Pay_', target.pushTypeId) } })
        : null;
    case 14: {
      // The ticket itself (pushTypeId) on its desk's page, else the desk's list.
      const ticket = has(target.pushTypeId) ? target.pushTypeId : null;
      if (has(target.providerId) && !has(target.customerId))
        return hrefOf(ticket ? paths.providerTicket(ticket) : paths.providerSupport());
      if (has(target.customerId) && !has(target.providerId))
        return hrefOf(ticket ? paths.customerTicket(ticket) : paths.customerSupport());
      return null;
    }
    case 15:
      return has(target.customerId) ? hrefOf(paths.customer(target.customerId)) : null;
    case 16:
      return hrefOf(paths.subAdminRequests());
    default:
      return null;
  }
}
