import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { appClientToken, call, type Login, signIn } from './helpers';

type Row = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  businessType: string | null;
  rating: number | null;
  profileImage: string | null;
  verified: boolean;
  status: boolean;
  createdAt: string;
};
type Page = { data: Row[]; total: number };
type Detail = {
  provider: Row & { firstName: string; lastName: string; countryCode: string | null; phoneNumber: string | null };
  currency: string;
  services: { total: number; items: { id: string; exclusive: boolean; basePriceMinor: number; bookings: number }[] };
  bookings: { total: number; byStatus: { status: number; count: number }[] };
  earnings: { totalMinor: number; last30DaysMinor: number; completedBookings: number };
  payouts: {
    total: number;
    pendingCount: number;
    pendingAmountMinor: number;
    paidCount: number;
    paidAmountMinor: number;
    latest: { id: string; amountMinor: number; status: number }[];
  };
};

// Changes are made on Lotus, on providers this file creates (through the provider app's sign-up).
let lotus: Login;
let sparkle: Login;
let ops: Login; // Sparkle sub-admin: dashboard and bookings only

const as = (s: Login) => ({ token: s.accessToken, operatorId: s.user.operatorId });
const list = (s: Login, query = '') => call<Page>('GET', `/service-providers${query}`, as(s));
const detail = (s: Login, id: string) => call<Detail>('GET', `/service-providers/${id}`, as(s));
const stats = async (s: Login) =>
  (
    await call<{ verifiedProviders: number; notVerifiedProviders: number; totalProviders: number }>(
      'GET',
      '/dashboard/stats',
      as(s),
    )
  ).body.data;

/** A new unverified provider of `s`'s operator, as the provider app signs one up. */
async function signUp(s: Login, name: string, extra: Record<string, string> = {}): Promise<string> {
  const result = await call<{ id: string }>('POST', '/app/providers', {
    body: { name, ...extra },
    operatorId: s.user.operatorId,
    headers: { 'X-Client-Token': await appClientToken() },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data.id;
}

beforeAll(async () => {
  [lotus, sparkle, ops] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
  ]);
});

