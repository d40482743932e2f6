import { beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { appClientToken, call, type Login, signIn } from './helpers';

type Text = { lang: string; title: string; body: string; updatedAt: string; outdated: boolean };
type Detail = {
  id: string;
  slug: string;
  audience: string;
  reserved: boolean;
  status: 'draft' | 'published' | 'changed';
  publishedNumber: number | null;
  languages: string[];
  defaultLanguage: string;
  texts: Text[];
  missing: string[];
};
type Row = {
  id: string;
  slug: string;
  title: string | null;
  titleLang: string | null;
  fallback: boolean;
  status: string;
  reserved: boolean;
  missing: string[];
  outdated: string[];
};
type AppPage = {
  slug: string;
  lang: string;
  title: string;
  body: string;
  fallback: boolean;
  outdated: boolean;
  version: number;
};

// Sparkle (en-US, hi-IN) writes; Onda is the other operator; ops@sparkle.test has no `cms`.
let sparkle: Login;
let onda: Login;
let ops: Login;
let appToken: string;
const TAG = Date.now().toString(36);
let n = 0;
const slug = (name: string) => `${name}-${TAG}-${++n}`;

const auth = (s: Login) => ({ token: s.accessToken });
const texts = (en: string, hi?: string, body = '<p>Body</p>') => ({
  'en-US': { title: en, body },
  ...(hi === undefined ? {} : { 'hi-IN': { title: hi, body: '<p>हिंदी</p>' } }),
});
const create = (s: Login, body: Record<string, unknown>) => call<Detail>('POST', '/pages', { ...auth(s), body });
const update = (s: Login, id: string, body: Record<string, unknown>) =>
  call<Detail>('PUT', `/pages/${id}`, { ...auth(s), body });
const publish = (s: Login, id: string) => call<Detail>('POST', `/pages/${id}/publish`, auth(s));
const appGet = (s: Login, path: string, headers: Record<string, string> = {}) =>
  call<AppPage>('GET', `/app/pages/${path}`, {
    headers: { 'X-Client-Token': appToken, 'X-Operator-Id': s.user.operatorId, ...headers },
  });

async function newPage(title = 'Refunds', hi?: string, body?: string) {
  const result = await create(sparkle, { slug: slug('refunds'), audience: 'customers', texts: texts(title, hi, body) });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data;
}

/** What no sanitised body may hold. */
const DANGEROUS =
  /<script|<style|<iframe|<object|<embed|<svg|<math|javascript:|vbscript:|data:text|\son\w+\s*=|style\s*=/i;

beforeAll(async () => {
  [sparkle, onda, ops] = await Promise.all([
    signIn('admin@sparkle.test'),
    signIn('admin@onda.test'),
    signIn('ops@sparkle.test'),
  ]);
  appToken = await appClientToken();
});

describe('the reserved pages', () => {
  it('exist for every operator, written and published in its languages, with one missing and one outdated', async () => {
    const list = await call<{ data: Row[]; total: number }>('GET', '/pages?pageSize=50', auth(sparkle));
    expect(list.status).toBe(200);
    const bySlug = Object.fromEntries(list.body.data.data.map((r) => [r.slug, r]));
    for (const reserved of ['terms', 'privacy', 'cancellation-policy', 'about']) {
      expect(bySlug[reserved]?.reserved, reserved).toBe(true);
      expect(bySlug[reserved]?.status, reserved).toBe('published');
    }
    expect(bySlug.about?.missing).toEqual(['hi-IN']);
    expect(bySlug['cancellation-policy']?.outdated).toEqual(['hi-IN']);
    expect(bySlug.terms?.missing).toEqual([]);
    const hindi = await appGet(sparkle, 'terms?lang=hi-IN');
    expect(hindi.status).toBe(200);
    expect(hindi.body.data).toMatchObject({ lang: 'hi-IN', title: 'सेवा की शर्तें', fallback: false, outdated: false });
    const other = await call<{ data: Row[] }>('GET', '/pages?search=privacy', auth(onda));
    expect(other.body.data.data.map((r) => [r.slug, r.status])).toEqual([['privacy', 'published']]);
  });

  it('cannot be deleted (409) or renamed (422 on slug)', async () => {
    const list = await call<{ data: Row[] }>('GET', '/pages?search=terms', auth(sparkle));
    const terms = list.body.data.data.find((r) => r.slug === 'terms') as Row;
    const removal = await call('DELETE', `/pages/${terms.id}`, auth(sparkle));
    expect(removal.status).toBe(409);
    expect(removal.body.code).toBe('page.reserved');
    const rename = await update(sparkle, terms.id, { slug: 'rules', audience: 'both', texts: texts('Terms') });
    expect(rename.status).toBe(422);
    expect(rename.body.errorCodes?.slug).toEqual([{ code: 'page.reserved', params: {} }]);
    expect((await call('GET', `/pages/${terms.id}`, auth(sparkle))).body.data.slug).toBe('terms');
  });
});

describe('CRUD and the slug rules', () => {
  it('adds, reads, saves and deletes a page', async () => {
    const created = await newPage('Refunds', 'धनवापसी');
    expect(created).toMatchObject({ audience: 'customers', reserved: false, status: 'draft', publishedNumber: null });
    expect(created.texts.map((t) => t.lang)).toEqual(['en-US', 'hi-IN']);
    expect(created.missing).toEqual([]);
    const read = await call<Detail>('GET', `/pages/${created.id}`, auth(sparkle));
    expect(read.body.data.texts[0]).toMatchObject({ title: 'Refunds', body: '<p>Body</p>' });
    const saved = await update(sparkle, created.id, { slug: created.slug, audience: 'both', texts: texts('Refunds!') });
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe('page.saved');
    expect(saved.body.data.audience).toBe('both');
    // Hindi left out: removed, and now missing.
    expect(saved.body.data.missing).toEqual(['hi-IN']);
    const removed = await call('DELETE', `/pages/${created.id}`, auth(sparkle));
    expect(removed.status).toBe(200);
    expect((await call('GET', `/pages/${created.id}`, auth(sparkle))).status).toBe(404);
  });

  it('answers 422 on slug for a malformed or taken address, and on the text of a language it cannot take', async () => {
    for (const bad of ['Refunds', 'two words', 'trailing-', '-leading', 'a--b', 'ümlaut', '', 'x'.repeat(61)]) {
      const result = await create(sparkle, { slug: bad, audience: 'both', texts: texts('T') });
      expect(result.status, bad).toBe(422);
      expect(result.body.errors?.slug, bad).toBeTruthy();
    }
    const taken = await create(sparkle, { slug: 'terms', audience: 'both', texts: texts('T') });
    expect(taken.body.errorCodes?.slug).toEqual([{ code: 'page.slug_taken', params: {} }]);
    const first = await newPage();
    const again = await create(sparkle, { slug: first.slug, audience: 'both', texts: texts('T') });
    expect(again.status).toBe(422);
    const other = await newPage();
    const renamed = await update(sparkle, other.id, { slug: first.slug, audience: 'both', texts: texts('T') });
    expect(renamed.body.errorCodes?.slug).toEqual([{ code: 'page.slug_taken', params: {} }]);

    const portuguese = await create(sparkle, {
      slug: slug('pt'),
      audience: 'both',
      texts: { ...texts('T'), 'pt-PT': { title: 'Olá', body: '' } },
    });
    expect(portuguese.status).toBe(422);
    expect(portuguese.body.errorCodes?.['texts.pt-PT']).toEqual([{ code: 'page.language_not_enabled', params: {} }]);
    const noDefault = await create(sparkle, {
      slug: slug('hi'),
      audience: 'both',
      texts: { 'hi-IN': { title: 'केवल हिंदी', body: '' } },
    });
    expect(noDefault.body.errorCodes?.['texts.en-US.title']).toEqual([
      { code: 'page.default_language_required', params: {} },
    ]);
    const badAudience = await create(sparkle, { slug: slug('a'), audience: 'everyone', texts: texts('T') });
    expect(badAudience.body.errors?.audience).toBeTruthy();
  });
});

describe('versions', () => {
  it('publishes numbered versions, lists, views, compares and restores them; the apps read the last', async () => {
    const created = await newPage('Refund rules', 'धनवापसी नियम', '<p>Refunds take five days.</p>');
    expect((await appGet(sparkle, created.slug)).status).toBe(404);
    const first = await publish(sparkle, created.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 'page.published', params: { number: 1 } });
    expect(first.body.data).toMatchObject({ status: 'published', publishedNumber: 1 });

    const edited = await update(sparkle, created.id, {
      slug: created.slug,
      audience: 'customers',
      texts: {
        'en-US': { title: 'Refund rules', body: '<p>Refunds take seven days.</p>' },
        'hi-IN': { title: 'धनवापसी नियम', body: '<p>हिंदी</p>' },
      },
    });
    expect(edited.body.data.status).toBe('changed');
    // The apps still read version 1 until the next publish.
    expect((await appGet(sparkle, created.slug)).body.data).toMatchObject({
      version: 1,
      body: '<p>Refunds take five days.</p>',
    });
    await publish(sparkle, created.id);
    expect((await appGet(sparkle, created.slug)).body.data).toMatchObject({
      version: 2,
      body: '<p>Refunds take seven days.</p>',
    });

    const versions = await call<{ data: { number: number; publishedByName: string; languages: string[] }[] }>(
      'GET',
      `/pages/${created.id}/versions`,
      auth(sparkle),
    );
    expect(versions.body.data.data.map((v) => v.number)).toEqual([2, 1]);
    expect(versions.body.data.data[0]?.languages).toEqual(['en-US', 'hi-IN']);
    expect(versions.body.data.data[0]?.publishedByName).not.toBe('');
    const one = await call<{ texts: Text[] }>('GET', `/pages/${created.id}/versions/1`, auth(sparkle));
    expect(one.body.data.texts.find((t) => t.lang === 'en-US')?.body).toBe('<p>Refunds take five days.</p>');
    for (const bad of ['3', '0', 'one', '1.5']) {
      expect((await call('GET', `/pages/${created.id}/versions/${bad}`, auth(sparkle))).status, bad).toBe(404);
    }

    const compare = await call<{
      languages: { lang: string; changed: boolean; body: { value: string; added: boolean; removed: boolean }[] }[];
    }>('GET', `/pages/${created.id}/compare?from=1&to=2`, auth(sparkle));
    expect(compare.status).toBe(200);
    const english = compare.body.data.languages.find((l) => l.lang === 'en-US');
    expect(english?.changed).toBe(true);
    expect(english?.body.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(['five']);
    expect(english?.body.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['seven']);
    expect(compare.body.data.languages.find((l) => l.lang === 'hi-IN')?.changed).toBe(false);
    const withDraft = await call('GET', `/pages/${created.id}/compare?from=2`, auth(sparkle));
    expect(withDraft.body.data.to).toBe('draft');
    expect((await call('GET', `/pages/${created.id}/compare?from=banana`, auth(sparkle))).status).toBe(422);

    const restored = await call<Detail>('POST', `/pages/${created.id}/versions/1/restore`, auth(sparkle));
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ code: 'page.restored', params: { number: 1 } });
    expect(restored.body.data.status).toBe('changed');
    expect(restored.body.data.texts.find((t) => t.lang === 'en-US')?.body).toBe('<p>Refunds take five days.</p>');
    // Restoring does not publish.
    expect((await appGet(sparkle, created.slug)).body.data.version).toBe(2);
  });
});

