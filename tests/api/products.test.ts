import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLiveFormula } from '../../src/shared/csv';
import { apiUrl, call, type Login, signIn } from './helpers';

type PathStep = { id: string; name: string } | null;
type Product = {
  id: string;
  name: string;
  description: string;
  serviceTypeId: string | null;
  serviceTypeName: string | null;
  categoryId: string | null;
  categoryPath: { category: PathStep; subCategory: PathStep; subSubCategory: PathStep };
  basePrice: number;
  bufferTime: number;
  displayImage: string | null;
  thumbnail: string | null;
  isActive: boolean;
  variants: { id: string; name: string; options: { id: string; name: string; price: number }[] }[];
  media: { id: string; image: string; thumbnail: string; isDefault: boolean }[];
};
type Row = {
  id: string;
  name: string;
  displayImage: string | null;
  thumbnail: string | null;
  serviceTypeName: string | null;
  basePrice: number;
  bufferTime: number;
  isActive: boolean;
};
type List = { products: Row[]; count: number; countCapped: boolean };
type Option = { id: string; label: string };

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

// Mutations run on Lotus (every module); Sparkle is the other operator whose rows must stay out of reach.
let lotus: Login;
let sparkle: Login;
let ops: Login; // Sparkle sub-admin: dashboard, bookings — no `services`
let serviceTypeId: string;
let otherTypeId: string;
let tree: { l1: string; l2: string; l3: string };
const TAG = `Prod${Date.now().toString(36)}`;

const auth = (s: Login) => ({ token: s.accessToken });

async function upload(session: Login): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([PNG.buffer as ArrayBuffer]), 'product.png');
  form.set('flag', 'product');
  const response = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { image: string } }).data.image;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: `${TAG} Deep clean`,
  serviceTypeId,
  categoryId: tree.l3,
  description: 'Kitchen and bathrooms',
  basePrice: 129_999,
  bufferTime: 30,
  ...overrides,
});

