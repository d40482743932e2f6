import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, appClientToken, call, type Login, login, signIn } from './helpers';

type Row = {
  id: string;
  number: number;
  reference: string;
  audience: 'customer' | 'provider';
  subject: string;
  status: string;
  priority: string;
  assignee: { id: string; name: string } | null;
  dueAt: string | null;
  overdue: boolean;
};
type Message = {
  id: string;
  seq: number;
  kind: string;
  author: string;
  body: string;
  event: { field: string; from: string | null; to: string | null } | null;
};
type Detail = Row & {
  messages: Message[];
  nextStatuses: string[];
  sla: { firstResponse: { state: string }; resolution: { state: string; dueAt: string | null } };
  requesterCard: { id: string; kind: string; recentBookings: unknown[] } | null;
};
type Thread = { id: string; reference: string; status: string; messages: { body: string; author: string }[] };

// Lotus (every module) works the desk; Onda is another operator; Sparkle has no support modules.
let lotus: Login;
let onda: Login;
let sparkle: Login;
let appToken: string;
let customerId: string;
let providerId: string;
const TAG = `SUP API ${Date.now().toString(36)}`;

const auth = (s: Login) => ({ token: s.accessToken });
const app = (operatorId: string, body?: unknown) => ({
  ...(body === undefined ? {} : { body }),
  headers: { 'X-Client-Token': appToken, 'X-Operator-Id': operatorId },
});

async function firstOption(session: Login, kind: 'customers' | 'providers'): Promise<string> {
  const result = await call<{ id: string }[]>('GET', `/orders/lookups/${kind}?search=`, auth(session));
  const first = result.body.data[0];
  if (!first) throw new Error(`no ${kind}`);
  return first.id;
}

