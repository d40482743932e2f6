import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, type Login, signIn } from './helpers';

type ServiceType = { id: string; name: string; isActive: boolean; createdAt: string };
type Category = {
  id: string;
  level: 1 | 2 | 3;
  name: string;
  description: string;
  image: string | null;
  thumbnail: string | null;
  isActive: boolean;
  serviceTypeId: string | null;
  serviceTypeName: string | null;
  parentId: string | null;
  parentName: string | null;
  grandParentId: string | null;
  grandParentName: string | null;
};
type Level1Row = {
  categoryId: string;
  categoryName: string;
  categoryImage: string | null;
  categoryThumbnail: string | null;
  isActive: boolean;
  description: string;
  serviceTypeId: string | null;
  serviceTypeName: string | null;
  createdAt: string;
};
type Level2Row = { subCategoryId: string; subCategoryName: string; categoryId: string; categoryName: string };
type Level3Row = {
  thirdLevelCategoryId: string;
  thirdLevelCategoryName: string;
  subCategoryId: string;
  subCategoryName: string;
  categoryName: string;
};

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

// Mutations run on Lotus (every module); Sparkle is the other operator whose rows must stay out of reach.
let lotus: Login;
let sparkle: Login;
let ops: Login; // Sparkle sub-admin: dashboard, bookings
let image: string; // an image Lotus uploaded
let sparkleImage: string; // an image Sparkle uploaded
let serviceType: ServiceType; // a service type of Lotus made here
const TAG = `Cat${Date.now().toString(36)}`;

const auth = (s: Login) => ({ token: s.accessToken });

async function upload(session: Login): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([PNG.buffer as ArrayBuffer]), 'category.png');
  form.set('flag', 'category');
  const response = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { image: string } }).data.image;
}

const create = (s: Login, body: Record<string, unknown>) =>
  call<Category>('POST', '/categories', { ...auth(s), body: { description: 'Described', image, ...body } });

async function makeTree(name: string) {
  const l1 = await create(lotus, { name: `${name} L1`, serviceTypeId: serviceType.id });
  expect(l1.status, JSON.stringify(l1.body)).toBe(201);
  const l2 = await create(lotus, { level: 2, name: `${name} L2`, parentId: l1.body.data.id });
  expect(l2.status, JSON.stringify(l2.body)).toBe(201);
  const l3 = await create(lotus, { level: 3, name: `${name} L3`, parentId: l2.body.data.id });
  expect(l3.status, JSON.stringify(l3.body)).toBe(201);
  return { l1: l1.body.data, l2: l2.body.data, l3: l3.body.data };
}

beforeAll(async () => {
  [lotus, sparkle, ops] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
  ]);
  [image, sparkleImage] = await Promise.all([upload(lotus), upload(sparkle)]);
  const made = await call<ServiceType>('POST', '/service-types', { ...auth(lotus), body: { name: `${TAG} Type` } });
  expect(made.status).toBe(201);
  serviceType = made.body.data;
});

