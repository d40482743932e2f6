import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Login, signIn } from './helpers';

type Option = { id: string };
let admin: Login;
let body: Record<string, unknown>;

const auth = (session: Login, key?: string) => ({
  token: session.accessToken,
  headers: (key ? { 'Idempotency-Key': key } : {}) as Record<string, string>,
});

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  const customers = (await call<Option[]>('GET', '/orders/lookups/customers?limit=5', auth(admin))).body.data;
  const providers = (await call<Option[]>('GET', '/orders/lookups/providers?limit=5', auth(admin))).body.data;
  const provider = providers[0] as Option;
  const products = (
    await call<Option[]>('GET', `/orders/lookups/products?limit=5&providerId=${provider.id}`, auth(admin))
  ).body.data;
  body = {
    customerId: (customers[0] as Option).id,
    providerId: provider.id,
    productId: (products[0] as Option).id,
    scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    productQuantity: 2,
    orderDiscountType: 2,
    orderDiscount: 0,
  };
});

describe('Idempotency-Key on mutations', () => {
  it('replays the first result of a create instead of creating twice', async () => {
    const key = randomUUID();
    const first = await call('POST', '/orders', { ...auth(admin, key), body });
    expect(first.status).toBe(201);
    const again = await call('POST', '/orders', { ...auth(admin, key), body });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const found = await call('GET', `/orders?search=ORD_${first.body.data.id.slice(0, 8)}`, auth(admin));
    expect(found.body.data.total).toBe(1);
  });

  it('refuses the same key for a different request', async () => {
    const key = randomUUID();
    expect((await call('POST', '/orders', { ...auth(admin, key), body })).status).toBe(201);
    const other = await call('POST', '/orders', { ...auth(admin, key), body: { ...body, productQuantity: 3 } });
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty('Idempotency-Key');
  });

  it('after a refusal, a changed body with a new key is applied; the same body with the first key replays the refusal', async () => {
    const taken = `Idem ${randomUUID().slice(0, 8)}`;
    expect((await call('POST', '/service-types', { ...auth(admin), body: { name: taken } })).status).toBe(201);
    const first = randomUUID();
    const refused = await call('POST', '/service-types', { ...auth(admin, first), body: { name: taken } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('service_type.name_taken');
    // The same attempt again (a double click, a lost answer): the first answer, nothing new.
    const replayed = await call('POST', '/service-types', { ...auth(admin, first), body: { name: taken } });
    expect(replayed.status).toBe(409);
    expect(replayed.body.code).toBe('service_type.name_taken');
    // The changed name under the first key is another request: refused, nothing applied.
    const reused = await call('POST', '/service-types', { ...auth(admin, first), body: { name: `${taken} 2` } });
    expect(reused.status).toBe(422);
    expect(reused.body.errorCodes?.['Idempotency-Key']?.[0]?.code).toBe('request.idempotency_key_reused');
    // The changed name with a new key (what the console sends): applied once, replayed after.
    const second = randomUUID();
    const created = await call('POST', '/service-types', { ...auth(admin, second), body: { name: `${taken} 2` } });
    expect(created.status).toBe(201);
    const again = await call('POST', '/service-types', { ...auth(admin, second), body: { name: `${taken} 2` } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(created.body.data.id);
  });

  it('applies a replayed status change exactly once', async () => {
    const created = await call('POST', '/orders', { ...auth(admin), body });
    const id = created.body.data.id as string;
    const key = randomUUID();
    const first = await call('PATCH', `/orders/${id}/status`, {
      ...auth(admin, key),
      body: { status: 1, note: 'offline' },
    });
    expect(first.status).toBe(200);
    const replay = await call('PATCH', `/orders/${id}/status`, {
      ...auth(admin, key),
      body: { status: 1, note: 'offline' },
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const detail = await call('GET', `/orders/${id}`, auth(admin));
    expect(detail.body.data.history.filter((h: { toStatus: number }) => h.toStatus === 1)).toHaveLength(1);
    // Without the key, the same change is a conflict: the booking is already Accepted.
    expect((await call('PATCH', `/orders/${id}/status`, { ...auth(admin), body: { status: 1 } })).status).toBe(409);
  });

  it('keeps keys apart per operator and rejects malformed keys', async () => {
    const key = randomUUID();
    expect((await call('POST', '/orders', { ...auth(admin, key), body })).status).toBe(201);
    const sparkle = await signIn('admin@sparkle.test');
    const result = await call('POST', '/orders', { ...auth(sparkle, key), body });
    // Sparkle's request is its own (and fails on Demo's ids), never a replay of Demo's booking.
    expect(result.headers.get('idempotent-replayed')).toBeNull();
    expect(result.status).toBe(422);
    expect((await call('POST', '/orders', { ...auth(admin, 'bad key with spaces'), body })).status).toBe(400);
  });
});
