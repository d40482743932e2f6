import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, call, clientToken, type Login, login, signIn } from './helpers';

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

let sparkle: Login;
let onda: Login;
let ops: Login;
let image: string;

const as = (s: Login) => ({ token: s.accessToken });

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([PNG.buffer as ArrayBuffer]), 'face.png');
  form.set('flag', 'profile');
  const response = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { image: string } }).data.image;
}

const PASSWORD = 'Team@2026x';

/** Signs in an account made here (its password is PASSWORD, not the demo's). */
async function signInMember(email: string): Promise<Login> {
  const result = await login(email, PASSWORD);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data;
}

function body(extra: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: 'Asha',
    lastName: `Rao ${tag}`,
    email: `asha.${tag}@sparkle.test`,
    countryCode: '+91',
    countryCodeIso: 'IN',
    phoneNumber: '98450 12345',
    profileImage: image,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  };
}

/** A new sub-admin of `owner`'s operator with `modules`, signed in. */
async function teamMember(owner: Login, modules: string[]): Promise<{ id: string; email: string; session: Login }> {
  const sent = body({ permissions: modules.map((module) => ({ module })) });
  const created = await call('POST', '/sub-admins', { ...as(owner), body: sent });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.data.id, email: sent.email, session: await signInMember(sent.email) };
}

beforeAll(async () => {
  [sparkle, onda, ops] = await Promise.all([
    signIn('admin@sparkle.test'),
    signIn('admin@onda.test'),
    signIn('ops@sparkle.test'),
  ]);
  image = await upload(sparkle.accessToken);
});