async function createProduct(overrides: Record<string, unknown> = {}) {
  const created = await call<Product>('POST', '/product', { ...auth(lotus), body: body(overrides) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

const list = (session: Login, query: string) => call<List>('GET', `/products?${query}`, auth(session));

async function download(session: Login | null, path: string) {
  const response = await fetch(`${apiUrl}/api/v1${path}`, {
    headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {},
  });
  const text = await response.text();
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  return { status: response.status, headers: response.headers, header: rows[0] ?? [], lines: rows.slice(1) };
}

beforeAll(async () => {
  [lotus, sparkle, ops] = await Promise.all([
    signIn('admin@lotus.test'),
    signIn('admin@sparkle.test'),
    signIn('ops@sparkle.test'),
  ]);
  const type = await call('POST', '/service-types', { ...auth(lotus), body: { name: `${TAG} Type` } });
  expect(type.status, JSON.stringify(type.body)).toBe(201);
  serviceTypeId = type.body.data.id;
  const other = await call('POST', '/service-types', { ...auth(lotus), body: { name: `${TAG} Other` } });
  otherTypeId = other.body.data.id;
  const image = await upload(lotus);
  const cat = (b: Record<string, unknown>) =>
    call('POST', '/categories', { ...auth(lotus), body: { description: 'D', image, ...b } });
  const l1 = await cat({ name: `${TAG} L1`, serviceTypeId });
  const l2 = await cat({ level: 2, name: `${TAG} L2`, parentId: l1.body.data.id });
  const l3 = await cat({ level: 3, name: `${TAG} L3`, parentId: l2.body.data.id });
  expect(l3.status, JSON.stringify(l3.body)).toBe(201);
  tree = { l1: l1.body.data.id, l2: l2.body.data.id, l3: l3.body.data.id };
});

describe('product lifecycle', () => {
  it('creates, edits, reads, flips the status and deletes a product, with money in exact minor units', async () => {
    const created = await createProduct();
    expect(created).toMatchObject({
      name: `${TAG} Deep clean`,
      serviceTypeId,
      basePrice: 129_999,
      bufferTime: 30,
      isActive: true,
      variants: [],
      media: [],
      categoryPath: {
        category: { id: tree.l1, name: `${TAG} L1` },
        subCategory: { id: tree.l2, name: `${TAG} L2` },
        subSubCategory: { id: tree.l3, name: `${TAG} L3` },
      },
    });

    const edited = await call<Product>('PUT', `/product/${created.id}`, {
      ...auth(lotus),
      body: body({ name: `${TAG} Deep clean plus`, basePrice: 1, bufferTime: 1440, categoryId: tree.l2 }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.code).toBe('product.updated');
    const detail = await call<Product>('GET', `/product/${created.id}`, auth(lotus));
    expect(detail.body.data).toMatchObject({
      name: `${TAG} Deep clean plus`,
      basePrice: 1,
      bufferTime: 1440,
      categoryPath: { category: { id: tree.l1 }, subCategory: { id: tree.l2 }, subSubCategory: null },
    });

    const row = (await list(lotus, `search=${encodeURIComponent(`${TAG} Deep clean plus`)}`)).body.data.products[0];
    expect(row).toMatchObject({
      id: created.id,
      basePrice: 1,
      bufferTime: 1440,
      isActive: true,
      serviceTypeName: `${TAG} Type`,
    });

    const off = await call('PUT', `/product/changeStatus/${created.id}`, auth(lotus));
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ code: 'product.deactivated', data: { isActive: false } });
    const on = await call('PUT', `/product/changeStatus/${created.id}`, auth(lotus));
    expect(on.body).toMatchObject({ code: 'product.activated', data: { isActive: true } });

    const deleted = await call('DELETE', `/product/delete/${created.id}`, auth(lotus));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ status: true, code: 'product.deleted' });
    expect((await call('GET', `/product/${created.id}`, auth(lotus))).status).toBe(404);
  });

  it('answers field errors (422) for a bad body and for another operator’s category or service type', async () => {
    const bad = await call('POST', '/product', {
      ...auth(lotus),
      body: { name: ' ', serviceTypeId: '', categoryId: 'x', basePrice: 12.5, bufferTime: 1441 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errorCodes ?? {}).sort()).toEqual(
      ['basePrice', 'bufferTime', 'categoryId', 'name', 'serviceTypeId'].sort(),
    );
    expect(bad.body.errorCodes?.name?.[0]?.code).toBe('validations.required');
    expect(bad.body.errorCodes?.basePrice?.[0]?.code).toBe('validations.integer');
    expect(bad.body.errorCodes?.bufferTime?.[0]).toMatchObject({ code: 'validations.max', params: { max: 1440 } });
    const negative = await call('POST', '/product', { ...auth(lotus), body: body({ basePrice: -1 }) });
    expect(negative.body.errorCodes?.basePrice?.[0]?.code).toBe('validations.min');

    const sparkleCategory = (await call('GET', '/categories?level=3&pageSize=1', auth(sparkle))).body.data
      .subCategories[0];
    const sparkleType = (await call('GET', '/service-types?pageSize=1', auth(sparkle))).body.data.data[0];
    const foreign = await call('POST', '/product', {
      ...auth(lotus),
      body: body({ categoryId: sparkleCategory.thirdLevelCategoryId, serviceTypeId: sparkleType.id }),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errorCodes?.categoryId?.[0]?.code).toBe('product.unknown_category');
    expect(foreign.body.errorCodes?.serviceTypeId?.[0]?.code).toBe('product.unknown_service_type');

    const mismatch = await call('POST', '/product', { ...auth(lotus), body: body({ serviceTypeId: otherTypeId }) });
    expect(mismatch.body.errorCodes?.categoryId?.[0]?.code).toBe('product.category_other_type');
  });

  it('refuses a negative price and a buffer time past 1440 with the field’s message (422), never flipped or clamped', async () => {
    const product = await createProduct({ name: `${TAG} Numbers`, basePrice: 5_000, bufferTime: 30 });
    const edit = await call('PUT', `/product/${product.id}`, {
      ...auth(lotus),
      body: body({ name: `${TAG} Numbers`, basePrice: -5_000, bufferTime: 99_999 }),
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errorCodes?.basePrice?.[0]).toMatchObject({ code: 'validations.min', params: { min: 0 } });
    expect(edit.body.errorCodes?.bufferTime?.[0]).toMatchObject({ code: 'validations.max', params: { max: 1440 } });
    expect(edit.body.errors?.basePrice?.[0]).toBe('Must be at least 0');
    expect(edit.body.errors?.bufferTime?.[0]).toBe('Must be at most 1440');
    const stored = await call<Product>('GET', `/product/${product.id}`, auth(lotus));
    expect(stored.body.data).toMatchObject({ basePrice: 5_000, bufferTime: 30 });
    const option = await call('PUT', `/product/variants/${product.id}`, {
      ...auth(lotus),
      body: { variants: [{ name: 'Size', options: [{ name: 'Large', price: -50 }] }] },
    });
    expect(option.status).toBe(422);
    expect(JSON.stringify(option.body.errorCodes)).toContain('validations.min');
  });

  it('refuses to delete a booked product (409 product.in_use) and the booking keeps its product', async () => {
    const product = await createProduct({ name: `${TAG} Booked` });
    const [customers, providers] = await Promise.all([
      call<Option[]>('GET', '/orders/lookups/customers?limit=1', auth(lotus)),
      call<Option[]>('GET', '/orders/lookups/providers?limit=1', auth(lotus)),
    ]);
    const scheduledAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const booking = await call('POST', '/orders', {
      ...auth(lotus),
      body: {
        customerId: customers.body.data[0]?.id,
        providerId: providers.body.data[0]?.id,
        productId: product.id,
        scheduledAt,
        productQuantity: 2,
        orderDiscountType: 2,
        orderDiscount: 0,
      },
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);

    const refused = await call('DELETE', `/product/delete/${product.id}`, auth(lotus));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: false, code: 'product.in_use', params: { bookings: 1 } });
    const stillThere = await call('GET', `/orders/${booking.body.data.id}`, auth(lotus));
    expect(stillThere.body.data.product.id).toBe(product.id);
    // The detail page's bookings: GET /orders filtered on the product.
    const byProduct = await call('GET', `/orders?productId=${product.id}`, auth(lotus));
    expect(byProduct.body.data.data.map((r: { id: string }) => r.id)).toEqual([booking.body.data.id]);
  });
});

describe('product list', () => {
  it('searches, pages and sorts by the whitelist, with a capped count', async () => {
    const names = ['Alpha', 'Bravo', 'Charlie'].map((n) => `${TAG} List ${n}`);
    for (const [i, name] of names.entries()) await createProduct({ name, basePrice: (i + 1) * 1000 });
    const search = encodeURIComponent(`${TAG} List`);
    const page1 = await list(lotus, `search=${search}&pageSize=2&pageNumber=1&sortBy=name&sortDir=asc`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.count).toBe(3);
    expect(page1.body.data.countCapped).toBe(false);
    expect(page1.body.data.products.map((r) => r.name)).toEqual(names.slice(0, 2));
    const page2 = await list(lotus, `search=${search}&pageSize=2&pageNumber=2&sortBy=name&sortDir=asc`);
    expect(page2.body.data.products.map((r) => r.name)).toEqual(names.slice(2));
    const byPrice = await list(lotus, `search=${search}&sortBy=basePrice&sortDir=desc`);
    expect(byPrice.body.data.products.map((r) => r.basePrice)).toEqual([3000, 2000, 1000]);
    // Newest first without sortBy.
    const newest = await list(lotus, `search=${search}`);
    expect(newest.body.data.products.map((r) => r.name)).toEqual([...names].reverse());

    expect((await list(lotus, 'sortBy=password')).status).toBe(422);
    for (const term of ['%', '_']) {
      const literal = await list(lotus, `search=${encodeURIComponent(`${TAG}${term}`)}`);
      expect(literal.body.data.count).toBe(0);
    }
    const seeded = await list(lotus, 'pageSize=10');
    expect(seeded.body.data.products.every((r) => Number.isInteger(r.basePrice))).toBe(true);
  });
});

describe('products export', () => {
  it('GET /products/export is the filtered, sorted list as products.csv — same rows, order and count, formulas escaped', async () => {
    const names = [`=HYPERLINK("x") ${TAG} Csv`, `${TAG} Csv Beta`, `${TAG} Csv Gamma`, `+SUM(1) ${TAG} Csv`];
    const made: string[] = [];
    for (const [i, name] of names.entries())
      made.push((await createProduct({ name, basePrice: 1000 + (i % 2) * 500 })).id);
    await createProduct({ name: `${TAG} Elsewhere` });
    // Equal prices: the list's tie breaker (creation time, id) orders them, and the file must follow it.
    const query = `search=${encodeURIComponent(`${TAG} Csv`)}&sortBy=basePrice&sortDir=desc`;
    const [file, page] = await Promise.all([
      download(lotus, `/products/export?${query}`),
      list(lotus, `${query}&pageSize=100`),
    ]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/csv/);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="products.csv"');
    expect(file.header).toEqual(['id', 'name', 'serviceTypeName', 'basePrice', 'bufferTime', 'isActive', 'createdAt']);
    // The four hold "<TAG> Csv" (the formula names after their formula); "Elsewhere" does not.
    expect(page.body.data.count).toBe(4);
    expect(Number(file.headers.get('x-total-count'))).toBe(4);
    expect(file.lines.map((l) => l[0])).toEqual(page.body.data.products.map((r) => r.id));
    expect(file.lines.map((l) => Number(l[3]))).toEqual([1500, 1500, 1000, 1000]);
    const byId = new Map(file.lines.map((l) => [l[0], l]));
    expect(byId.get(made[0] ?? '')?.[1]).toBe(`'${names[0]}`);
    expect(byId.get(made[3] ?? '')?.[1]).toBe(`'${names[3]}`);
    expect(byId.get(made[1] ?? '')?.slice(1, 6)).toEqual([names[1], `${TAG} Type`, '1500', '30', 'true']);
    for (const line of file.lines) for (const cell of line) expect(isLiveFormula(cell), cell).toBe(false);

    // By name, ascending: the file keeps the list's order (the apostrophe is only the file's escape).
    const byName = `search=${encodeURIComponent(`${TAG} Csv`)}&sortBy=name&sortDir=asc`;
    const [named, namedPage] = await Promise.all([
      download(lotus, `/products/export?${byName}`),
      list(lotus, `${byName}&pageSize=100`),
    ]);
    expect(named.lines.map((l) => l[0])).toEqual(namedPage.body.data.products.map((r) => r.id));

    // Another operator's file holds none of them; a bad sort is refused like the list's.
    const theirs = await download(sparkle, `/products/export?${query}`);
    expect(theirs.status).toBe(200);
    expect(theirs.lines).toEqual([]);
    expect(theirs.headers.get('x-total-count')).toBe('0');
    expect((await download(lotus, '/products/export?sortBy=password')).status).toBe(422);
  });
});

describe('variants and media', () => {
  it('replaces variants with priced options (exact minor units) and offers their names and options', async () => {
    const product = await createProduct({ name: `${TAG} Variants` });
    const saved = await call<Product>('PUT', `/product/variants/${product.id}`, {
      ...auth(lotus),
      body: {
        variants: [
          {
            name: `${TAG}Size`,
            options: [
              { name: 'Small', price: 0 },
              { name: 'Large', price: 250_001 },
            ],
          },
          { name: 'Finish', options: [{ name: 'Matte', price: 99 }] },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.code).toBe('product.variants_saved');
    expect(saved.body.data.variants.map((v) => [v.name, v.options.map((o) => [o.name, o.price])])).toEqual([
      [
        `${TAG}Size`,
        [
          ['Small', 0],
          ['Large', 250_001],
        ],
      ],
      ['Finish', [['Matte', 99]]],
    ]);

    const names = await call('GET', `/product/variant-names?search=${TAG}`, auth(lotus));
    expect(names.status).toBe(200);
    const size = names.body.data.data.find((n: { name: string }) => n.name === `${TAG}Size`);
    expect(size).toBeTruthy();
    const options = await call('GET', `/product/variant-options/${size.id}`, auth(lotus));
    expect(options.body.data.data.map((o: { name: string; price: number }) => [o.name, o.price])).toEqual([
      ['Small', 0],
      ['Large', 250_001],
    ]);
    expect((await call('GET', `/product/variant-options/${size.id}`, auth(sparkle))).status).toBe(404);

    const repeated = await call('PUT', `/product/variants/${product.id}`, {
      ...auth(lotus),
      body: {
        variants: [
          { name: 'Size', options: [{ name: 'S', price: 1.5 }] },
          { name: 'size', options: [] },
        ],
      },
    });
    expect(repeated.status).toBe(422);
    expect(Object.keys(repeated.body.errorCodes ?? {}).sort()).toEqual([
      'variants.0.options.0.price',
      'variants.1.options',
    ]);
    const cleared = await call<Product>('PUT', `/product/variants/${product.id}`, {
      ...auth(lotus),
      body: { variants: [] },
    });
    expect(cleared.body.data.variants).toEqual([]);
  });

  it('keeps exactly one default image, which the product’s display image follows', async () => {
    const product = await createProduct({ name: `${TAG} Media` });
    const [a, b, c] = [await upload(lotus), await upload(lotus), await upload(lotus)];
    const first = await call<Product>('PUT', `/product/media/${product.id}`, {
      ...auth(lotus),
      body: { images: [a, b] },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.media.map((m) => [m.image, m.isDefault])).toEqual([
      [a, true],
      [b, false],
    ]);
    expect(first.body.data.displayImage).toBe(a);
    expect(first.body.data.thumbnail).toMatch(/^\/uploads\/.+-thumb\.webp$/);
    expect((await fetch(`${apiUrl}${first.body.data.thumbnail}`)).status).toBe(200);

    const chosen = await call<Product>('PUT', `/product/media/${product.id}`, {
      ...auth(lotus),
      body: { images: [c, a, b], defaultIndex: 2 },
    });
    expect(chosen.body.data.media.filter((m) => m.isDefault).map((m) => m.image)).toEqual([b]);
    expect(chosen.body.data.displayImage).toBe(b);

    const aId = chosen.body.data.media.find((m) => m.image === a)?.id;
    const patched = await call<Product>('PATCH', `/product/media/${aId}/default`, auth(lotus));
    expect(patched.status).toBe(200);
    expect(patched.body.data.media.filter((m) => m.isDefault).map((m) => m.image)).toEqual([a]);
    expect(patched.body.data.displayImage).toBe(a);
    const row = (await list(lotus, `search=${encodeURIComponent(`${TAG} Media`)}`)).body.data.products[0];
    expect(row?.displayImage).toBe(a);
    expect((await call('PATCH', `/product/media/${aId}/default`, auth(sparkle))).status).toBe(404);

    const sparkleImage = await upload(sparkle);
    const foreign = await call('PUT', `/product/media/${product.id}`, {
      ...auth(lotus),
      body: { images: [a, sparkleImage, a], defaultIndex: 5 },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errorCodes?.['images.1']?.[0]?.code).toBe('product.image_not_uploaded');
    expect(foreign.body.errorCodes?.['images.2']?.[0]?.code).toBe('product.image_repeated');
    expect(foreign.body.errorCodes?.defaultIndex?.[0]?.code).toBe('product.default_out_of_range');

    const none = await call<Product>('PUT', `/product/media/${product.id}`, { ...auth(lotus), body: { images: [] } });
    expect(none.body.data).toMatchObject({ media: [], displayImage: null, thumbnail: null });
  });
});

describe('tenancy and permissions', () => {
  it('answers another operator’s product as unknown (404) on every route', async () => {
    const product = await createProduct({ name: `${TAG} Private` });
    const s = auth(sparkle);
    const checks = await Promise.all([
      call('GET', `/product/${product.id}`, s),
      call('PUT', `/product/${product.id}`, { ...s, body: body() }),
      call('PUT', `/product/${product.id}`, { ...s, body: {} }),
      call('PUT', `/product/changeStatus/${product.id}`, s),
      call('DELETE', `/product/delete/${product.id}`, s),
      call('PUT', `/product/variants/${product.id}`, { ...s, body: { variants: [] } }),
      call('PUT', `/product/media/${product.id}`, { ...s, body: { images: [] } }),
      call('GET', `/product/${randomUUID()}`, s),
      call('GET', '/product/not-an-id', s),
    ]);
    expect(checks.map((r) => r.status)).toEqual(checks.map(() => 404));
    const theirs = await list(sparkle, `search=${encodeURIComponent(TAG)}`);
    expect(theirs.body.data.count).toBe(0);
    expect((await call('GET', `/product/${product.id}`, auth(lotus))).body.data.isActive).toBe(true);
  });

  it('needs the services module (403) and a sign-in (401)', async () => {
    expect((await call('GET', '/products')).status).toBe(401);
    expect((await list(ops, 'pageSize=10')).status).toBe(403);
    expect((await download(ops, '/products/export')).status).toBe(403);
    expect((await download(null, '/products/export')).status).toBe(401);
    expect((await call('GET', '/product/variant-names', auth(ops))).status).toBe(403);
    expect((await call('POST', '/product', { ...auth(ops), body: {} })).status).toBe(403);
    expect((await call('PUT', `/product/changeStatus/${randomUUID()}`, auth(ops))).status).toBe(403);
  });
});
