import { describe, expect, it } from 'vitest';
import { call, signIn } from './helpers';

describe('notifications: read state', () => {
  it('marks one read (unread count drops) and hides other operators’ notifications as 404', async () => {
    const lotus = await signIn('admin@lotus.test');
    const page = await call('GET', '/notifications?pageNumber=1&pageSize=100', { token: lotus.accessToken });
    const unread = page.body.data.notifications.find((n: { status: string }) => n.status === 'Unread');
    expect(unread).toBeTruthy();
    const before = page.body.data.unread as number;
    const result = await call('PATCH', `/notifications/${unread.id}/read`, { token: lotus.accessToken });
    expect(result.status).toBe(200);
    expect(result.body.data.unread).toBe(before - 1);
    // Again: still read, count unchanged.
    expect(
      (await call('PATCH', `/notifications/${unread.id}/read`, { token: lotus.accessToken })).body.data.unread,
    ).toBe(before - 1);

    const onda = await signIn('admin@onda.test');
    expect((await call('PATCH', `/notifications/${unread.id}/read`, { token: onda.accessToken })).status).toBe(404);
    expect((await call('PATCH', '/notifications/not-an-id/read', { token: onda.accessToken })).status).toBe(404);
  });

  it('marks everything read', async () => {
    const lotus = await signIn('admin@lotus.test');
    const result = await call('POST', '/notifications/read-all', { token: lotus.accessToken });
    expect(result.status).toBe(200);
    expect(result.body.data.unread).toBe(0);
    const page = await call('GET', '/notifications?pageNumber=1&pageSize=5', { token: lotus.accessToken });
    expect(page.body.data.unread).toBe(0);
    expect(page.body.data.notifications.every((n: { status: string }) => n.status === 'Read')).toBe(true);
  });
});