describe('POST /sub-admins', () => {
  it('refuses each invalid field with the spec’s codes and adds nothing', async () => {
    const empty = await call('POST', '/sub-admins', { ...as(sparkle), body: {} });
    expect(empty.status).toBe(422);
    const required = await call('POST', '/sub-admins', {
      ...as(sparkle),
      body: {
        firstName: ' ',
        lastName: '',
        email: '',
        countryCode: '',
        phoneNumber: '',
        profileImage: '',
        password: '',
        confirmPassword: '',
      },
    });
    expect(required.status).toBe(422);
    for (const field of ['firstName', 'lastName', 'email', 'countryCode', 'phoneNumber', 'profileImage', 'password']) {
      expect(required.body.errorCodes?.[field]?.[0]?.code, field).toBe('validations.required');
    }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'invalid_email'],
      [{ phoneNumber: '12345' }, 'phoneNumber', 'invalid_phone'],
      [{ countryCode: '+351' }, 'phoneNumber', 'invalid_phone'],
      [{ password: 'short1', confirmPassword: 'short1' }, 'password', 'min_length_password'],
      [{ confirmPassword: 'Other@2026x' }, 'confirmPassword', 'password_mismatch'],
      [{ profileImage: 'https://evil.example/x.png' }, 'profileImage', 'subadmin.image_not_uploaded'],
      [{ profileImage: `/uploads/${randomUUID()}.png` }, 'profileImage', 'subadmin.image_not_uploaded'],
    ];
    for (const [extra, field, code] of cases) {
      const result = await call('POST', '/sub-admins', { ...as(sparkle), body: body(extra) });
      expect(result.status, JSON.stringify(extra)).toBe(422);
      expect(result.body.errorCodes?.[field]?.[0]?.code, JSON.stringify(extra)).toBe(code);
    }
    // Another operator's upload is not this operator's image.
    const ondaImage = await upload(onda.accessToken);
    const foreign = await call('POST', '/sub-admins', { ...as(sparkle), body: body({ profileImage: ondaImage }) });
    expect(foreign.body.errorCodes?.profileImage?.[0]?.code).toBe('subadmin.image_not_uploaded');
  });

  it('adds an active sub-admin with dashboard by default, spaces dropped from the phone; it signs in with exactly that', async () => {
    const sent = body({ phoneNumber: '98450 12345' });
    const created = await call('POST', '/sub-admins', { ...as(sparkle), body: sent });
    expect(created.status).toBe(201);
    expect(created.body.code).toBe('subadmin.created');
    expect(created.body.data).toMatchObject({
      role: 'SUB_ADMIN',
      email: sent.email,
      countryCode: '+91',
      countryCodeIso: 'IN',
      phoneNumber: '9845012345',
      phone: '+91 98450 12345',
      profileImage: image,
      status: 1,
    });
    const detail = await call('GET', `/sub-admins/${created.body.data.id}`, as(sparkle));
    expect(detail.body.data.permissions).toEqual([{ module: 'dashboard' }]);
    expect(detail.body.data.operatorModules).toContain('payouts');
    const member = await signInMember(sent.email);
    expect(member.role).toBe('SUB_ADMIN');
    expect(member.modules).toEqual(['dashboard']);
    // The same email again: 409 on the field.
    const again = await call('POST', '/sub-admins', {
      ...as(sparkle),
      body: body({ email: sent.email.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCodes?.email?.[0]?.code).toBe('subadmin.email_taken');
  });
});

describe('GET /sub-admins', () => {
  it('lists the operator’s sub-admins only (never an ADMIN or another operator’s), searched and filtered on the server', async () => {
    const member = await teamMember(sparkle, ['dashboard']);
    const all = await call('GET', '/sub-admins?pageSize=100', as(sparkle));
    expect(all.status).toBe(200);
    const emails = all.body.data.data.map((r: { email: string }) => r.email);
    expect(emails).toEqual(expect.arrayContaining(['ops@sparkle.test', 'finance@sparkle.test', member.email]));
    expect(emails).not.toContain('admin@sparkle.test');
    expect(all.body.data.data.every((r: { role: string }) => r.role === 'SUB_ADMIN')).toBe(true);
    expect(
      (await call('GET', '/sub-admins?pageSize=100', as(onda))).body.data.data.map((r: { email: string }) => r.email),
    ).not.toContain(member.email);
    const lastName = (await call('GET', `/sub-admins/${member.id}`, as(sparkle))).body.data.lastName as string;
    for (const search of [lastName.toUpperCase(), member.email, `Asha ${lastName}`]) {
      const found = await call('GET', `/sub-admins?search=${encodeURIComponent(search)}`, as(sparkle));
      expect(
        found.body.data.data.map((r: { id: string }) => r.id),
        search,
      ).toEqual([member.id]);
    }
    const byPhone = await call(
      'GET',
      `/sub-admins?search=${encodeURIComponent('98450 12345')}&pageSize=100`,
      as(sparkle),
    );
    expect(byPhone.body.data.data.map((r: { id: string }) => r.id)).toContain(member.id);
    await call('PUT', `/sub-admins/${member.id}/status`, { ...as(sparkle), body: { status: 0 } });
    const inactive = await call('GET', '/sub-admins?status=0&pageSize=100', as(sparkle));
    expect(inactive.body.data.data.map((r: { id: string }) => r.id)).toContain(member.id);
    expect(inactive.body.data.data.every((r: { status: number }) => r.status === 0)).toBe(true);
    const active = await call('GET', '/sub-admins?status=1&pageSize=100', as(sparkle));
    expect(active.body.data.data.map((r: { id: string }) => r.id)).not.toContain(member.id);
    for (const query of ['?sortBy=password', '?pageSize=101', '?status=2']) {
      expect((await call('GET', `/sub-admins${query}`, as(sparkle))).status, query).toBe(422);
    }
  });

  it('sorts by name with a total order (ascending is the exact reverse of descending)', async () => {
    const up = await call('GET', '/sub-admins?sortBy=name&sortDir=asc&pageSize=100', as(sparkle));
    const down = await call('GET', '/sub-admins?sortBy=name&sortDir=desc&pageSize=100', as(sparkle));
    const ids = (r: typeof up) => r.body.data.data.map((x: { id: string }) => x.id);
    expect(ids(up)).toEqual([...ids(down)].reverse());
  });
});

describe('permissions and status bite on the next request', () => {
  it('a module granted opens its routes at once and a module taken away closes them for the same token', async () => {
    const member = await teamMember(sparkle, ['dashboard']);
    expect((await call('GET', '/payouts', as(member.session))).status).toBe(403);
    const granted = await call('PUT', `/sub-admins/${member.id}/permissions`, {
      ...as(sparkle),
      body: { permissions: [{ module: 'dashboard' }, { module: 'payouts' }] },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.data.permissions).toEqual([{ module: 'dashboard' }, { module: 'payouts' }]);
    expect((await call('GET', '/payouts', as(member.session))).status).toBe(200);
    await call('PUT', `/sub-admins/${member.id}/permissions`, {
      ...as(sparkle),
      body: { permissions: [{ module: 'dashboard' }] },
    });
    expect((await call('GET', '/payouts', as(member.session))).status).toBe(403);
  });

  it('dashboard is given by default and may be taken away: detail, sign-in and the dashboard routes agree', async () => {
    const created = await call('POST', '/sub-admins', { ...as(sparkle), body: body() });
    expect(created.status).toBe(201);
    const { id } = created.body.data as { id: string };
    const email = (created.body.data as { email: string }).email;
    expect((await call('GET', `/sub-admins/${id}`, as(sparkle))).body.data.permissions).toEqual([
      { module: 'dashboard' },
    ]);
    expect((await call('GET', '/dashboard/stats', as(await signInMember(email)))).status).toBe(200);
    // Taken away: exactly what was sent is kept (nothing adds dashboard back).
    const saved = await call('PUT', `/sub-admins/${id}/permissions`, {
      ...as(sparkle),
      body: { permissions: [{ module: 'transactions' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.permissions).toEqual([{ module: 'transactions' }]);
    expect((await call('GET', `/sub-admins/${id}`, as(sparkle))).body.data.permissions).toEqual([
      { module: 'transactions' },
    ]);
    const member = await signInMember(email);
    expect(member.modules).toEqual(['transactions']);
    expect((await call('GET', '/dashboard/stats', as(member))).status).toBe(403);
    expect((await call('GET', '/transactions', as(member))).status).toBe(200);
    // The seed's finance sub-admin follows the same rule: transactions and payouts, no dashboard.
    const finance = await signIn('finance@sparkle.test');
    expect([...finance.modules].sort()).toEqual(['payouts', 'transactions']);
    const detail = await call('GET', `/sub-admins/${finance.user.id}`, as(sparkle));
    expect(detail.body.data.permissions).toEqual([{ module: 'transactions' }, { module: 'payouts' }]);
  });

  it('deactivating ends the sessions at once (access and refresh); reactivating lets it sign in again', async () => {
    const member = await teamMember(sparkle, ['dashboard']);
    expect((await call('GET', '/me', as(member.session))).status).toBe(200);
    const off = await call('PUT', `/sub-admins/${member.id}/status`, { ...as(sparkle), body: { status: 0 } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ code: 'subadmin.deactivated', data: { status: 0 } });
    expect((await call('GET', '/me', as(member.session))).status).toBe(401);
    const refreshed = await call('POST', '/auth/refresh', { body: { refreshToken: member.session.refreshToken } });
    expect(refreshed.status).toBe(401);
    expect((await login(member.email, PASSWORD)).status).not.toBe(200);
    const on = await call('PUT', `/sub-admins/${member.id}/status`, { ...as(sparkle), body: { status: 1 } });
    expect(on.body.data.status).toBe(1);
    // The old session stays ended; a new sign-in works.
    expect((await call('GET', '/me', as(member.session))).status).toBe(401);
    expect((await login(member.email, PASSWORD)).status).toBe(200);
  });
});

describe('nobody gives more than they hold', () => {
  it('refuses a module the operator lacks, even to an ADMIN (403)', async () => {
    const member = await teamMember(sparkle, ['dashboard']);
    const result = await call('PUT', `/sub-admins/${member.id}/permissions`, {
      ...as(sparkle),
      body: { permissions: [{ module: 'support_chat' }] },
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'subadmin.cannot_grant', params: { module: 'support_chat' } });
    const add = await call('POST', '/sub-admins', {
      ...as(sparkle),
      body: body({ permissions: [{ module: 'support_chat' }] }),
    });
    expect(add.status).toBe(403);
  });

  it('a sub-admin with the sub-admins module cannot grant what it lacks, touch an ADMIN, raise its own rights or remove itself', async () => {
    const manager = await teamMember(sparkle, ['dashboard', 'sub-admins', 'bookings']);
    const member = await teamMember(sparkle, ['dashboard', 'payouts']);
    const m = as(manager.session);
    // It may grant what it holds; what the member has beyond that (payouts) stays.
    const fine = await call('PUT', `/sub-admins/${member.id}/permissions`, {
      ...m,
      body: { permissions: [{ module: 'bookings' }] },
    });
    expect(fine.status).toBe(200);
    expect(fine.body.data.permissions.map((p: { module: string }) => p.module).sort()).toEqual(['bookings', 'payouts']);
    const refusals = [
      await call('PUT', `/sub-admins/${member.id}/permissions`, {
        ...m,
        body: { permissions: [{ module: 'transactions' }] },
      }),
      await call('POST', '/sub-admins', { ...m, body: body({ permissions: [{ module: 'payouts' }] }) }),
      await call('PUT', `/sub-admins/${manager.id}/permissions`, {
        ...m,
        body: { permissions: [{ module: 'dashboard' }, { module: 'sub-admins' }, { module: 'bookings' }] },
      }),
      await call('PUT', `/sub-admins/${sparkle.user.id}/status`, { ...m, body: { status: 0 } }),
      await call('PUT', `/sub-admins/${sparkle.user.id}`, { ...m, body: body() }),
      await call('DELETE', `/sub-admins/${sparkle.user.id}`, m),
      await call('GET', `/sub-admins/${sparkle.user.id}`, m),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(refusals.map((r) => r.body.code)).toEqual([
      'subadmin.cannot_grant',
      'subadmin.cannot_grant',
      'subadmin.own_rights',
      'subadmin.admin_account',
      'subadmin.admin_account',
      'subadmin.admin_account',
      'subadmin.admin_account',
    ]);
    expect((await call('DELETE', `/sub-admins/${manager.id}`, m)).status).toBe(409);
    expect((await call('PUT', `/sub-admins/${manager.id}/status`, { ...m, body: { status: 0 } })).status).toBe(409);
    // Nothing changed: the admin still signs in, the manager still holds what it had.
    expect((await call('GET', '/me', as(sparkle))).status).toBe(200);
    expect((await signInMember(manager.email)).modules.sort()).toEqual(['bookings', 'dashboard', 'sub-admins']);
  });

  it('an ADMIN cannot deactivate or remove itself, the last active ADMIN (409)', async () => {
    const off = await call('PUT', `/sub-admins/${sparkle.user.id}/status`, { ...as(sparkle), body: { status: 0 } });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('subadmin.self');
    expect((await call('DELETE', `/sub-admins/${sparkle.user.id}`, as(sparkle))).status).toBe(409);
    expect((await call('GET', '/me', as(sparkle))).status).toBe(200);
  });
});

describe('PUT /sub-admins/{id} and DELETE /sub-admins/{id}', () => {
  it('edits the details (not the password) and validates like add', async () => {
    const member = await teamMember(sparkle, ['dashboard']);
    const { password: _, confirmPassword: __, ...details } = body({ firstName: 'Meera', phoneNumber: '91234 56789' });
    const saved = await call('PUT', `/sub-admins/${member.id}`, { ...as(sparkle), body: details });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ firstName: 'Meera', email: details.email, phone: '+91 91234 56789' });
    expect((await login(details.email, PASSWORD)).status).toBe(200);
    const bad = await call('PUT', `/sub-admins/${member.id}`, { ...as(sparkle), body: { ...details, email: 'x@' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errorCodes?.email?.[0]?.code).toBe('invalid_email');
    const taken = await call('PUT', `/sub-admins/${member.id}`, {
      ...as(sparkle),
      body: { ...details, email: 'ops@sparkle.test' },
    });
    expect(taken.status).toBe(409);
  });

  it('removes an account: it cannot sign in, its session ends, no list shows it, and its email may be used again', async () => {
    const member = await teamMember(sparkle, ['dashboard']);
    const removed = await call('DELETE', `/sub-admins/${member.id}`, as(sparkle));
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ code: 'subadmin.deleted', data: { id: member.id } });
    expect((await call('GET', `/sub-admins/${member.id}`, as(sparkle))).status).toBe(404);
    expect((await call('DELETE', `/sub-admins/${member.id}`, as(sparkle))).status).toBe(404);
    expect((await call('GET', '/me', as(member.session))).status).toBe(401);
    expect((await login(member.email, PASSWORD)).status).toBe(422);
    const list = await call('GET', '/sub-admins?pageSize=100', as(sparkle));
    expect(list.body.data.data.map((r: { id: string }) => r.id)).not.toContain(member.id);
    const again = await call('POST', '/sub-admins', { ...as(sparkle), body: body({ email: member.email }) });
    expect(again.status).toBe(201);
  });
});

describe('who may', () => {
  it('answers 401 without a token, 403 without the module, and 404 for another operator’s account like an unknown one', async () => {
    expect((await call('GET', '/sub-admins')).status).toBe(401);
    expect((await call('GET', '/sub-admins', as(ops))).status).toBe(403);
    const member = await teamMember(sparkle, ['dashboard']);
    for (const [method, path, sent] of [
      ['GET', `/sub-admins/${member.id}`, undefined],
      ['PUT', `/sub-admins/${member.id}/status`, { status: 0 }],
      ['PUT', `/sub-admins/${member.id}/permissions`, { permissions: [] }],
      ['PUT', `/sub-admins/${member.id}`, body()],
      ['DELETE', `/sub-admins/${member.id}`, undefined],
    ] as const) {
      const foreign = await call(method, path, { ...as(onda), body: sent });
      const unknown = await call(method, path.replace(member.id, randomUUID()), { ...as(onda), body: sent });
      expect([foreign.status, unknown.status], `${method} ${path}`).toEqual([404, 404]);
      expect(foreign.body).toEqual(unknown.body);
    }
    expect((await signInMember(member.email)).modules).toEqual(['dashboard']);
  });
});

describe('POST /auth/register and the Requests', () => {
  const register = async (username: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/auth/register', {
      body: { username, password: PASSWORD, confirmPassword: PASSWORD, agree: true, ...extra },
      operatorId: sparkle.user.operatorId,
      headers: { 'X-Client-Token': await clientToken() },
    });

  it('checks the form with the spec’s codes and answers a taken address exactly like a new one', async () => {
    const bad = await call('POST', '/auth/register', {
      body: { username: '', password: 'x', confirmPassword: 'y', agree: false },
      operatorId: sparkle.user.operatorId,
      headers: { 'X-Client-Token': await clientToken() },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errorCodes?.username?.[0]?.code).toBe('validations.required');
    expect(bad.body.errorCodes?.agree?.[0]?.code).toBe('register.agree_required');
    const mismatch = await register(`x.${randomUUID().slice(0, 6)}@new.test`, { confirmPassword: 'Other@2026x' });
    expect(mismatch.body.errorCodes?.confirmPassword?.[0]?.code).toBe('validations.inconsistent');
    const fresh = await register(`new.${randomUUID().slice(0, 6)}@new.test`);
    const taken = await register('ops@sparkle.test');
    expect([fresh.status, taken.status]).toEqual([202, 202]);
    expect(taken.body).toEqual(fresh.body);
    expect(fresh.body).toMatchObject({ code: 'register.requested', data: { ok: true } });
    // The taken address is untouched: its owner still signs in with the demo password.
    expect((await login('ops@sparkle.test')).status).toBe(200);
    expect(
      (await call('POST', '/auth/register', { body: {}, headers: { 'X-Client-Token': await clientToken() } })).status,
    ).toBe(422);
  });

  type Note = { code: string; params: Record<string, unknown>; pushType: number; pushTypeId: string | null };
  const notificationsOf = async (session: Login) =>
    (await call('GET', '/notifications?pageNumber=1&pageSize=100', as(session))).body.data.notifications as Note[];
  const aboutRequest = (email: string) => (n: Note) =>
    n.code === 'notification.account_requested' && n.params.email === email;

  /** The pushes the server would have sent to `token` (its log-only sender's outbox). */
  async function pushesTo(token: string) {
    const file = inject('pushOutbox');
    for (let i = 0; i < 100; i++) {
      const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
      const mine = lines
        .map(
          (l) =>
            JSON.parse(l) as {
              tokens: string[];
              payload: { notification: { title: string; body: string }; link?: string; data: Record<string, string> };
            },
        )
        .filter((l) => l.tokens.includes(token));
      if (mine.length > 0) return mine.map((l) => l.payload);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no push for ${token}`);
  }

  it('notifies each ADMIN of the operator of a new request (list and push, in its language), linking to the Requests tab', async () => {
    const deputy = await teamMember(sparkle, ['sub-admins']);
    const device = `device-register-${randomUUID()}`;
    expect(
      (await call('PUT', '/me/device-token', { ...as(sparkle), body: { token: device, locale: 'hi-IN' } })).status,
    ).toBe(200);

    const email = `notify.${randomUUID().slice(0, 6)}@new.test`;
    expect((await register(email)).status).toBe(202);
    const requests = await call('GET', `/sub-admins?status=requested&search=${encodeURIComponent(email)}`, as(sparkle));
    const requestId = requests.body.data.data[0]?.id as string;

    const mine = (await notificationsOf(sparkle)).filter(aboutRequest(email));
    expect(mine).toEqual([expect.objectContaining({ pushType: 16, pushTypeId: requestId })]);
    const [push] = await pushesTo(device);
    expect(push?.data).toMatchObject({ code: 'notification.account_requested', pushType: '16', locale: 'hi-IN' });
    expect(push?.notification.title).toBe('नया खाता अनुरोध');
    expect(push?.notification.body).toContain(email);

    // Addressed to ADMINs: a sub-admin, even one who manages sub-admins, and another operator see nothing.
    expect((await notificationsOf(deputy.session)).filter(aboutRequest(email))).toEqual([]);
    expect((await notificationsOf(onda)).filter(aboutRequest(email))).toEqual([]);
    // A taken address creates nothing, so the notifications tell no more than the page does.
    expect((await register('ops@sparkle.test')).status).toBe(202);
    expect((await notificationsOf(sparkle)).filter(aboutRequest('ops@sparkle.test'))).toEqual([]);
  });

  it('an ADMIN sees the request, approves it by activating it, and the account signs in with the dashboard', async () => {
    const email = `request.${randomUUID().slice(0, 6)}@new.test`;
    expect((await register(email)).status).toBe(202);
    expect((await login(email, PASSWORD)).status).toBe(422);
    const team = await call('GET', '/sub-admins?pageSize=100', as(sparkle));
    expect(team.body.data.data.map((r: { email: string }) => r.email)).not.toContain(email);
    const requests = await call('GET', `/sub-admins?status=requested&search=${encodeURIComponent(email)}`, as(sparkle));
    expect(requests.body.data.data).toEqual([expect.objectContaining({ email, status: 0, requested: true })]);
    expect(
      (await call('GET', `/sub-admins?status=requested&search=${encodeURIComponent(email)}`, as(onda))).body.data.total,
    ).toBe(0);
    const id = requests.body.data.data[0].id as string;
    await call('PUT', `/sub-admins/${id}/permissions`, {
      ...as(sparkle),
      body: { permissions: [{ module: 'payouts' }] },
    });
    const approved = await call('PUT', `/sub-admins/${id}/status`, { ...as(sparkle), body: { status: 1 } });
    expect(approved.body.data).toMatchObject({ status: 1, requested: false });
    expect((await signInMember(email)).modules).toEqual(['payouts']);
    expect(
      (await call('GET', `/sub-admins?status=requested&search=${encodeURIComponent(email)}`, as(sparkle))).body.data
        .total,
    ).toBe(0);
  });
});