/** A ticket raised by Lotus's first customer (or provider) through the apps' endpoint. */
async function raise(subject = `${TAG} ${randomUUID().slice(0, 6)}`, who: Record<string, string> = { customerId }) {
  const created = await call<{ id: string }>(
    'POST',
    '/app/support-requests',
    app(lotus.user.operatorId, { ...who, subject, message: 'My cleaner did not come.' }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

const detail = (id: string, s: Login = lotus) => call<Detail>('GET', `/support/tickets/${id}`, auth(s));
const change = (id: string, body: unknown, s: Login = lotus) =>
  call<Detail>('PATCH', `/support/tickets/${id}`, { ...auth(s), body });
const post = (id: string, body: unknown, key?: string) =>
  call<Message>('POST', `/support/tickets/${id}/messages`, {
    ...auth(lotus),
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

beforeAll(async () => {
  [lotus, onda, sparkle, appToken] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@onda.test'),
    signIn('admin@sparkle.test'),
    appClientToken(),
  ]);
  customerId = await firstOption(lotus, 'customers');
  providerId = await firstOption(lotus, 'providers');
});

describe('support tickets: the desks and their lists', () => {
  it('numbers a new request per operator, opens its thread with the requester’s words and lists it on its desk only', async () => {
    const subject = `${TAG} list ${randomUUID().slice(0, 6)}`;
    const id = await raise(subject);
    const { body } = await detail(id);
    expect(body.data).toMatchObject({ subject, status: 'open', priority: 'normal', audience: 'customer' });
    expect(body.data.reference).toBe(`SUP-${body.data.number}`);
    expect(body.data.number).toBeGreaterThan(1000);
    expect(body.data.messages[0]).toMatchObject({
      kind: 'reply',
      author: 'customer',
      body: 'My cleaner did not come.',
    });
    expect(body.data.sla.firstResponse.state).toBe('running');
    expect(body.data.requesterCard).toMatchObject({ id: customerId, kind: 'customer' });

    const bySubject = await call<{ data: Row[]; total: number }>(
      'GET',
      `/support/customer/tickets?search=${encodeURIComponent(subject)}`,
      auth(lotus),
    );
    expect(bySubject.body.data.data.map((r) => r.id)).toEqual([id]);
    const byNumber = await call<{ data: Row[] }>(
      'GET',
      `/support/customer/tickets?search=${body.data.reference}`,
      auth(lotus),
    );
    expect(byNumber.body.data.data.map((r) => r.id)).toContain(id);
    const provider = await call<{ data: Row[] }>(
      'GET',
      `/support/provider/tickets?search=${encodeURIComponent(subject)}`,
      auth(lotus),
    );
    expect(provider.body.data.data).toEqual([]);
  });

  it('gives two tickets raised at once two different numbers', async () => {
    const [a, b] = await Promise.all([raise(), raise()]);
    const [da, db] = await Promise.all([detail(a), detail(b)]);
    expect(da.body.data.number).not.toBe(db.body.data.number);
  });

  it('filters by status, priority, assignee (mine, unassigned) and sorts by priority; the totals follow the status', async () => {
    const id = await raise();
    const all = await call<{ total: number }>('GET', '/support/customer/tickets?pageSize=20', auth(lotus));
    const open = await call<{ total: number }>('GET', '/support/customer/tickets?status=open', auth(lotus));
    expect(all.body.data.total).toBeGreaterThanOrEqual(open.body.data.total);
    await change(id, { priority: 'urgent', assigneeId: lotus.user.id });
    const mine = await call<{ data: Row[] }>(
      'GET',
      '/support/customer/tickets?assignee=mine&priority=urgent&pageSize=100',
      auth(lotus),
    );
    expect(mine.body.data.data.map((r) => r.id)).toContain(id);
    const unassigned = await call<{ data: Row[] }>(
      'GET',
      '/support/customer/tickets?assignee=unassigned&pageSize=100',
      auth(lotus),
    );
    expect(unassigned.body.data.data.map((r) => r.id)).not.toContain(id);
    const byPriority = await call<{ data: Row[] }>('GET', '/support/customer/tickets?sortBy=priority', auth(lotus));
    expect(byPriority.body.data.data[0]?.priority).toBe('urgent');
    const bad = await call('GET', '/support/customer/tickets?sortBy=subject', auth(lotus));
    expect(bad.status).toBe(422);
    const badAssignee = await call('GET', '/support/customer/tickets?assignee=someone', auth(lotus));
    expect(badAssignee.status).toBe(422);
  });
});

describe('support tickets: who may', () => {
  it('answers 404 to another operator on every ticket endpoint, like an unknown id', async () => {
    const id = await raise();
    for (const result of [
      await detail(id, onda),
      await change(id, { status: 'pending' }, onda),
      await call('POST', `/support/tickets/${id}/messages`, { ...auth(onda), body: { kind: 'reply', body: 'hi' } }),
      await detail(randomUUID()),
      await detail('not-an-id'),
    ]) {
      expect(result.status).toBe(404);
      expect(result.body.code).toBe('support.ticket_not_found');
    }
    // Onda's thread never got the message.
    expect((await detail(id)).body.data.messages.filter((m) => m.kind !== 'event')).toHaveLength(1);
  });

  it('answers 403 where the operator has no support module', async () => {
    for (const path of ['/support/customer/tickets', '/support/provider/tickets', '/support/canned-replies']) {
      expect((await call('GET', path, auth(sparkle))).status, path).toBe(403);
    }
  });

  it('shows the requester only their own ticket and never an internal note', async () => {
    const id = await raise();
    expect((await post(id, { kind: 'note', body: `${TAG} refund approved internally` })).status).toBe(201);
    expect((await post(id, { kind: 'reply', body: 'We are sending someone today.' })).status).toBe(201);
    const thread = await call<Thread>(
      'GET',
      `/app/support-requests/${id}/messages?customerId=${customerId}`,
      app(lotus.user.operatorId),
    );
    expect(thread.status).toBe(200);
    expect(thread.body.data.messages.map((m) => m.body)).toEqual([
      'My cleaner did not come.',
      'We are sending someone today.',
    ]);
    expect(JSON.stringify(thread.body)).not.toContain('internally');
    // Another requester, another operator, or the console's client token: not this ticket.
    const other = await call(
      'GET',
      `/app/support-requests/${id}/messages?providerId=${providerId}`,
      app(lotus.user.operatorId),
    );
    expect(other.status).toBe(404);
    const foreign = await call(
      'GET',
      `/app/support-requests/${id}/messages?customerId=${customerId}`,
      app(onda.user.operatorId),
    );
    expect(foreign.status).toBe(404);
    const noToken = await call('GET', `/app/support-requests/${id}/messages?customerId=${customerId}`, {
      headers: { 'X-Operator-Id': lotus.user.operatorId },
    });
    expect(noToken.status).toBe(401);
  });
});

describe('support tickets: status flow, replies and events', () => {
  it('moves along the flow with an event per change, refuses leaving closed, and reopens when the requester writes', async () => {
    const id = await raise();
    const pending = await change(id, { status: 'pending' });
    expect(pending.status).toBe(200);
    expect(pending.body.data.sla.resolution.state).toBe('paused');
    const resolved = await change(id, { status: 'resolved' });
    expect(resolved.body.data.nextStatuses).toEqual(['open', 'closed']);
    const events = resolved.body.data.messages.filter((m) => m.kind === 'event').map((m) => m.event);
    expect(events).toEqual([
      { field: 'status', from: 'open', to: 'pending' },
      { field: 'status', from: 'pending', to: 'resolved' },
    ]);

    const reopened = await call<Thread>(
      'POST',
      `/app/support-requests/${id}/messages`,
      app(lotus.user.operatorId, { customerId, body: 'It happened again.' }),
    );
    expect(reopened.status).toBe(201);
    expect(reopened.body.data.status).toBe('open');
    const after = (await detail(id)).body.data;
    expect(after.messages.at(-1)).toMatchObject({
      kind: 'event',
      author: 'system',
      event: { from: 'resolved', to: 'open' },
    });

    expect((await change(id, { status: 'closed' })).status).toBe(200);
    const back = await change(id, { status: 'open' });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('support.status_refused');
    expect((await post(id, { kind: 'reply', body: 'Hello?' })).status).toBe(409);
    const fromApp = await call(
      'POST',
      `/app/support-requests/${id}/messages`,
      app(lotus.user.operatorId, { customerId, body: 'Hi' }),
    );
    expect(fromApp.status).toBe(409);
  });

  it('stops the first-response clock at the first public reply, not at a note', async () => {
    const id = await raise();
    await post(id, { kind: 'note', body: 'checking' });
    expect((await detail(id)).body.data.sla.firstResponse.state).toBe('running');
    await post(id, { kind: 'reply', body: 'On it.' });
    expect((await detail(id)).body.data.sla.firstResponse.state).toBe('met');
  });

  it('applies a reply sent twice with one Idempotency-Key once, and lands two replies sent at once in order', async () => {
    const id = await raise();
    const key = randomUUID();
    const first = await post(id, { kind: 'reply', body: 'Once only' }, key);
    const again = await post(id, { kind: 'reply', body: 'Once only' }, key);
    expect(first.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const [a, b] = await Promise.all([
      post(id, { kind: 'reply', body: 'Parallel A' }, randomUUID()),
      post(id, { kind: 'reply', body: 'Parallel B' }, randomUUID()),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const bodies = (await detail(id)).body.data.messages.filter((m) => m.kind === 'reply').map((m) => m.body);
    expect(bodies.filter((x) => x === 'Once only')).toHaveLength(1);
    expect(bodies).toEqual(expect.arrayContaining(['Parallel A', 'Parallel B']));
    const seqs = (await detail(id)).body.data.messages.map((m) => m.seq);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
  });

  it('refuses an empty reply, an unknown kind and another operator’s upload with 422 on the field', async () => {
    const id = await raise();
    const empty = await post(id, { kind: 'reply', body: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.body).toBeTruthy();
    const kind = await post(id, { kind: 'event', body: 'x' });
    expect(kind.body.errors?.kind).toBeTruthy();
    const upload = await post(id, { kind: 'reply', body: 'see', attachments: [randomUUID()] });
    expect(upload.status).toBe(422);
    expect(upload.body.errorCodes?.['attachments.0']?.[0]?.code).toBe('support.unknown_attachment');
  });

  it('refuses an assignee who does not hold the desk and a category of another operator', async () => {
    const id = await raise();
    const foreign = await change(id, { assigneeId: onda.user.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errorCodes?.assigneeId?.[0]?.code).toBe('support.unknown_assignee');
    const cat = await call<{ id: string }>('POST', '/support/categories', {
      ...auth(onda),
      body: { name: `${TAG} cat` },
    });
    const wrong = await change(id, { categoryId: cat.body.data.id });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errorCodes?.categoryId?.[0]?.code).toBe('support.unknown_category');
  });

  it('closes and assigns in bulk, reporting another operator’s ticket as refused', async () => {
    const [a, b] = await Promise.all([raise(), raise()]);
    const ondaCustomer = await firstOption(onda, 'customers');
    const foreign = await call<{ id: string }>(
      'POST',
      '/app/support-requests',
      app(onda.user.operatorId, { customerId: ondaCustomer, subject: `${TAG} onda` }),
    );
    const result = await call<{ applied: { id: string }[]; refused: { id: string; code: string }[] }>(
      'POST',
      '/support/customer/tickets/bulk',
      { ...auth(lotus), body: { action: 'close', ids: [a, b, foreign.body.data.id] } },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.applied.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(result.body.data.refused).toMatchObject([{ id: foreign.body.data.id, code: 'support.ticket_not_found' }]);
    expect((await detail(a)).body.data.status).toBe('closed');
    const ondaTicket = await call<Detail>('GET', `/support/tickets/${foreign.body.data.id}`, auth(onda));
    expect(ondaTicket.body.data.status).toBe('open');
  });
});

describe('support desk: round-robin, canned replies and SLA targets', () => {
  it('gives new tickets to the available holders of the desk in turn and notifies the assignee', async () => {
    const available = await call('PUT', '/support/availability', { ...auth(lotus), body: { available: true } });
    expect(available.status).toBe(200);
    const agents = await call<{ id: string; available: boolean; me: boolean }[]>(
      'GET',
      '/support/agents?desk=customer',
      auth(lotus),
    );
    expect(agents.body.data.find((a) => a.me)).toMatchObject({ available: true });
    const id = await raise();
    const ticket = (await detail(id)).body.data;
    // The only available holder of Lotus's customer desk is its admin (the seed marks nobody available).
    expect(ticket.assignee?.id).toBe(lotus.user.id);
    expect(ticket.messages.some((m) => m.event?.field === 'assignee')).toBe(true);
    // The notification carries the ticket's id (the console opens the ticket), for its assignee.
    const notes = await call<{ notifications: { pushTypeId: string; pushType: number }[] }>(
      'GET',
      '/notifications?pageNumber=1&pageSize=50',
      auth(lotus),
    );
    expect(notes.body.data.notifications.find((n) => n.pushTypeId === id)).toMatchObject({ pushType: 14 });
    // The requester's reply notifies again, with the same ticket id.
    await call(
      'POST',
      `/app/support-requests/${id}/messages`,
      app(lotus.user.operatorId, { customerId, body: 'Any news?' }),
    );
    const again = await call<{ notifications: { pushTypeId: string; code: string }[] }>(
      'GET',
      '/notifications?pageNumber=1&pageSize=50',
      auth(lotus),
    );
    expect(again.body.data.notifications.filter((n) => n.pushTypeId === id).map((n) => n.code)).toContain(
      'notification.support_reply',
    );
    await call('PUT', '/support/availability', { ...auth(lotus), body: { available: false } });
  });

  it('keeps canned replies per operator with a unique code and a text in the default language', async () => {
    const code = `t${Date.now().toString(36)}`;
    const created = await call<{ id: string; code: string }>('POST', '/support/canned-replies', {
      ...auth(lotus),
      body: { code: code.toUpperCase(), texts: { 'en-US': 'We have refunded you.', 'zh-CN': '我们已退款。' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.code).toBe(code);
    const dup = await call('POST', '/support/canned-replies', {
      ...auth(lotus),
      body: { code, texts: { 'en-US': 'x' } },
    });
    expect(dup.status).toBe(409);
    const lang = await call('POST', '/support/canned-replies', {
      ...auth(lotus),
      body: { code: `${code}x`, texts: { 'en-US': 'x', 'pt-PT': 'y' } },
    });
    expect(lang.status).toBe(422);
    expect(lang.body.errorCodes?.['texts.pt-PT']?.[0]?.code).toBe('support.language_not_enabled');
    const noDefault = await call('POST', '/support/canned-replies', {
      ...auth(lotus),
      body: { code: `${code}y`, texts: { 'zh-CN': 'x' } },
    });
    expect(noDefault.body.errorCodes?.['texts.en-US']?.[0]?.code).toBe('support.default_language_required');
    const format = await call('POST', '/support/canned-replies', {
      ...auth(lotus),
      body: { code: 'two words', texts: { 'en-US': 'x' } },
    });
    expect(format.body.errors?.code).toBeTruthy();
    // Onda neither sees nor edits it.
    const ondaList = await call<{ id: string }[]>('GET', '/support/canned-replies', auth(onda));
    expect(ondaList.body.data.map((c) => c.id)).not.toContain(created.body.data.id);
    const ondaEdit = await call('PUT', `/support/canned-replies/${created.body.data.id}`, {
      ...auth(onda),
      body: { code, texts: { 'en-US': 'x' } },
    });
    expect(ondaEdit.status).toBe(404);
    expect((await call('DELETE', `/support/canned-replies/${created.body.data.id}`, auth(lotus))).status).toBe(200);
  });

  it('computes deadlines from the targets: a new target moves an open ticket’s due time', async () => {
    const before = await call<{ sla: Record<string, { firstResponse: number; resolution: number }> }>(
      'GET',
      '/support/settings',
      auth(lotus),
    );
    expect(before.body.data.sla.normal).toEqual({ firstResponse: 240, resolution: 1440 });
    const id = await raise();
    const due = new Date((await detail(id)).body.data.dueAt as string).getTime();
    const sla = { ...before.body.data.sla, normal: { firstResponse: 5, resolution: 60 } };
    const saved = await call('PUT', '/support/settings', { ...auth(lotus), body: { sla } });
    expect(saved.status).toBe(200);
    const moved = new Date((await detail(id)).body.data.dueAt as string).getTime();
    expect(due - moved).toBeGreaterThan(200 * 60_000);
    const bad = await call('PUT', '/support/settings', {
      ...auth(lotus),
      body: { sla: { ...sla, low: { firstResponse: 0, resolution: 10 } } },
    });
    expect(bad.status).toBe(422);
    await call('PUT', '/support/settings', { ...auth(lotus), body: { sla: before.body.data.sla } });
  });
});

describe('the demo desk', () => {
  it('has tickets in every status with threads and notes, and some overdue', async () => {
    for (const status of ['open', 'pending', 'resolved', 'closed']) {
      const list = await call<{ total: number }>('GET', `/support/customer/tickets?status=${status}`, auth(onda));
      expect(list.body.data.total, status).toBeGreaterThan(0);
    }
    const overdue = await call<{ data: Row[] }>(
      'GET',
      '/support/provider/tickets?overdue=true&pageSize=100',
      auth(onda),
    );
    const overdueCustomers = await call<{ data: Row[] }>(
      'GET',
      '/support/customer/tickets?overdue=true&pageSize=100',
      auth(onda),
    );
    const late = [...overdue.body.data.data, ...overdueCustomers.body.data.data];
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((r) => r.overdue)).toBe(true);
    const resolved = await call<{ data: Row[] }>('GET', '/support/customer/tickets?status=resolved', auth(onda));
    const first = resolved.body.data.data[0] as Row;
    const thread = (await detail(first.id, onda)).body.data.messages;
    expect(thread.map((m) => m.kind)).toEqual(expect.arrayContaining(['reply', 'note', 'event']));
    const canned = await call<{ code: string; texts: Record<string, string> }[]>(
      'GET',
      '/support/canned-replies',
      auth(onda),
    );
    expect(canned.body.data.find((c) => c.code === 'refund')?.texts['pt-PT']).toBeTruthy();
  });
});

describe('support desk: one desk’s rights, attachments', () => {
  const PNG = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  async function upload(token: string, flag = 'profile'): Promise<{ id: string; image: string }> {
    const form = new FormData();
    form.set('file', new Blob([PNG.buffer as ArrayBuffer]), 'shot.png');
    form.set('flag', flag);
    const response = await fetch(`${apiUrl}/api/v1/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string; image: string } }).data;
  }

  it('lets a sub-admin with customer support only work customer tickets: provider tickets read as not found', async () => {
    const tag = randomUUID().slice(0, 8);
    const password = 'Team@2026x';
    const email = `desk.${tag}@lotus.test`;
    const created = await call('POST', '/sub-admins', {
      ...auth(lotus),
      body: {
        firstName: 'Mei',
        lastName: `Desk ${tag}`,
        email,
        countryCode: '+86',
        countryCodeIso: 'CN',
        phoneNumber: '138 0013 8000',
        profileImage: (await upload(lotus.accessToken)).image,
        password,
        confirmPassword: password,
        permissions: [{ module: 'customer_support' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const desk = (await login(email, password)).body.data as Login;
    const customerTicket = await raise();
    const providerTicket = await raise(undefined, { providerId });

    expect((await call('GET', '/support/provider/tickets', auth(desk))).status).toBe(403);
    expect((await call('GET', '/support/customer/tickets', auth(desk))).status).toBe(200);
    expect((await detail(customerTicket, desk)).status).toBe(200);
    const hidden = await detail(providerTicket, desk);
    expect(hidden.status).toBe(404);
    expect((await change(providerTicket, { status: 'pending' }, desk)).status).toBe(404);

    const agents = await call<{ id: string }[]>('GET', '/support/agents?desk=customer', auth(lotus));
    expect(agents.body.data.map((a) => a.id)).toContain(created.body.data.id);
    expect((await change(customerTicket, { assigneeId: created.body.data.id })).status).toBe(200);
    const refused = await change(providerTicket, { assigneeId: created.body.data.id });
    expect(refused.status).toBe(422);
  });

  it('attaches an image uploaded through the upload pipeline to a reply, and shows it to the requester', async () => {
    const id = await raise();
    const image = await upload(lotus.accessToken);
    const sent = await post(id, { kind: 'reply', body: 'Here is the receipt.', attachments: [image.id] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const thread = await call<{ messages: { body: string; attachments: { id: string; image: string }[] }[] }>(
      'GET',
      `/app/support-requests/${id}/messages?customerId=${customerId}`,
      app(lotus.user.operatorId),
    );
    const reply = thread.body.data.messages.find((m) => m.body === 'Here is the receipt.');
    expect(reply?.attachments).toEqual([expect.objectContaining({ id: image.id, image: image.image })]);
    // Another operator's upload is refused.
    const foreign = await upload(onda.accessToken);
    const refused = await post(id, { kind: 'reply', body: 'x', attachments: [foreign.id] });
    expect(refused.status).toBe(422);
  });
});
