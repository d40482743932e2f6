import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, appClientToken, call, type Login, signIn } from './helpers';

type Translation = { lang: string; question: string; answer: string; updatedAt: string; outdated: boolean };
type Row = {
  id: string;
  categoryId: string;
  categoryName: string;
  audience: 'customers' | 'providers' | 'both';
  published: boolean;
  position: number;
  question: string;
  answer: string;
  lang: string;
  fallback: boolean;
  missing: string[];
  outdated: string[];
  translations: Translation[];
};
type Category = { id: string; name: string; position: number; faqCount: number; fallback: boolean; missing: string[] };
type AppAnswer = {
  lang: string;
  defaultLang: string;
  categories: {
    id: string;
    name: string;
    fallback: boolean;
    faqs: { id: string; question: string; answer: string; fallback: boolean }[];
  }[];
};

// Mutations run on Lotus (en-US, zh-CN, zh-TW); Sparkle is the other operator whose rows must stay out of reach.
let lotus: Login;
let sparkle: Login;
let ops: Login; // Sparkle sub-admin: dashboard, bookings (no faqs)
let appToken: string;
const TAG = `FAQ API ${Date.now().toString(36)}`;

const auth = (s: Login) => ({ token: s.accessToken });
const texts = (question: string, answer: string) => ({ question, answer });

/** A category of the test's own; Lotus's is named in Chinese too (Sparkle has no Chinese). */
async function newCategory(s: Login, name = `${TAG} category ${randomUUID().slice(0, 6)}`) {
  const translations = s === lotus ? { 'en-US': { name }, 'zh-CN': { name: `${name} 类别` } } : { 'en-US': { name } };
  const created = await call<Category>('POST', '/faq-categories', { ...auth(s), body: { translations } });
  expect(created.status).toBe(201);
  return created.body.data;
}

