import { describe, expect, it } from 'vitest';
import { routeForPush } from './push-routes';

describe('routeForPush', () => {
  it('11 opens the booking of pushTypeId, else of subOrderId', () => {
    expect(routeForPush({ pushType: 11, pushTypeId: 'abc' })).toBe('/orders/order_details/abc');
    expect(routeForPush({ pushType: 11, subOrderId: 'def' })).toBe('/orders/order_details/def');
    expect(routeForPush({ pushType: 11 })).toBeNull();
  });

  it('12 opens the provider details with its id as query', () => {
    expect(routeForPush({ pushType: 12, providerId: 'p1' })).toBe('/userss/service_providers/services-details?id=p1');
  });

  it('14 opens provider support or customer support, never when both or neither are set', () => {
    expect(routeForPush({ pushType: 14, providerId: 'p' })).toBe('/support/provider_support');
    expect(routeForPush({ pushType: 14, customerId: 'c' })).toBe('/support/customer_support');
    expect(routeForPush({ pushType: 14, providerId: 'p', customerId: 'c' })).toBeNull();
    expect(routeForPush({ pushType: 14 })).toBeNull();
  });

  it('14 with the ticket id opens the ticket on its desk', () => {
    const id = '3f2a1c7e-0000-4000-8000-000000000001';
    expect(routeForPush({ pushType: 14, pushTypeId: id, customerId: 'c' })).toBe(`/support/customer_support/${id}`);
    expect(routeForPush({ pushType: 14, pushTypeId: id, providerId: 'p' })).toBe(`/support/provider_support/${id}`);
    expect(routeForPush({ pushType: 14, pushTypeId: id })).toBeNull();
  });

  it('13 (a payout requested) opens the payouts list on that payout, by its Pay_ reference', () => {
    expect(routeForPush({ pushType: 13, pushTypeId: '0a1b2c3d-4e5f' })).toBe('/payouts?search=Pay_0A1B2C3D');
    expect(routeForPush({ pushType: 13, customerId: 'c9' })).toBeNull();
  });

  it('15 opens the customer, other pushTypes go nowhere', () => {
    expect(routeForPush({ pushType: 15, customerId: 'c9' })).toBe('/users/customerlist/view_customer/c9');
    expect(routeForPush({ pushType: 17, customerId: 'c9' })).toBeNull();
  });

  it('16 (an account asked for on the register page) opens the sub-admins list on its Requests tab', () => {
    expect(routeForPush({ pushType: 16, pushTypeId: 'a1' })).toBe('/sub-admins?status=requested');
  });

  it('accepts pushType as a string (FCM data payloads are strings) and encodes ids', () => {
    expect(routeForPush({ pushType: '15' as unknown as number, customerId: 'a/b' })).toBe(
      '/users/customerlist/view_customer/a%2Fb',
    );
  });
});