describe('translations for the apps', () => {
  it('falls back to the default language and says so, and marks a translation older than the default text', async () => {
    const created = await newPage('Only English');
    await publish(sparkle, created.id);
    const hindi = await appGet(sparkle, `${created.slug}?lang=hi-IN`);
    expect(hindi.body.data).toMatchObject({ lang: 'en-US', title: 'Only English', fallback: true, outdated: false });
    const english = await appGet(sparkle, `${created.slug}?lang=en-US`);
    expect(english.body.data.fallback).toBe(false);
    const noLang = await appGet(sparkle, created.slug);
    expect(noLang.body.data.lang).toBe('en-US');

    await update(sparkle, created.id, {
      slug: created.slug,
      audience: 'both',
      texts: texts('Only English', 'केवल अंग्रेज़ी'),
    });
    // The default language changes after the Hindi was written: Hindi is outdated.
    await new Promise((r) => setTimeout(r, 20));
    const later = await update(sparkle, created.id, {
      slug: created.slug,
      audience: 'both',
      texts: {
        'en-US': { title: 'English, changed', body: '<p>Body</p>' },
        'hi-IN': { title: 'केवल अंग्रेज़ी', body: '<p>हिंदी</p>' },
      },
    });
    expect(later.body.data.texts.find((t) => t.lang === 'hi-IN')?.outdated).toBe(true);
    expect(later.body.data.texts.find((t) => t.lang === 'en-US')?.outdated).toBe(false);
    const row = (await call<{ data: Row[] }>('GET', `/pages?search=${created.slug}&lang=hi-IN`, auth(sparkle))).body
      .data.data[0];
    expect(row).toMatchObject({ title: 'केवल अंग्रेज़ी', titleLang: 'hi-IN', fallback: false, outdated: ['hi-IN'] });
    await publish(sparkle, created.id);
    expect((await appGet(sparkle, `${created.slug}?lang=hi-IN`)).body.data).toMatchObject({
      lang: 'hi-IN',
      fallback: false,
      outdated: true,
    });
  });

  it('answers with an ETag and Cache-Control, 304 to If-None-Match, and a new tag after a publish', async () => {
    const created = await newPage('Cached');
    await publish(sparkle, created.id);
    const first = await appGet(sparkle, created.slug);
    const etag = first.headers.get('etag') as string;
    // Strong, or weak once compressed on the way out: If-None-Match compares either way.
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await fetchApp(created.slug, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetchApp(created.slug, { 'If-None-Match': `"other", W/${etag.replace(/^W\//, '')}` })).status).toBe(
      304,
    );
    expect((await fetchApp(`${created.slug}?lang=hi-IN`, { 'If-None-Match': etag })).status).toBe(200);
    await update(sparkle, created.id, { slug: created.slug, audience: 'both', texts: texts('Cached, changed') });
    await publish(sparkle, created.id);
    const fresh = await fetchApp(created.slug, { 'If-None-Match': etag });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for an unknown slug, a page never published and another operator’s page', async () => {
    const created = await newPage('Unpublished');
    expect((await appGet(sparkle, created.slug)).status).toBe(404);
    expect((await appGet(sparkle, `no-such-page-${TAG}`)).status).toBe(404);
    expect((await appGet(sparkle, '..%2F..%2Fetc')).status).toBe(404);
    await publish(sparkle, created.id);
    expect((await appGet(onda, created.slug)).status).toBe(404);
  });

  it('needs the apps’ client token (401) and validates lang (422)', async () => {
    const noToken = await call('GET', '/app/pages/terms', { headers: { 'X-Operator-Id': sparkle.user.operatorId } });
    expect(noToken.status).toBe(401);
    const asUser = await call('GET', '/app/pages/terms', { ...auth(sparkle), operatorId: sparkle.user.operatorId });
    expect(asUser.status).toBe(401);
    expect((await appGet(sparkle, 'terms?lang=<script>')).status).toBe(422);
  });
});

