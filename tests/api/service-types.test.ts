import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLiveFormula } from '../../src/shared/csv';
import { apiUrl, call, type Login, login, signIn } from './helpers';

/**
 * Issue 17, beyond the catalogue's CRUD (tests/api/catalogue.test.ts): the service types list as its screen
 * reads it (category counts, search, paging, sort), the 409 of a taken name, the status toggle, the list
 * open to catalogues and services (the category dialog's select), the Filters dialog's groups and the CSV
 * exports of service types and categories.
 */

type ServiceType = { id: string; name: string; isActive: boolean; categoryCount: number; createdAt: string };
type Page = { data: ServiceType[]; total: number };
type FilterGroup = { filterName: string; filterOptions: { optionName: string; optionImage?: string }[] };

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PASSWORD = 'Team@2026x';
const TAG = `Svt${Date.now().toString(36)}`;

let lotus: Login; // every module; mutations run here
let sparkle: Login; // the other operator
let ops: Login; // Sparkle sub-admin: dashboard, bookings
let cataloguer: Login; // a Lotus sub-admin made here with catalogues only
let image: string;

const auth = (s: Login) => ({ token: s.accessToken });

async function upload(session: Login, flag: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([PNG.buffer as ArrayBuffer]), 'image.png');
  form.set('flag', flag);
  const response = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { image: string } }).data.image;
}