describe('service types', () => {
  it('lists data.data of id and name with data.total, by name; the seed gave every operator some', async () => {
    for (const s of [lotus, sparkle]) {
      const result = await call<{ data: ServiceType[]; total: number }>('GET', '/service-types', auth(s));
      expect(result.status).toBe(200);
      expect(result.body.data.total).toBeGreaterThanOrEqual(2);
      const names = result.body.data.data.map((t) => t.name.toLowerCase());
      expect([...names].sort()).toEqual(names);
      for (const t of result.body.data.data) expect(typeof t.id === 'string' && typeof t.name === 'string').toBe(true);
    }
    const sparkleIds = (await call('GET', '/service-types', auth(sparkle))).body.data.data.map(
      (t: ServiceType) => t.id,
    );
    expect(sparkleIds).not.toContain(serviceType.id);
  });

  it('adds, renames, refuses a taken or empty name with field errors, and deletes an unused one', async () => {
    const made = await call<ServiceType>('POST', '/service-types', { ...auth(lotus), body: { name: ` ${TAG} Spa ` } });
    expect(made.status).toBe(201);
    expect(made.body.data.name).toBe(`${TAG} Spa`);
    expect(made.body.code).toBe('service_type.created');
    const id = made.body.data.id;

    const taken = await call('POST', '/service-types', { ...auth(lotus), body: { name: `${TAG} SPA` } });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCodes?.name?.[0]?.code).toBe('service_type.name_taken');
    const empty = await call('POST', '/service-types', { ...auth(lotus), body: { name: '  ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errorCodes?.name?.[0]?.code).toBe('validations.required');

    const renamed = await call<ServiceType>('PUT', `/service-types/${id}`, {
      ...auth(lotus),
      body: { name: `${TAG} Spa & Salon` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe(`${TAG} Spa & Salon`);
    const found = await call('GET', `/service-types?search=${encodeURIComponent(`${TAG} Spa`)}`, auth(lotus));
    expect(found.body.data.data.map((t: ServiceType) => t.name)).toEqual([`${TAG} Spa & Salon`]);

    const deleted = await call('DELETE', `/service-types/${id}`, auth(lotus));
    expect(deleted.status).toBe(200);
    expect((await call('DELETE', `/service-types/${id}`, auth(lotus))).status).toBe(404);
  });

  it('refuses to delete a service type that categories use (409 service_type.in_use with counts)', async () => {
    const type = (await call<ServiceType>('POST', '/service-types', { ...auth(lotus), body: { name: `${TAG} Used` } }))
      .body.data;
    expect((await create(lotus, { name: `${TAG} Uses type`, serviceTypeId: type.id })).status).toBe(201);
    const refused = await call('DELETE', `/service-types/${type.id}`, auth(lotus));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('service_type.in_use');
    expect(refused.body.params).toEqual({ categories: 1, products: 0 });
  });
});

describe('categories: three levels', () => {
  it('adds a category, a sub category and a sub sub category, each listed at its level with its parents', async () => {
    const { l1, l2, l3 } = await makeTree(`${TAG} Tree`);
    expect(l1).toMatchObject({ level: 1, serviceTypeId: serviceType.id, serviceTypeName: serviceType.name, image });
    expect(l2).toMatchObject({ level: 2, parentId: l1.id, parentName: l1.name, serviceTypeId: serviceType.id });
    expect(l3).toMatchObject({ level: 3, parentId: l2.id, grandParentId: l1.id, grandParentName: l1.name });

    const search = encodeURIComponent(`${TAG} Tree`);
    const one = await call<{ categories: Level1Row[]; count: number }>(
      'GET',
      `/categories?search=${search}`,
      auth(lotus),
    );
    expect(one.status).toBe(200);
    expect(one.body.data.count).toBe(1);
    expect(one.body.data.categories[0]).toMatchObject({
      categoryId: l1.id,
      categoryName: l1.name,
      categoryImage: image,
      categoryThumbnail: image,
      isActive: true,
      description: 'Described',
      serviceTypeId: serviceType.id,
    });

    const two = await call<{ subCategories: Level2Row[]; count: number }>(
      'GET',
      `/categories?level=2&search=${encodeURIComponent(l2.name)}`,
      auth(lotus),
    );
    expect(two.body.data).toEqual({
      subCategories: [
        expect.objectContaining({ subCategoryId: l2.id, subCategoryName: l2.name, categoryName: l1.name }),
      ],
      count: 1,
    });
    const three = await call<{ subCategories: Level3Row[]; count: number }>(
      'GET',
      `/categories?level=3&search=${encodeURIComponent(l3.name)}`,
      auth(lotus),
    );
    expect(three.body.data.subCategories).toEqual([
      expect.objectContaining({
        thirdLevelCategoryId: l3.id,
        thirdLevelCategoryName: l3.name,
        subCategoryId: l2.id,
        subCategoryName: l2.name,
        categoryName: l1.name,
      }),
    ]);
    // A parent's children.
    const children = await call('GET', `/categories?level=2&parentId=${l1.id}`, auth(lotus));
    expect(children.body.data.subCategories.map((r: Level2Row) => r.subCategoryId)).toEqual([l2.id]);
  });

  it('edits each level (name, description, image, parent) and keeps the current image when it is sent back', async () => {
    const a = await makeTree(`${TAG} EditA`);
    const b = await makeTree(`${TAG} EditB`);
    const other = await upload(lotus);
    const l1 = await call<Category>('PUT', `/category/${a.l1.id}`, {
      ...auth(lotus),
      body: { serviceTypeId: serviceType.id, name: `${TAG} EditA renamed`, description: 'New words', image: other },
    });
    expect(l1.status, JSON.stringify(l1.body)).toBe(200);
    expect(l1.body.data).toMatchObject({ name: `${TAG} EditA renamed`, description: 'New words', image: other });
    expect(l1.body.code).toBe('category.updated');

    // The sub category moves under B's category; its image is sent back unchanged.
    const l2 = await call<Category>('PUT', `/category/${a.l2.id}`, {
      ...auth(lotus),
      body: { level: 2, parentId: b.l1.id, name: a.l2.name, description: 'Moved', image: a.l2.image },
    });
    expect(l2.status, JSON.stringify(l2.body)).toBe(200);
    expect(l2.body.data).toMatchObject({ parentId: b.l1.id, parentName: b.l1.name, description: 'Moved' });
    const detail = await call<Category>('GET', `/category/${a.l3.id}`, auth(lotus));
    expect(detail.body.data).toMatchObject({ parentId: a.l2.id, grandParentId: b.l1.id });

    // A sub sub category's parent must be a sub category (level 2), not a category.
    const wrongParent = await call('PUT', `/category/${a.l3.id}`, {
      ...auth(lotus),
      body: { level: 3, parentId: b.l1.id, name: a.l3.name, description: 'x', image },
    });
    expect(wrongParent.status).toBe(422);
    expect(wrongParent.body.errorCodes?.parentId?.[0]).toEqual({
      code: 'category.unknown_parent',
      params: { level: 2 },
    });
  });

  it('requires every field, one of the operator’s service types and an image uploaded to this operator', async () => {
    const empty = await call('POST', '/categories', { ...auth(lotus), body: { name: '', description: '', image: '' } });
    expect(empty.status).toBe(422);
    for (const field of ['name', 'description', 'image']) {
      expect(empty.body.errorCodes?.[field]?.[0]?.code, field).toBe('validations.required');
    }
    const noType = await create(lotus, { name: `${TAG} No type` });
    expect(noType.body.errorCodes?.serviceTypeId?.[0]?.code).toBe('validations.required');
    const sparkleType = (await call('GET', '/service-types', auth(sparkle))).body.data.data[0] as ServiceType;
    const foreignType = await create(lotus, { name: `${TAG} Foreign type`, serviceTypeId: sparkleType.id });
    expect(foreignType.status).toBe(422);
    expect(foreignType.body.errorCodes?.serviceTypeId?.[0]?.code).toBe('category.unknown_service_type');
    for (const bad of [sparkleImage, `/uploads/${randomUUID()}.png`, 'https://evil.example/x.png', '/demo/x.svg']) {
      const result = await create(lotus, { name: `${TAG} Bad image`, serviceTypeId: serviceType.id, image: bad });
      expect(result.status, bad).toBe(422);
      expect(result.body.errorCodes?.image?.[0]?.code, bad).toBe('category.image_not_uploaded');
    }
    const noParent = await create(lotus, { level: 2, name: `${TAG} Orphan` });
    expect(noParent.body.errorCodes?.parentId?.[0]?.code).toBe('validations.required');
    const listed = await call('GET', `/categories?search=${encodeURIComponent(`${TAG} Bad`)}`, auth(lotus));
    expect(listed.body.data.count).toBe(0);
  });

  it('refuses a name its siblings already have, case-insensitively', async () => {
    const { l1, l2 } = await makeTree(`${TAG} Twin`);
    const twin = await create(lotus, { level: 2, parentId: l1.id, name: l2.name.toUpperCase() });
    expect(twin.status).toBe(422);
    expect(twin.body.errorCodes?.name?.[0]?.code).toBe('category.name_taken');
  });

  it('pages 1-based with data.count, searches case-insensitively, and answers 422 for bad paging or level', async () => {
    for (let i = 0; i < 7; i += 1) {
      expect((await create(lotus, { name: `${TAG} Page ${i}`, serviceTypeId: serviceType.id })).status).toBe(201);
    }
    const q = (extra: string) =>
      call<{ categories: Level1Row[]; count: number }>(
        'GET',
        `/categories?search=${encodeURIComponent(`${TAG.toLowerCase()} page`)}${extra}`,
        auth(lotus),
      );
    const first = await q('');
    expect(first.body.data.count).toBe(7);
    expect(first.body.data.categories).toHaveLength(5); // the category tabs' page size
    const second = await q('&pageNumber=2&pageSize=5');
    expect(second.body.data.categories).toHaveLength(2);
    const all = (await q('&pageSize=10')).body.data.categories.map((r) => r.categoryId);
    expect([...first.body.data.categories, ...second.body.data.categories].map((r) => r.categoryId)).toEqual(all);
    const byName = (await q('&pageSize=10&sortBy=name')).body.data.categories.map((r) => r.categoryName);
    expect(byName).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `${TAG} Page ${i}`));
    for (const bad of ['&pageNumber=0', '&pageSize=101', '&level=4', '&sortBy=image', '&parentId=x']) {
      expect((await q(bad)).status, bad).toBe(422);
    }
    const none = await call('GET', `/categories?search=${encodeURIComponent('%_')}`, auth(lotus));
    expect(none.body.data).toEqual({ categories: [], count: 0 });
  });

  it('blocks and activates with isActive 1 or 0', async () => {
    const { l1, l2 } = await makeTree(`${TAG} Status`);
    const blocked = await call<Category>('PUT', `/category/status/${l1.id}`, { ...auth(lotus), body: { isActive: 0 } });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.isActive).toBe(false);
    expect(blocked.body.code).toBe('category.blocked');
    const listed = await call('GET', `/categories?search=${encodeURIComponent(l1.name)}`, auth(lotus));
    expect(listed.body.data.categories[0].isActive).toBe(false);
    const active = await call<Category>('PUT', `/category/status/${l2.id}`, {
      ...auth(lotus),
      body: { isActive: '1' },
    });
    expect(active.body.data.isActive).toBe(true);
    expect(active.body.code).toBe('category.activated');
    for (const bad of [{ isActive: 2 }, { isActive: true }, {}]) {
      expect((await call('PUT', `/category/status/${l1.id}`, { ...auth(lotus), body: bad })).status).toBe(422);
    }
  });

  it('refuses to delete a category while sub categories use it, then deletes from the bottom up', async () => {
    const { l1, l2, l3 } = await makeTree(`${TAG} Delete`);
    const refused = await call('DELETE', `/category/${l1.id}`, auth(lotus));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('category.in_use');
    expect(refused.body.params).toEqual({ subCategories: 1, products: 0, bookings: 0 });
    expect((await call('DELETE', `/category/${l2.id}`, auth(lotus))).status).toBe(409);
    for (const id of [l3.id, l2.id, l1.id]) {
      const deleted = await call('DELETE', `/category/${id}`, auth(lotus));
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ id });
    }
    expect((await call('GET', `/category/${l1.id}`, auth(lotus))).status).toBe(404);
  });

  it('refuses to delete a seeded sub sub category whose products have bookings (409 with the counts)', async () => {
    const rows = (await call('GET', '/categories?level=3&pageSize=100', auth(sparkle))).body.data
      .subCategories as Level3Row[];
    let refusedWithBookings = false;
    for (const row of rows.slice(0, 20)) {
      const result = await call('DELETE', `/category/${row.thirdLevelCategoryId}`, auth(sparkle));
      expect(result.status).toBe(409);
      const params = result.body.params as { products: number; bookings: number };
      expect(params.products).toBeGreaterThan(0);
      if (params.bookings > 0) refusedWithBookings = true;
    }
    expect(refusedWithBookings).toBe(true);
  });
});

