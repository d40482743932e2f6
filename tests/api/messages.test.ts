import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, clientToken, type Login, login, signIn } from './helpers';

/**
 * Every message the server writes carries a code and parameters beside its English text (decision 007), so
 * the console can word it in the reader's language: field errors (422), conflicts (409), sizes (413), media
 * types (415), limits (429) and success notices.
 */

type Option = { id: string; label: string; sublabel: string | null };

let sparkle: Login;

const auth = () => ({ token: sparkle.accessToken });

beforeAll(async () => {
  sparkle = await signIn('admin@sparkle.test');
});

async function newBooking(): Promise<string> {
  const first = async (path: string) =>
    ((await call<Option[]>('GET', `/orders/lookups/${path}`, auth())).body.data[0] as Option).id;
  const providerId = await first('providers?limit=1');
  const at = new Date(Date.now() + 2 * 86_400_000);
  const result = await call<{ id: string }>('POST', '/orders', {
    ...auth(),
    body: {
      customerId: await first('customers?limit=1'),
      providerId,
      productId: await first(`products?limit=1&providerId=${providerId}`),
      scheduledAt: at.toISOString(),
      productQuantity: 1,
      orderDiscountType: 2,
      orderDiscount: 0,
    },
  });
  expect(result.status).toBe(201);
  expect(result.body).toMatchObject({ code: 'booking.created', params: {}, message: 'Booking created' });
  return result.body.data.id;
}

describe('messages as codes and parameters', () => {
  it('422: each field error has the spec’s code with its bound as a number, beside the English text', async () => {
    const result = await call('POST', '/orders', {
      ...auth(),
      body: { productQuantity: 101, orderDiscountType: 3, scheduledAt: 'soon', note: 'x'.repeat(501) },
    });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      code: 'validations.check_fields',
      message: 'Please check the highlighted fields',
    });
    const codes = result.body as unknown as { errorCodes: Record<string, { code: string; params: object }[]> };
    expect(codes.errorCodes.productQuantity).toEqual([{ code: 'validations.max', params: { max: 100 } }]);
    expect(result.body.errors?.productQuantity).toEqual(['Must be at most 100']);
    expect(codes.errorCodes.customerId).toEqual([{ code: 'validations.required', params: {} }]);
    expect(codes.errorCodes.scheduledAt?.[0]?.code).toMatch(/^validations\./);
    // Every field with an English error has its codes, one for one.
    for (const [field, texts] of Object.entries(result.body.errors ?? {})) {
      expect(codes.errorCodes[field], field).toHaveLength(texts.length);
    }
  });

  it('409: a refused status change names both statuses as numbers, worded in English in the message', async () => {
    const id = await newBooking();
    expect((await call('PATCH', `/orders/${id}/status`, { ...auth(), body: { status: 7 } })).status).toBe(200);
    const result = await call('PATCH', `/orders/${id}/status`, { ...auth(), body: { status: 1 } });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      code: 'booking.transition_refused',
      params: { from: 7, to: 1 },
      message: 'A booking that is Cancelled by Customer cannot become Accepted',
    });
  });

  it('413: a body over 1 MB says the limit in MB', async () => {
    const result = await call('POST', '/saved-views', {
      ...auth(),
      rawBody: JSON.stringify({ screen: 'bookings', name: 'x', query: { a: 'x'.repeat(1024 * 1024 + 10) } }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: 'request.too_large', params: { max: 1 } });
  });

  it('415: a body that is not JSON is refused with a code', async () => {
    const result = await call('POST', '/saved-views', {
      ...auth(),
      rawBody: 'screen=bookings',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(result.status).toBe(415);
    expect(result.body).toMatchObject({ code: 'request.json_required', params: {} });
  });

  it('429: too many sign-in attempts say how many seconds to wait, as Retry-After does', async () => {
    const account = `locked-${Date.now()}@sparkle.test`;
    const token = await clientToken();
    let locked: Awaited<ReturnType<typeof login>> | null = null;
    for (let i = 0; i < 8 && !locked; i++) {
      const result = await call('POST', '/auth/login', {
        body: { username: account, password: `wrong-${i}` },
        headers: { 'X-Client-Token': token },
      });
      if (result.status === 429) locked = result;
      else {
        expect(result.status).toBe(422);
        expect(result.body).toMatchObject({ code: 'auth.invalid_credentials' });
        expect((result.body as unknown as { errorCodes: object }).errorCodes).toEqual({
          username: [{ code: 'auth.invalid_credentials', params: {} }],
        });
      }
    }
    expect(locked?.status).toBe(429);
    const seconds = Number(locked?.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(locked?.body).toMatchObject({ code: 'auth.too_many_attempts', params: { seconds } });
  });

  it('401, 403 and 404 carry codes too', async () => {
    const none = await fetch(`${apiUrl}/api/v1/orders`);
    expect(await none.json()).toMatchObject({ status: false, code: 'auth.sign_in_required' });
    const ops = await signIn('ops@sparkle.test');
    const forbidden = await call('GET', '/merchants', { token: ops.accessToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'auth.module_forbidden', params: { module: 'merchants' } });
    const missing = await call('GET', '/orders/00000000-0000-4000-8000-000000000000', auth());
    expect(missing.body).toMatchObject({ code: 'booking.not_found' });
    expect((await call('GET', '/no-such-route', auth())).body).toMatchObject({ code: 'request.route_not_found' });
  });
});