/** A new sub-admin of `owner`'s operator with `modules`, signed in. */
async function teamMember(owner: Login, modules: string[]): Promise<Login> {
  const tag = randomUUID().slice(0, 8);
  const email = `cat.${tag}@lotus.test`;
  const created = await call('POST', '/sub-admins', {
    ...auth(owner),
    body: {
      firstName: 'Cata',
      lastName: `Loguer ${tag}`,
      email,
      countryCode: '+91',
      countryCodeIso: 'IN',
      phoneNumber: '98450 12345',
      profileImage: await upload(owner, 'profile'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      permissions: modules.map((module) => ({ module })),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const signedIn = await login(email, PASSWORD);
  expect(signedIn.status).toBe(200);
  return signedIn.body.data;
}

const addType = async (name: string) => {
  const made = await call<ServiceType>('POST', '/service-types', { ...auth(lotus), body: { name } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
};

const addCategory = async (body: Record<string, unknown>) => {
  const made = await call<{ id: string; name: string }>('POST', '/categories', {
    ...auth(lotus),
    body: { description: 'Described', image, ...body },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
};

async function download(session: Login, path: string) {
  const response = await fetch(`${apiUrl}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  const text = await response.text();
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  return { status: response.status, headers: response.headers, text, header: rows[0] ?? [], lines: rows.slice(1) };
}

beforeAll(async () => {
  [lotus, sparkle, ops] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
  ]);
  image = await upload(lotus, 'category');
  cataloguer = await teamMember(lotus, ['dashboard', 'catalogues']);
});

describe('the service types list', () => {
  it('counts the categories using each type, searches, pages and sorts on the server', async () => {
    const used = await addType(`${TAG} List Used`);
    const spare = await addType(`${TAG} List Spare`);
    await addCategory({ name: `${TAG} List cat A`, serviceTypeId: used.id });
    await addCategory({ name: `${TAG} List cat B`, serviceTypeId: used.id });

    const found = await call<Page>('GET', `/service-types?search=${encodeURIComponent(`${TAG} List`)}`, auth(lotus));
    expect(found.status).toBe(200);
    expect(found.body.data.total).toBe(2);
    expect(found.body.data.data.map((t) => [t.name, t.categoryCount])).toEqual([
      [spare.name, 0],
      [used.name, 2],
    ]);
    const byCount = await call<Page>(
      'GET',
      `/service-types?search=${encodeURIComponent(`${TAG} List`)}&sortBy=categoryCount&sortDir=desc&pageSize=1`,
      auth(lotus),
    );
    expect(byCount.body.data).toMatchObject({ total: 2, data: [{ id: used.id, categoryCount: 2 }] });
    const second = await call<Page>(
      'GET',
      `/service-types?search=${encodeURIComponent(`${TAG} List`)}&sortBy=categoryCount&sortDir=desc&pageSize=1&pageNumber=2`,
      auth(lotus),
    );
    expect(second.body.data.data.map((t) => t.id)).toEqual([spare.id]);
    const badSort = await call('GET', '/service-types?sortBy=password', auth(lotus));
    expect(badSort.status).toBe(422);
  });

  it('refuses a name another service type has, in any case, with 409 and the error on the name field', async () => {
    const first = await addType(`${TAG} Unique`);
    const other = await addType(`${TAG} Other`);
    const twin = await call('POST', '/service-types', { ...auth(lotus), body: { name: `${TAG} UNIQUE` } });
    expect(twin.status).toBe(409);
    expect(twin.body.code).toBe('service_type.name_taken');
    expect(twin.body.errorCodes?.name?.[0]?.code).toBe('service_type.name_taken');
    const renamed = await call('PUT', `/service-types/${other.id}`, {
      ...auth(lotus),
      body: { name: first.name.toLowerCase() },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errorCodes?.name?.[0]?.code).toBe('service_type.name_taken');
    // Its own name, in another case, is no conflict; another operator may use the name.
    const recased = await call('PUT', `/service-types/${first.id}`, {
      ...auth(lotus),
      body: { name: first.name.toUpperCase() },
    });
    expect(recased.status).toBe(200);
    const elsewhere = await call('POST', '/service-types', { ...auth(sparkle), body: { name: first.name } });
    expect(elsewhere.status).toBe(201);
    expect((await call('DELETE', `/service-types/${elsewhere.body.data.id}`, auth(sparkle))).status).toBe(200);
  });

  it('blocks and activates a service type with isActive 0 / 1; another operator’s is unknown (404)', async () => {
    const type = await addType(`${TAG} Toggle`);
    const blocked = await call<ServiceType>('PUT', `/service-types/status/${type.id}`, {
      ...auth(lotus),
      body: { isActive: 0 },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ code: 'service_type.blocked', data: { id: type.id, isActive: false } });
    const listed = await call<Page>('GET', `/service-types?search=${encodeURIComponent(type.name)}`, auth(lotus));
    expect(listed.body.data.data[0]?.isActive).toBe(false);
    const active = await call('PUT', `/service-types/status/${type.id}`, { ...auth(lotus), body: { isActive: '1' } });
    expect(active.body).toMatchObject({ code: 'service_type.activated', data: { isActive: true } });
    const bad = await call('PUT', `/service-types/status/${type.id}`, { ...auth(lotus), body: { isActive: 2 } });
    expect(bad.status).toBe(422);
    for (const id of [type.id, randomUUID(), 'nope']) {
      const foreign = await call('PUT', `/service-types/status/${id}`, { ...auth(sparkle), body: { isActive: 0 } });
      expect(foreign.status, id).toBe(404);
    }
    const after = await call<Page>('GET', `/service-types?search=${encodeURIComponent(type.name)}`, auth(lotus));
    expect(after.body.data.data[0]?.isActive).toBe(true);
  });
});

describe('module permissions', () => {
  it('lets a sub-admin with only catalogues list service types (the category dialog), not change them', async () => {
    const listed = await call<Page>('GET', '/service-types', auth(cataloguer));
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBeGreaterThan(0);
    const create = await call('POST', '/service-types', { ...auth(cataloguer), body: { name: `${TAG} Nope` } });
    expect(create.status).toBe(403);
    const someId = listed.body.data.data[0]?.id as string;
    expect(
      (await call('PUT', `/service-types/status/${someId}`, { ...auth(cataloguer), body: { isActive: 0 } })).status,
    ).toBe(403);
    expect((await call('DELETE', `/service-types/${someId}`, auth(cataloguer))).status).toBe(403);
    expect((await download(cataloguer, '/service-types/export')).status).toBe(403);
    // Its own module's routes stay open.
    expect((await call('GET', '/catalogue/filters', auth(cataloguer))).status).toBe(200);
    expect((await download(cataloguer, '/categories/export')).status).toBe(200);
  });

  it('lets a sub-admin with only services list the categories of every level (the product form), not change them', async () => {
    const productPerson = await teamMember(lotus, ['dashboard', 'services']);
    const level1 = await call<{ categories: { categoryId: string }[]; count: number }>(
      'GET',
      '/categories?level=1&pageNumber=1&pageSize=50',
      auth(productPerson),
    );
    expect(level1.status, JSON.stringify(level1.body)).toBe(200);
    expect(level1.body.data.count).toBeGreaterThan(0);
    const parent = level1.body.data.categories[0]?.categoryId as string;
    const level2 = await call(
      'GET',
      `/categories?level=2&parentId=${parent}&pageNumber=1&pageSize=50`,
      auth(productPerson),
    );
    expect(level2.status).toBe(200);
    // The lists are the admin's lists.
    const asAdmin = await call('GET', '/categories?level=1&pageNumber=1&pageSize=50', auth(lotus));
    expect(level1.body.data).toEqual(asAdmin.body.data);
    // Writes, the export and the other catalogue screens stay with catalogues.
    expect(
      (await call('POST', '/categories', { ...auth(productPerson), body: { level: 1, name: `${TAG} Nope` } })).status,
    ).toBe(403);
    expect(
      (await call('PUT', `/category/status/${parent}`, { ...auth(productPerson), body: { isActive: 0 } })).status,
    ).toBe(403);
    expect((await call('DELETE', `/category/${parent}`, auth(productPerson))).status).toBe(403);
    expect((await download(productPerson, '/categories/export')).status).toBe(403);
    expect((await call('GET', '/catalogue/filters', auth(productPerson))).status).toBe(403);
    // Without catalogues or services, the list stays closed.
    expect((await call('GET', '/categories?level=1', auth(ops))).status).toBe(403);
  });

  it('answers 403 on every new route to a sub-admin without the modules, and 401 without a token', async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/service-types', undefined],
      ['GET', '/service-types/export', undefined],
      ['PUT', `/service-types/status/${id}`, { isActive: 1 }],
      ['GET', '/categories/export', undefined],
      ['GET', '/catalogue/filters', undefined],
    ] as const) {
      const what = `${method} ${path}`;
      expect((await call(method, path, { ...auth(ops), ...(body ? { body } : {}) })).status, what).toBe(403);
      expect((await call(method, path, body ? { body } : {})).status, what).toBe(401);
    }
  });
});

describe('the Filters dialog', () => {
  it('groups each active category’s active sub categories, with their thumbnails, and leaves empty groups out', async () => {
    const type = await addType(`${TAG} Filters`);
    const parent = await addCategory({ name: `${TAG} Filter Home`, serviceTypeId: type.id });
    await addCategory({ level: 2, parentId: parent.id, name: `${TAG} Filter Sofa` });
    const blocked = await addCategory({ level: 2, parentId: parent.id, name: `${TAG} Filter Blocked` });
    expect(
      (await call('PUT', `/category/status/${blocked.id}`, { ...auth(lotus), body: { isActive: 0 } })).status,
    ).toBe(200);
    await addCategory({ name: `${TAG} Filter Empty`, serviceTypeId: type.id });
    const hidden = await addCategory({ name: `${TAG} Filter Hidden`, serviceTypeId: type.id });
    await addCategory({ level: 2, parentId: hidden.id, name: `${TAG} Filter Under hidden` });
    expect((await call('PUT', `/category/status/${hidden.id}`, { ...auth(lotus), body: { isActive: 0 } })).status).toBe(
      200,
    );

    const filters = await call<{ data: FilterGroup[] }>('GET', '/catalogue/filters', auth(lotus));
    expect(filters.status).toBe(200);
    const mine = filters.body.data.data.filter((g) => g.filterName.startsWith(`${TAG} Filter`));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.filterName).toBe(`${TAG} Filter Home`);
    expect(mine[0]?.filterOptions.map((o) => o.optionName)).toEqual([`${TAG} Filter Sofa`]);
    expect(mine[0]?.filterOptions[0]?.optionImage).toMatch(/^\/uploads\//);
    for (const group of filters.body.data.data) expect(group.filterOptions.length).toBeGreaterThan(0);

    const theirs = await call<{ data: FilterGroup[] }>('GET', '/catalogue/filters', auth(sparkle));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.data.some((g) => g.filterName.startsWith(TAG))).toBe(false);
  });
});

describe('CSV exports', () => {
  it('exports the service types of the list’s search in its order, formula cells escaped, of the caller only', async () => {
    const formula = await addType(`=HYPERLINK("x")${TAG}`);
    const plain = await addType(`${TAG} Export plain`);
    const query = `search=${encodeURIComponent(TAG)}&sortBy=name&sortDir=asc`;
    const [file, page] = await Promise.all([
      download(lotus, `/service-types/export?${query}`),
      call<Page>('GET', `/service-types?${query}&pageSize=100`, auth(lotus)),
    ]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    expect(file.headers.get('content-disposition')).toContain('service-types.csv');
    expect(file.header).toEqual(['id', 'name', 'categoryCount', 'isActive', 'createdAt']);
    expect(Number(file.headers.get('x-total-count'))).toBe(page.body.data.total);
    expect(file.lines.map((l) => l[0])).toEqual(page.body.data.data.map((t) => t.id));
    expect(file.lines.map((l) => l[0])).toEqual(expect.arrayContaining([formula.id, plain.id]));
    const formulaLine = file.lines.find((l) => l[0] === formula.id);
    expect(formulaLine?.[1]).toBe(`'${formula.name}`);
    for (const line of file.lines) for (const cell of line) expect(isLiveFormula(cell), cell).toBe(false);

    const theirs = await download(sparkle, `/service-types/export?${query}`);
    expect(theirs.status).toBe(200);
    expect(theirs.lines).toEqual([]);
    expect(theirs.headers.get('x-total-count')).toBe('0');
  });

  it('exports one category level with its query (level, search), parents named, formula cells escaped', async () => {
    const type = await addType(`${TAG} Export type`);
    const parent = await addCategory({ name: `${TAG} Export parent`, serviceTypeId: type.id });
    const child = await addCategory({ level: 2, parentId: parent.id, name: `+SUM(1) ${TAG} child` });
    await addCategory({ level: 2, parentId: parent.id, name: `${TAG} other child` });

    const level1 = await download(lotus, `/categories/export?level=1&search=${encodeURIComponent(`${TAG} Export`)}`);
    expect(level1.status).toBe(200);
    expect(level1.headers.get('content-disposition')).toContain('categories.csv');
    expect(level1.header).toEqual(['id', 'name', 'serviceTypeName', 'description', 'isActive', 'image', 'createdAt']);
    expect(level1.lines.map((l) => [l[0], l[1], l[2]])).toEqual([[parent.id, parent.name, type.name]]);

    const query = `level=2&search=${encodeURIComponent(`SUM(1) ${TAG}`)}`;
    const [level2, list] = await Promise.all([
      download(lotus, `/categories/export?${query}`),
      call('GET', `/categories?${query}&pageSize=100`, auth(lotus)),
    ]);
    expect(level2.header).toEqual(['id', 'name', 'categoryName', 'description', 'isActive', 'image', 'createdAt']);
    expect(list.body.data.count).toBe(1);
    expect(level2.lines.map((l) => l[0])).toEqual([child.id]);
    expect(level2.lines[0]?.[1]).toBe(`'${child.name}`);
    expect(level2.lines[0]?.[2]).toBe(parent.name);
    for (const line of level2.lines) for (const cell of line) expect(isLiveFormula(cell), cell).toBe(false);

    const level3 = await download(lotus, `/categories/export?level=3&search=${encodeURIComponent(TAG)}`);
    expect(level3.header).toEqual([
      'id',
      'name',
      'subCategoryName',
      'categoryName',
      'description',
      'isActive',
      'image',
      'createdAt',
    ]);
    const theirs = await download(sparkle, `/categories/export?level=2&search=${encodeURIComponent(TAG)}`);
    expect(theirs.lines).toEqual([]);
    expect((await download(lotus, '/categories/export?level=4')).status).toBe(422);
  });

  it('streams an export longer than one batch whole, in the list order', async () => {
    const type = await addType(`${TAG} Many`);
    const parent = await addCategory({ name: `${TAG} Many parent`, serviceTypeId: type.id });
    // 510 children (past the 500-row batch), written straight through the API in parallel chunks.
    const names = Array.from({ length: 510 }, (_, i) => `${TAG} Many ${String(i).padStart(3, '0')}`);
    for (let i = 0; i < names.length; i += 30) {
      await Promise.all(names.slice(i, i + 30).map((name) => addCategory({ level: 2, parentId: parent.id, name })));
    }
    const file = await download(lotus, `/categories/export?level=2&parentId=${parent.id}&sortBy=name&sortDir=asc`);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-total-count')).toBe('510');
    expect(file.lines.map((l) => l[1])).toEqual(names);
  }, 120_000);
});