async function newFaq(s: Login, categoryId: string, overrides: Record<string, unknown> = {}) {
  const created = await call<Row>('POST', '/faqs', {
    ...auth(s),
    body: {
      categoryId,
      audience: 'both',
      published: true,
      translations: { 'en-US': texts(`${TAG} How do I book?`, 'Pick a service and a time.') },
      ...overrides,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

const appFaqs = (query = '', headers: Record<string, string> = {}) =>
  call<AppAnswer>('GET', `/app/faqs${query}`, {
    operatorId: lotus.user.operatorId,
    headers: { 'X-Client-Token': appToken, ...headers },
  });

beforeAll(async () => {
  [lotus, sparkle, ops, appToken] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
    appClientToken(),
  ]);
});

describe('FAQs CRUD', () => {
  it('creates a FAQ in two languages, reads it back and lists it in the reader’s language', async () => {
    const category = await newCategory(lotus);
    const created = await newFaq(lotus, category.id, {
      audience: 'customers',
      translations: {
        'en-US': texts(`${TAG} Can I cancel?`, 'Yes, up to 24 hours before.'),
        'zh-CN': texts(`${TAG} 我可以取消吗？`, '可以，最晚提前24小时。'),
      },
    });
    expect(created).toMatchObject({ categoryId: category.id, audience: 'customers', published: true, position: 0 });
    expect(created.lang).toBe('en-US');
    expect(created.missing).toEqual(['zh-TW']);
    expect(created.translations.map((t) => t.lang).sort()).toEqual(['en-US', 'zh-CN']);

    const detail = await call<Row>('GET', `/faqs/${created.id}?lang=zh-CN`, auth(lotus));
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ question: `${TAG} 我可以取消吗？`, lang: 'zh-CN', fallback: false });

    const fellBack = await call<Row>('GET', `/faqs/${created.id}?lang=zh-TW`, auth(lotus));
    expect(fellBack.body.data).toMatchObject({ question: `${TAG} Can I cancel?`, lang: 'en-US', fallback: true });

    const listed = await call<{ data: Row[]; total: number }>(
      'GET',
      `/faqs?categoryId=${category.id}&lang=zh-CN`,
      auth(lotus),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.data[0]?.categoryName).toBe(`${category.name} 类别`);
  });

  it('finds a FAQ by its answer in any language and filters by audience and published', async () => {
    const category = await newCategory(lotus);
    const marker = `zz${randomUUID().slice(0, 8)}`;
    const draft = await newFaq(lotus, category.id, {
      published: false,
      audience: 'providers',
      translations: {
        'en-US': texts(`${TAG} Payouts`, 'Weekly.'),
        'zh-CN': texts(`${TAG} 付款`, `每周 ${marker}`),
      },
    });
    const found = await call<{ data: Row[] }>('GET', `/faqs?search=${marker}`, auth(lotus));
    expect(found.body.data.data.map((r) => r.id)).toEqual([draft.id]);
    const q = `categoryId=${category.id}`;
    expect((await call('GET', `/faqs?${q}&published=draft`, auth(lotus))).body.data.total).toBe(1);
    expect((await call('GET', `/faqs?${q}&published=published`, auth(lotus))).body.data.total).toBe(0);
    expect((await call('GET', `/faqs?${q}&audience=providers`, auth(lotus))).body.data.total).toBe(1);
    expect((await call('GET', `/faqs?${q}&audience=customers`, auth(lotus))).body.data.total).toBe(0);
    expect((await call('GET', '/faqs?sortBy=answer', auth(lotus))).status).toBe(422);
  });

  it('updates a FAQ, removes a language left blank, and deletes it', async () => {
    const category = await newCategory(lotus);
    const created = await newFaq(lotus, category.id, {
      translations: { 'en-US': texts(`${TAG} Old`, 'Old answer'), 'zh-CN': texts('旧', '旧答案') },
    });
    const updated = await call<Row>('PUT', `/faqs/${created.id}`, {
      ...auth(lotus),
      body: {
        categoryId: category.id,
        audience: 'providers',
        published: false,
        translations: { 'en-US': texts(`${TAG} New`, 'New answer'), 'zh-CN': texts('', '') },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ question: `${TAG} New`, audience: 'providers', published: false });
    expect(updated.body.data.missing).toEqual(['zh-CN', 'zh-TW']);

    const deleted = await call('DELETE', `/faqs/${created.id}`, auth(lotus));
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/faqs/${created.id}`, auth(lotus))).status).toBe(404);
  });

  it('marks a translation outdated when the default language’s text changes after it', async () => {
    const category = await newCategory(lotus);
    const body = (en: string, zh: string) => ({
      categoryId: category.id,
      audience: 'both',
      published: true,
      translations: { 'en-US': texts(en, 'Answer'), 'zh-CN': texts(zh, '答案') },
    });
    const created = await newFaq(lotus, category.id, body(`${TAG} Q1`, '问题'));
    expect(created.outdated).toEqual([]);
    // The same Chinese text is sent again: only the English one changed.
    const changed = await call<Row>('PUT', `/faqs/${created.id}`, { ...auth(lotus), body: body(`${TAG} Q2`, '问题') });
    expect(changed.body.data.outdated).toEqual(['zh-CN']);
    expect(changed.body.data.translations.find((t) => t.lang === 'zh-CN')?.outdated).toBe(true);
    // Writing the translation again clears the mark.
    const rewritten = await call<Row>('PUT', `/faqs/${created.id}`, {
      ...auth(lotus),
      body: body(`${TAG} Q2`, '新问题'),
    });
    expect(rewritten.body.data.outdated).toEqual([]);
  });
});

describe('FAQ field errors (422)', () => {
  it('requires the default language’s text', async () => {
    const category = await newCategory(lotus);
    const result = await call('POST', '/faqs', {
      ...auth(lotus),
      body: {
        categoryId: category.id,
        audience: 'both',
        published: true,
        translations: { 'zh-CN': texts('问', '答') },
      },
    });
    expect(result.status).toBe(422);
    expect(result.body.errorCodes?.['translations.en-US.question']?.[0]?.code).toBe('faq.default_language_required');
  });

  it('refuses a language the operator has not enabled, on that language', async () => {
    const category = await newCategory(lotus);
    const result = await call('POST', '/faqs', {
      ...auth(lotus),
      body: {
        categoryId: category.id,
        audience: 'both',
        published: true,
        translations: { 'en-US': texts('Q', 'A'), 'pt-PT': texts('P', 'R') },
      },
    });
    expect(result.status).toBe(422);
    expect(result.body.errorCodes?.['translations.pt-PT']?.[0]?.code).toBe('faq.language_not_enabled');
  });

  it('refuses an unknown category and another operator’s category on categoryId', async () => {
    const sparkleCategory = await newCategory(sparkle);
    for (const categoryId of [randomUUID(), sparkleCategory.id]) {
      const result = await call('POST', '/faqs', {
        ...auth(lotus),
        body: { categoryId, audience: 'both', published: true, translations: { 'en-US': texts('Q', 'A') } },
      });
      expect(result.status).toBe(422);
      expect(result.body.errorCodes?.categoryId?.[0]?.code).toBe('faq.unknown_category');
    }
  });
});

describe('tenancy and rights', () => {
  it('answers 404 for another operator’s FAQ and category, like an unknown id', async () => {
    const category = await newCategory(sparkle);
    const theirs = await newFaq(sparkle, category.id);
    const body = {
      categoryId: category.id,
      audience: 'both',
      published: true,
      translations: { 'en-US': texts('Q', 'A') },
    };
    expect((await call('GET', `/faqs/${theirs.id}`, auth(lotus))).status).toBe(404);
    expect((await call('PUT', `/faqs/${theirs.id}`, { ...auth(lotus), body })).status).toBe(404);
    expect((await call('DELETE', `/faqs/${theirs.id}`, auth(lotus))).status).toBe(404);
    expect((await call('GET', `/faqs/${randomUUID()}`, auth(lotus))).status).toBe(404);
    expect((await call('DELETE', `/faq-categories/${category.id}`, auth(lotus))).status).toBe(404);
    expect(
      (await call('PUT', `/faq-categories/${category.id}/order`, { ...auth(lotus), body: { ids: [theirs.id] } }))
        .status,
    ).toBe(404);
    // Still there for its owner.
    expect((await call('GET', `/faqs/${theirs.id}`, auth(sparkle))).status).toBe(200);
  });

  it('answers 403 to a sub-admin without the faqs module', async () => {
    expect((await call('GET', '/faqs', auth(ops))).status).toBe(403);
    expect((await call('GET', '/faq-categories', auth(ops))).status).toBe(403);
  });
});

describe('ordering', () => {
  it('reorders a category’s questions with all of its ids, and refuses a partial list with 422', async () => {
    const category = await newCategory(lotus);
    const [a, b, c] = [
      await newFaq(lotus, category.id),
      await newFaq(lotus, category.id),
      await newFaq(lotus, category.id),
    ];
    if (!a || !b || !c) throw new Error('not created');
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    const ordered = await call('PUT', `/faq-categories/${category.id}/order`, {
      ...auth(lotus),
      body: { ids: [c.id, a.id, b.id] },
    });
    expect(ordered.status).toBe(200);
    const listed = await call<{ data: Row[] }>('GET', `/faqs?categoryId=${category.id}`, auth(lotus));
    expect(listed.body.data.data.map((r) => r.id)).toEqual([c.id, a.id, b.id]);

    const partial = await call('PUT', `/faq-categories/${category.id}/order`, {
      ...auth(lotus),
      body: { ids: [a.id, b.id] },
    });
    expect(partial.status).toBe(422);
    expect(partial.body.errorCodes?.ids?.[0]?.code).toBe('faq.order_incomplete');
  });

  it('refuses to delete a category that still has questions (409), deletes an empty one', async () => {
    const category = await newCategory(lotus);
    const item = await newFaq(lotus, category.id);
    const listed = await call<{ data: Category[] }>('GET', '/faq-categories?lang=zh-CN', auth(lotus));
    expect(listed.body.data.data.find((c) => c.id === category.id)).toMatchObject({
      name: `${category.name} 类别`,
      faqCount: 1,
      fallback: false,
      missing: ['zh-TW'],
    });
    expect((await call('DELETE', `/faq-categories/${category.id}`, auth(lotus))).status).toBe(409);
    await call('DELETE', `/faqs/${item.id}`, auth(lotus));
    expect((await call('DELETE', `/faq-categories/${category.id}`, auth(lotus))).status).toBe(200);
  });
});

describe('GET /app/faqs', () => {
  it('answers published questions in order, with fallback per item, and filters by audience', async () => {
    const category = await newCategory(lotus);
    const first = await newFaq(lotus, category.id, {
      audience: 'customers',
      translations: { 'en-US': texts(`${TAG} First`, 'One'), 'zh-CN': texts(`${TAG} 第一`, '一') },
    });
    const second = await newFaq(lotus, category.id, {
      audience: 'providers',
      translations: { 'en-US': texts(`${TAG} Second`, 'Two') },
    });
    const hidden = await newFaq(lotus, category.id, { published: false });
    await call('PUT', `/faq-categories/${category.id}/order`, {
      ...auth(lotus),
      body: { ids: [second.id, hidden.id, first.id] },
    });

    const all = await appFaqs('?lang=zh-CN');
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ lang: 'zh-CN', defaultLang: 'en-US' });
    const mine = all.body.data.categories.find((c) => c.id === category.id);
    expect(mine?.name).toBe(`${category.name} 类别`);
    expect(mine?.faqs).toEqual([
      { id: second.id, question: `${TAG} Second`, answer: 'Two', fallback: true },
      { id: first.id, question: `${TAG} 第一`, answer: '一', fallback: false },
    ]);
    expect(JSON.stringify(all.body.data)).not.toMatch(/position|published|operatorId|audience/);

    const customers = await appFaqs('?lang=zh-CN&audience=customers');
    expect(customers.body.data.categories.find((c) => c.id === category.id)?.faqs.map((f) => f.id)).toEqual([first.id]);
    expect((await appFaqs('?audience=everyone')).status).toBe(422);
  });

  it('answers 304 to its ETag until a FAQ changes, then 200 with the new body', async () => {
    const category = await newCategory(lotus);
    const item = await newFaq(lotus, category.id);
    const first = await appFaqs('?lang=en-US');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(first.headers.get('cache-control')).toContain('must-revalidate');

    const notModified = await rawApp('?lang=en-US', etag);
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    // Another language or audience is another answer.
    expect((await rawApp('?lang=zh-CN', etag)).status).toBe(200);

    await call('PUT', `/faqs/${item.id}`, {
      ...auth(lotus),
      body: {
        categoryId: category.id,
        audience: 'both',
        published: true,
        translations: { 'en-US': texts(`${TAG} Changed question`, 'Changed answer') },
      },
    });
    const changed = await rawApp('?lang=en-US', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const body = (await changed.json()) as { data: AppAnswer };
    const faq = body.data.categories.find((c) => c.id === category.id)?.faqs.find((f) => f.id === item.id);
    expect(faq?.question).toBe(`${TAG} Changed question`);
  });

  it('needs the apps’ client token', async () => {
    const result = await call('GET', '/app/faqs', { operatorId: lotus.user.operatorId });
    expect(result.status).toBe(401);
  });
});

function rawApp(query: string, etag: string) {
  return fetch(`${apiUrl}/api/v1/app/faqs${query}`, {
    headers: { 'X-Client-Token': appToken, 'X-Operator-Id': lotus.user.operatorId, 'If-None-Match': etag },
  });
}
