import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { appClientToken, call, type Login, signIn } from './helpers';

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

describe('notifications: code and parameters, in the recipient’s language', () => {
  type Row = { pushTypeId: string; code: string; params: Record<string, unknown>; title: string; message: string };

  async function raisePayout(session: Login, amount: number) {
    const providers = await call<Array<{ id: string; label: string }>>('GET', '/orders/lookups/providers?search=', {
      token: session.accessToken,
    });
    const provider = providers.body.data[0] as { id: string; label: string };
    const created = await call('POST', '/app/payout-requests', {
      body: { providerId: provider.id, amount },
      headers: { 'X-Client-Token': await appClientToken(), 'X-Operator-Id': session.user.operatorId },
    });
    expect(created.status).toBe(201);
    return { id: created.body.data.id as string, provider };
  }

  /** The pushes the server would have sent to `token` (its log-only sender's outbox). */
  async function pushesTo(token: string, count = 1) {
    const file = inject('pushOutbox');
    for (let i = 0; i < 100; i++) {
      const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
      const mine = lines
        .map(
          (l) =>
            JSON.parse(l) as {
              tokens: string[];
              payload: { notification: { title: string; body: string }; data: Record<string, string> };
            },
        )
        .filter((l) => l.tokens.includes(token));
      if (mine.length >= count) return mine.map((l) => l.payload);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no push for ${token}`);
  }

  it('lists a notification as its code and raw parameters, with the English words beside them', async () => {
    const onda = await signIn('admin@onda.test');
    const { id, provider } = await raisePayout(onda, 42.5);
    const page = await call<{ notifications: Row[] }>('GET', '/notifications?pageNumber=1&pageSize=20', {
      token: onda.accessToken,
    });
    const row = page.body.data.notifications.find((n) => n.pushTypeId === id);
    expect(row).toMatchObject({
      code: 'notification.payout_requested',
      params: { provider: provider.label, amount: 42.5, currency: 'EUR' },
      title: 'Payout requested',
      message: `${provider.label} requested a payout of €42.50.`,
    });
    // Every seeded row has a code too: nothing is left for the console to show raw.
    expect(page.body.data.notifications.every((n) => n.code.startsWith('notification.'))).toBe(true);
  });

  it('words the push of a device whose user chose Portuguese in Portuguese, and in English where the operator does not offer the language', async () => {
    const chosePt = await signIn('admin@onda.test');
    const choseHi = await signIn('admin@onda.test');
    const ptToken = `device-pt-${Date.now()}`;
    const hiToken = `device-hi-${Date.now()}`;
    for (const [session, token] of [
      [chosePt, ptToken],
      [choseHi, hiToken],
    ] as const) {
      expect((await call('PUT', '/me/device-token', { token: session.accessToken, body: { token } })).status).toBe(200);
    }
    // The console tells the server the language chosen on each device.
    expect((await call('PUT', '/me/language', { token: chosePt.accessToken, body: { locale: 'pt-PT' } })).status).toBe(
      200,
    );
    expect((await call('PUT', '/me/language', { token: choseHi.accessToken, body: { locale: 'hi-IN' } })).status).toBe(
      200,
    );
    const { provider } = await raisePayout(chosePt, 321.5);
    const [pt] = await pushesTo(ptToken);
    expect(pt?.data).toMatchObject({
      notificationId: expect.any(String),
      code: 'notification.payout_requested',
      locale: 'pt-PT',
    });
    expect(pt?.notification.title).toBe('Pagamento pedido');
    expect(pt?.notification.body).toMatch(new RegExp(`^${provider.label} pediu um pagamento de 321,50\\s€\\.$`));
    const [en] = await pushesTo(hiToken);
    expect(en?.data.locale).toBe('en-US');
    expect(en?.notification).toMatchObject({
      title: 'Payout requested',
      body: `${provider.label} requested a payout of €321.50.`,
    });
  });

  it('takes the language with the device token too, and refuses a language the console does not have', async () => {
    const onda = await signIn('admin@onda.test');
    const token = `device-with-locale-${Date.now()}`;
    const registered = await call('PUT', '/me/device-token', {
      token: onda.accessToken,
      body: { token, locale: 'pt-PT' },
    });
    expect(registered.status).toBe(200);
    await raisePayout(onda, 10);
    expect((await pushesTo(token))[0]?.notification.title).toBe('Pagamento pedido');

    const bad = await call('PUT', '/me/language', { token: onda.accessToken, body: { locale: 'fr-FR' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.locale).toBeTruthy();
    expect((await call('PUT', '/me/language', { body: { locale: 'pt-PT' } })).status).toBe(401);
  });
});