async function fetchApp(path: string, headers: Record<string, string>) {
  const { apiUrl } = await import('./helpers');
  return fetch(`${apiUrl}/api/v1/app/pages/${path}`, {
    headers: { 'X-Client-Token': appToken, 'X-Operator-Id': sparkle.user.operatorId, ...headers },
  });
}

describe('safe HTML', () => {
  it('stores every known XSS payload sanitised and serves it sanitised to the console and the apps', async () => {
    const created = await newPage('Payloads');
    for (const payload of XSS_PAYLOADS) {
      const saved = await update(sparkle, created.id, {
        slug: created.slug,
        audience: 'both',
        texts: { 'en-US': { title: 'Payloads', body: `<p>Before</p>${payload}<p>After</p>` } },
      });
      expect(saved.status, payload).toBe(200);
      const body = saved.body.data.texts[0]?.body ?? '';
      expect(body, payload).not.toMatch(DANGEROUS);
      expect(body, payload).toContain('<p>Before</p>');
    }
    const all = XSS_PAYLOADS.join('\n');
    await update(sparkle, created.id, {
      slug: created.slug,
      audience: 'both',
      texts: { 'en-US': { title: 'Payloads', body: all }, 'hi-IN': { title: 'पेलोड', body: all } },
    });
    const detail = await call<Detail>('GET', `/pages/${created.id}`, auth(sparkle));
    for (const text of detail.body.data.texts) expect(text.body).not.toMatch(DANGEROUS);
    await publish(sparkle, created.id);
    for (const lang of ['en-US', 'hi-IN']) {
      const served = await appGet(sparkle, `${created.slug}?lang=${lang}`);
      expect(served.status).toBe(200);
      expect(served.body.data.body).not.toMatch(DANGEROUS);
    }
    const version = await call<{ texts: Text[] }>('GET', `/pages/${created.id}/versions/1`, auth(sparkle));
    for (const text of version.body.data.texts) expect(text.body).not.toMatch(DANGEROUS);
  });

  it('keeps a heading, a list, a link, an uploaded image and a table', async () => {
    const html =
      '<h2>Heading</h2><ul><li>Item</li></ul><p><a href="https://example.com">Link</a></p>' +
      '<img src="/uploads/0b7c3a52-9d7e-4d5b-8f47-2c1e6a1f0b11.webp" alt="Kitchen"><table><tbody><tr><td>Cell</td></tr></tbody></table>';
    const created = await newPage('Rich', undefined, html);
    const body = created.texts[0]?.body ?? '';
    for (const piece of [
      '<h2>Heading</h2>',
      '<li>Item</li>',
      'href="https://example.com"',
      'rel="noopener noreferrer"',
      '/uploads/0b7c3a52',
      '<td>Cell</td>',
    ])
      expect(body).toContain(piece);
  });
});