describe('tenancy and permissions', () => {
  it('answers another operator’s category and service type like unknown ones (404), and changes nothing', async () => {
    const { l1 } = await makeTree(`${TAG} Private`);
    const body = { serviceTypeId: serviceType.id, name: 'Taken over', description: 'x', image: sparkleImage };
    for (const id of [l1.id, randomUUID(), 'not-a-uuid']) {
      expect((await call('GET', `/category/${id}`, auth(sparkle))).status).toBe(404);
      expect((await call('PUT', `/category/${id}`, { ...auth(sparkle), body })).status).toBe(404);
      expect((await call('PUT', `/category/status/${id}`, { ...auth(sparkle), body: { isActive: 0 } })).status).toBe(
        404,
      );
      expect((await call('DELETE', `/category/${id}`, auth(sparkle))).status).toBe(404);
    }
    for (const id of [serviceType.id, randomUUID()]) {
      expect((await call('PUT', `/service-types/${id}`, { ...auth(sparkle), body: { name: 'Mine' } })).status).toBe(
        404,
      );
      expect((await call('DELETE', `/service-types/${id}`, auth(sparkle))).status).toBe(404);
    }
    const after = await call<Category>('GET', `/category/${l1.id}`, auth(lotus));
    expect(after.body.data).toMatchObject({ name: l1.name, isActive: true });
    const sparkleList = await call('GET', `/categories?search=${encodeURIComponent(TAG)}`, auth(sparkle));
    expect(sparkleList.body.data).toEqual({ categories: [], count: 0 });
    // A Lotus parent is unknown to Sparkle.
    const foreignParent = await call('POST', '/categories', {
      ...auth(sparkle),
      body: { level: 2, parentId: l1.id, name: 'Child', description: 'x', image: sparkleImage },
    });
    expect(foreignParent.body.errorCodes?.parentId?.[0]?.code).toBe('category.unknown_parent');
  });

  it('answers 403 to a sub-admin without the catalogues or services_types module, and 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/categories'],
      ['POST', '/categories'],
      ['GET', '/service-types'],
      ['POST', '/service-types'],
    ] as const) {
      const body = method === 'POST' ? { body: {} } : {};
      expect((await call(method, path, { ...auth(ops), ...body })).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });
});