describe('GET /service-providers', () => {
  it('answers data.data + data.total, newest first, 10 a page by default, phones in international format', async () => {
    const result = await list(sparkle);
    expect(result.status).toBe(200);
    expect(result.body.data.data).toHaveLength(10);
    expect(result.body.data.total).toBeGreaterThan(100);
    const times = result.body.data.data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // libphonenumber's international format: "+91 98450 12345", never the bare digits (the seeded providers
    // all have one; other tests may sign up providers without a phone meanwhile, hence a page of 100).
    const phones = (await list(sparkle, '?pageSize=100')).body.data.data.flatMap((r) => (r.phone ? [r.phone] : []));
    expect(phones.length).toBeGreaterThan(50);
    for (const phone of phones) expect(phone).toMatch(/^\+\d{1,3} \d[\d ]+\d$/);
  });

  it('pages without overlap; pageSize 101, pageNumber 0 and an unknown sortBy answer 422', async () => {
    const [first, second] = await Promise.all([
      list(sparkle, '?pageSize=20'),
      list(sparkle, '?pageSize=20&pageNumber=2'),
    ]);
    const ids = new Set(first.body.data.data.map((r) => r.id));
    expect(second.body.data.data.some((r) => ids.has(r.id))).toBe(false);
    for (const query of [
      '?pageSize=101',
      '?pageNumber=0',
      '?sortBy=password',
      '?sortDir=up',
      '?verified=2',
      '?status=x',
    ]) {
      const result = await list(sparkle, query);
      expect(result.status, query).toBe(422);
    }
  });

  it('filters by verified and status on the server; "all" is both', async () => {
    const [all, yes, no, active, both] = await Promise.all([
      list(sparkle),
      list(sparkle, '?verified=1&pageSize=100'),
      list(sparkle, '?verified=0&pageSize=100'),
      list(sparkle, '?status=1&verified=1&pageSize=100'),
      list(sparkle, '?verified=all&status=all'),
    ]);
    expect(yes.body.data.total + no.body.data.total).toBe(all.body.data.total);
    expect(yes.body.data.data.every((r) => r.verified)).toBe(true);
    expect(no.body.data.data.every((r) => !r.verified)).toBe(true);
    expect(active.body.data.data.every((r) => r.verified && r.status)).toBe(true);
    expect(active.body.data.total).toBeLessThan(yes.body.data.total);
    expect(both.body.data.total).toBe(all.body.data.total);
    const dashboard = await stats(sparkle);
    expect(yes.body.data.total).toBe(dashboard.verifiedProviders);
  });

  it('searches name, email and phone; % and _ are taken literally', async () => {
    const sample = (await list(sparkle, '?pageSize=30')).body.data.data.find((r) => r.email && r.phone) as Row;
    const byName = await list(sparkle, `?search=${encodeURIComponent(sample.name.toUpperCase())}`);
    expect(byName.body.data.data.map((r) => r.id)).toContain(sample.id);
    const byEmail = await list(sparkle, `?search=${encodeURIComponent(sample.email ?? '')}`);
    expect(byEmail.body.data.data.map((r) => r.id)).toEqual([sample.id]);
    const digits = (sample.phone ?? '').replace(/\D/g, '').slice(-8);
    const byPhone = await list(sparkle, `?search=${digits}`);
    expect(byPhone.body.data.data.map((r) => r.id)).toContain(sample.id);
    const byFormatted = await list(sparkle, `?search=${encodeURIComponent(sample.phone ?? '')}`);
    expect(byFormatted.body.data.data.map((r) => r.id)).toContain(sample.id);
    for (const wildcard of ['%', '_', '%%']) {
      const result = await list(sparkle, `?search=${encodeURIComponent(wildcard)}`);
      expect(result.status).toBe(200);
      expect(result.body.data.total, wildcard).toBe(0);
    }
  });

  it('sorts by the whitelist with a total order: name ascending, rating best first with unrated last', async () => {
    // Compared by first letter (the database's collation decides the rest).
    const initials = (await list(sparkle, '?sortBy=name&pageSize=100')).body.data.data.map((r) =>
      r.name.charAt(0).toUpperCase(),
    );
    expect(initials).toEqual([...initials].sort());
    const ratings = (await list(sparkle, '?sortBy=rating&pageSize=100')).body.data.data.map((r) => r.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // Stable: the same request twice gives the same page, and pages do not overlap on ties.
    const [a, b] = await Promise.all([
      list(sparkle, '?sortBy=rating&sortDir=asc&pageSize=7&pageNumber=3'),
      list(sparkle, '?sortBy=rating&sortDir=asc&pageSize=7&pageNumber=3'),
    ]);
    expect(a.body.data.data.map((r) => r.id)).toEqual(b.body.data.data.map((r) => r.id));
  });
});

describe('POST /app/providers (the provider app signs a provider up)', () => {
  it('checks the phone against its dial code’s country, stores it in parts and lists it in international format', async () => {
    const post = async (body: Record<string, string>) =>
      call('POST', '/app/providers', {
        body: { name: `Phone Check ${randomUUID().slice(0, 6)}`, ...body },
        operatorId: lotus.user.operatorId,
        headers: { 'X-Client-Token': await appClientToken() },
      });
    for (const bad of [
      { phoneNumber: '9876543210' } as Record<string, string>,
      { countryCode: '+351', phoneNumber: '98765 43210' },
      { countryCode: '+91', phoneNumber: '12' },
    ]) {
      const refused = await post(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(422);
      expect(refused.body.errorCodes?.phoneNumber).toEqual([{ code: 'invalid_phone', params: {} }]);
    }
    const id = await signUp(lotus, `Spaced Phone ${randomUUID().slice(0, 6)}`, {
      countryCode: '+91',
      phoneNumber: '98765 43210',
    });
    const detail = await call('GET', `/service-providers/${id}`, as(lotus));
    expect(detail.body.data.provider.phone).toBe('+91 98765 43210');
    const full = await signUp(lotus, `Full Phone ${randomUUID().slice(0, 6)}`, { phoneNumber: '+351 912 345 678' });
    expect((await call('GET', `/service-providers/${full}`, as(lotus))).body.data.provider.phone).toBe(
      '+351 912 345 678',
    );
  });
});

describe('GET /service-providers/export', () => {
  it('writes providers.csv of the filtered list in its order, with X-Total-Count', async () => {
    const result = await call<string>('GET', '/service-providers/export?verified=0&sortBy=name', as(sparkle));
    expect(result.status).toBe(200);
    expect(result.headers.get('content-disposition')).toContain('providers.csv');
    const parsed = Papa.parse<Record<string, string>>(result.body.data.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    const page = await list(sparkle, '?verified=0&sortBy=name&pageSize=100');
    expect(parsed.data).toHaveLength(page.body.data.total);
    expect(Number(result.headers.get('x-total-count'))).toBe(page.body.data.total);
    expect(parsed.data.slice(0, 100).map((r) => r.id)).toEqual(page.body.data.data.map((r) => r.id));
    expect(parsed.data.every((r) => r.verified === 'false')).toBe(true);
  });
});

describe('GET /service-providers/{id}', () => {
  it('answers the profile, services, bookings by status, earnings and payouts in minor units', async () => {
    // A provider with ended bookings and payouts: the one of the newest payouts.
    const payouts = await call<{ providerId: string }[]>('GET', '/payouts?pageSize=50', as(sparkle));
    const providerId = payouts.body.data.find((p) => p.providerId)?.providerId as string;
    const result = await detail(sparkle, providerId);
    expect(result.status).toBe(200);
    const d = result.body.data;
    expect(d.provider.id).toBe(providerId);
    expect(d.currency).toBe('INR');
    expect(d.bookings.byStatus.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(d.bookings.total).toBe(d.bookings.byStatus.reduce((s, x) => s + x.count, 0));
    const ordersTotal = await call<{ total: number }>(
      'GET',
      `/orders?providerId=${providerId}&pageSize=1`,
      as(sparkle),
    );
    expect(d.bookings.total).toBe(ordersTotal.body.data.total);
    expect(d.earnings.completedBookings).toBe(d.bookings.byStatus[6]?.count);
    for (const amount of [d.earnings.totalMinor, d.payouts.pendingAmountMinor, d.payouts.paidAmountMinor])
      expect(Number.isInteger(amount)).toBe(true);
    expect(d.payouts.total).toBeGreaterThan(0);
    expect(d.payouts.latest.length).toBe(Math.min(10, d.payouts.total));
    const pending = d.payouts.latest.filter((p) => p.status === 0);
    if (d.payouts.total <= 10) {
      expect(pending.length).toBe(d.payouts.pendingCount);
      expect(pending.reduce((s, p) => s + p.amountMinor, 0)).toBe(d.payouts.pendingAmountMinor);
    }
    expect(d.services.total).toBeGreaterThan(0);
    // Its own services first.
    const own = d.services.items.map((s) => s.exclusive);
    expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
    expect(d.services.items.every((s) => Number.isInteger(s.basePriceMinor))).toBe(true);
  });

  it('answers 404 alike for another operator’s provider, an unknown id and a malformed one', async () => {
    const theirs = (await list(lotus)).body.data.data[0] as Row;
    const answers = await Promise.all([
      detail(sparkle, theirs.id),
      detail(sparkle, randomUUID()),
      detail(sparkle, 'not-an-id'),
      call('PUT', `/service-providers/${theirs.id}/verify`, { ...as(sparkle), body: { verified: !theirs.verified } }),
      call('PUT', `/service-providers/${theirs.id}/status`, {
        ...as(sparkle),
        body: { status: theirs.status ? 0 : 1 },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('provider.not_found');
    }
    const after = (await detail(lotus, theirs.id)).body.data.provider;
    expect([after.verified, after.status]).toEqual([theirs.verified, theirs.status]);
  });
});

describe('PUT /service-providers/{id}/verify and /status', () => {
  it('verifying moves the dashboard’s verified / unverified counts by one, and unverifying moves them back', async () => {
    const id = await signUp(lotus, `Verify Test ${randomUUID().slice(0, 6)}`);
    const before = await stats(lotus);
    const verified = await call<Row>('PUT', `/service-providers/${id}/verify`, {
      ...as(lotus),
      body: { verified: true },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.code).toBe('provider.verified');
    expect(verified.body.data.verified).toBe(true);
    const after = await stats(lotus);
    expect(after.verifiedProviders).toBe(before.verifiedProviders + 1);
    expect(after.notVerifiedProviders).toBe(before.notVerifiedProviders - 1);
    expect(after.totalProviders).toBe(before.totalProviders);

    const undone = await call<Row>('PUT', `/service-providers/${id}/verify`, {
      ...as(lotus),
      body: { verified: false },
    });
    expect(undone.body.code).toBe('provider.unverified');
    expect(await stats(lotus)).toMatchObject({
      verifiedProviders: before.verifiedProviders,
      notVerifiedProviders: before.notVerifiedProviders,
    });
  });

  it('the status toggle activates and deactivates; the list filter follows', async () => {
    const name = `Status Test ${randomUUID().slice(0, 6)}`;
    const id = await signUp(lotus, name);
    const off = await call<Row>('PUT', `/service-providers/${id}/status`, { ...as(lotus), body: { status: 0 } });
    expect(off.status).toBe(200);
    expect(off.body.code).toBe('provider.deactivated');
    const inactive = await list(lotus, `?status=0&search=${encodeURIComponent(name)}`);
    expect(inactive.body.data.data.map((r) => r.id)).toEqual([id]);
    const on = await call<Row>('PUT', `/service-providers/${id}/status`, { ...as(lotus), body: { status: 1 } });
    expect(on.body.data.status).toBe(true);
    expect((await list(lotus, `?status=0&search=${encodeURIComponent(name)}`)).body.data.total).toBe(0);
  });

  it('refuses bad bodies with 422 on the field and changes nothing', async () => {
    const id = await signUp(lotus, `Bad Body ${randomUUID().slice(0, 6)}`);
    for (const body of [{}, { verified: 'yes' }, { verified: 1 }, { verified: null }]) {
      const result = await call('PUT', `/service-providers/${id}/verify`, { ...as(lotus), body });
      expect(result.status, JSON.stringify(body)).toBe(422);
      expect(result.body.errors?.verified).toBeDefined();
    }
    for (const body of [{}, { status: 2 }, { status: 'on' }, { status: true }]) {
      const result = await call('PUT', `/service-providers/${id}/status`, { ...as(lotus), body });
      expect(result.status, JSON.stringify(body)).toBe(422);
      expect(result.body.errors?.status).toBeDefined();
    }
    const after = (await detail(lotus, id)).body.data.provider;
    expect([after.verified, after.status]).toEqual([false, true]);
  });
});

describe('service providers: who may', () => {
  it('answers 401 without a token and 403 to a sub-admin without the module', async () => {
    const id = (await list(sparkle)).body.data.data[0]?.id as string;
    const routes: [string, string, unknown?][] = [
      ['GET', '/service-providers'],
      ['GET', '/service-providers/export'],
      ['GET', `/service-providers/${id}`],
      ['PUT', `/service-providers/${id}/verify`, { verified: true }],
      ['PUT', `/service-providers/${id}/status`, { status: 1 }],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await call(method, path, { body, operatorId: sparkle.user.operatorId });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const subAdmin = await call(method, path, { ...as(ops), body });
      expect(subAdmin.status, `${method} ${path}`).toBe(403);
    }
  });
});