describe('tenancy and module rights', () => {
  it('answers 404 for another operator’s page on every route, like an unknown id', async () => {
    const created = await newPage('Private');
    const routes: [string, string, unknown?][] = [
      ['GET', `/pages/${created.id}`],
      ['PUT', `/pages/${created.id}`, { slug: 'x', audience: 'both', texts: texts('X') }],
      ['DELETE', `/pages/${created.id}`],
      ['POST', `/pages/${created.id}/publish`],
      ['GET', `/pages/${created.id}/versions`],
      ['GET', `/pages/${created.id}/versions/1`],
      ['POST', `/pages/${created.id}/versions/1/restore`],
      ['GET', `/pages/${created.id}/compare?from=1`],
    ];
    for (const [method, path, body] of routes) {
      const foreign = await call(method, path, { ...auth(onda), body });
      expect(foreign.status, `${method} ${path}`).toBe(404);
      const unknown = await call(method, path.replace(created.id, '00000000-0000-4000-8000-000000000000'), {
        ...auth(onda),
        body,
      });
      expect(unknown.status, `${method} ${path}`).toBe(404);
      expect(foreign.body.code).toBe(unknown.body.code);
    }
    expect((await call('GET', `/pages/${created.id}`, auth(sparkle))).body.data.texts[0].title).toBe('Private');
    expect((await call('GET', '/pages/not-an-id', auth(sparkle))).status).toBe(404);
  });

  it('refuses a sub-admin without the cms module with 403 and a missing token with 401', async () => {
    expect((await call('GET', '/pages', auth(ops))).status).toBe(403);
    expect((await create(ops, { slug: slug('ops'), audience: 'both', texts: texts('T') })).status).toBe(403);
    expect((await call('GET', '/pages')).status).toBe(401);
  });
});
