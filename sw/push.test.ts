import { describe, expect, it } from 'vitest';
import { linkOf, parsePush, systemNotification } from './push';

const origin = 'https://admin.example.com';
const fcm = {
  notification: { title: 'New booking ORD_AB12', body: 'Asha booked a deep clean', image: '/uploads/x.webp' },
  data: { notificationId: 'n-1', pushType: '11', pushTypeId: 'o-1', subOrderId: 'o-1', operatorId: 'op-1' },
  from: '1234567890',
  messageId: 'm-1',
};

describe('service worker push', () => {
  it('reads FCM-shaped payloads and refuses anything else', () => {
    expect(parsePush(JSON.stringify(fcm))).toEqual(fcm);
    expect(parsePush('not json')).toBeNull();
    expect(parsePush('[1,2]')).toBeNull();
    expect(parsePush(JSON.stringify({ from: 'x' }))).toBeNull();
    expect(parsePush(JSON.stringify({ data: { a: 'b', n: 5 } }))).toEqual({ data: { a: 'b' } });
    expect(parsePush(undefined)).toBeNull();
  });

  it('links to the route of the pushType, or a same-origin link the message carries', () => {
    expect(linkOf(fcm, origin)).toBe('/orders/order_details/o-1');
    expect(linkOf({ data: { pushType: '15', customerId: 'c-9' } }, origin)).toBe(
      '/users/customerlist/view_customer/c-9',
    );
    expect(linkOf({ ...fcm, fcmOptions: { link: `${origin}/notification?x=1` } }, origin)).toBe('/notification?x=1');
    expect(linkOf({ ...fcm, fcmOptions: { link: 'https://evil.example/phish' } }, origin)).toBe(
      '/orders/order_details/o-1',
    );
    expect(linkOf({ data: { pushType: '13' } }, origin)).toBe('/notification');
  });

  it('shows title, body, image, the operator’s icon and the link', () => {
    expect(systemNotification(fcm, origin, 'op-1')).toEqual({
      title: 'New booking ORD_AB12',
      options: {
        body: 'Asha booked a deep clean',
        icon: '/icons/192.png?operator=op-1',
        image: '/uploads/x.webp',
        tag: 'n-1',
        data: { link: '/orders/order_details/o-1', payload: fcm },
      },
    });
    expect(systemNotification({ data: { pushType: '13' } }, origin, undefined)).toMatchObject({
      title: 'No Title',
      options: { body: 'No content', icon: '/icons/192.png' },
    });
  });

  it('shows a push worded by the server in the recipient’s language as sent, its code and params left to the console', () => {
    const worded = {
      notification: {
        title: 'Pagamento pedido',
        body: 'Asha pediu um pagamento de 77,00 €.',
        icon: '/icons/192.png?operator=op-2',
      },
      data: {
        notificationId: 'n-7',
        pushType: '13',
        code: 'notification.payout_requested',
        params: '{"provider":"Asha","amount":77,"currency":"EUR"}',
        locale: 'pt-PT',
        link: '/notification',
      },
      fcmOptions: { link: '/notification' },
    };
    expect(parsePush(JSON.stringify(worded))).toEqual(worded);
    expect(systemNotification(worded, origin, 'op-2')).toMatchObject({
      title: 'Pagamento pedido',
      options: { body: 'Asha pediu um pagamento de 77,00 €.', tag: 'n-7', data: { link: '/notification' } },
    });
  });
});
