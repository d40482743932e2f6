import { existsSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../migration-under-test';
import { DEMO_IMAGES } from './data';
import { DEMO_OPERATORS } from './operators';

/**
 * The demo's images are WebP files (migration 0025). A database seeded before keeps its rows: the migration points
 * their /demo/….svg paths at the WebP files that replaced them (a product's thumbnail at its .thumb.webp), and leaves
 * every other image alone. Run on PGlite: the migrations up to 0024, rows as the old seed wrote them, then 0025.
 */

const publicFile = (path: string) => new URL(`../../../public${path}`, import.meta.url);

const OP = '11111111-1111-4111-8111-111111111111';
const OTHER = '99999999-9999-4999-8999-999999999999';
const UPLOAD = '/uploads/6f1c2b1e-0c7a-4d55-9d0e-2f1b3c4d5e6f.png';
let db: PGlite;
const one = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows[0] ?? {};

beforeAll(async () => {
  const before = await databaseBeforeMigration('0025');
  db = before.db;
  await db.exec(`
    insert into operators (id, name, languages, modules, currency, logo_url) values ('${OP}', 'Op', '{en-US}', '{}', 'INR', '/branding/lotus.svg');
    insert into operators (id, name, languages, modules, currency, logo_url) values ('${OTHER}', 'Other', '{en-US}', '{}', 'INR', '/branding/own.svg');
    insert into admins (operator_id, role, email, password_hash, first_name, profile_image)
      values ('${OP}', 'ADMIN', 'a@x.test', 'x', 'A', '/demo/avatars/3.svg'),
             ('${OP}', 'SUB_ADMIN', 'b@x.test', 'x', 'B', '${UPLOAD}');
    insert into customers (operator_id, first_name, last_name, profile_image) values ('${OP}', 'Asha', 'Rao', '/demo/avatars/12.svg');
    insert into providers (operator_id, name, profile_image) values ('${OP}', 'Sparkle Pros', '/demo/avatars/24.svg');
    insert into categories (operator_id, level, name, image, thumbnail)
      values ('${OP}', 1, 'Cleaning', '/demo/categories/8.svg', '/demo/categories/8.svg');
    insert into products (operator_id, name, base_price, display_image, thumbnail)
      values ('${OP}', 'Sofa', 10, '/demo/products/17.svg', '/demo/products/17.svg');
    insert into product_media (product_id, image, thumbnail, position, is_default)
      select id, '/demo/products/18.svg', '/demo/products/18.svg', 0, true from products;
    insert into payouts (operator_id, provider_id, amount, status, proof)
      select '${OP}', id, 80, 1, array['/demo/proofs/2.svg', '${UPLOAD}'] from providers;
  `);
  await before.migrate();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('migration 0025: the demo images of a database seeded before are the WebP files', () => {
  it('points every demo picture at its WebP file, and a product thumbnail at the thumbnail', async () => {
    expect(await one(`select profile_image from admins where role = 'ADMIN'`)).toEqual({
      profile_image: '/demo/avatars/3.webp',
    });
    expect(await one('select profile_image from customers')).toEqual({ profile_image: '/demo/avatars/12.webp' });
    expect(await one('select profile_image from providers')).toEqual({ profile_image: '/demo/avatars/24.webp' });
    expect(await one('select image, thumbnail from categories')).toEqual({
      image: '/demo/categories/8.webp',
      thumbnail: '/demo/categories/8.webp',
    });
    expect(await one('select display_image, thumbnail from products')).toEqual({
      display_image: '/demo/products/17.webp',
      thumbnail: '/demo/products/17.thumb.webp',
    });
    expect(await one('select image, thumbnail from product_media')).toEqual({
      image: '/demo/products/18.webp',
      thumbnail: '/demo/products/18.thumb.webp',
    });
    expect(await one('select proof from payouts')).toEqual({ proof: ['/demo/proofs/2.webp', UPLOAD] });
  });

  it("points a demo operator's logo at its WebP file", async () => {
    expect(await one(`select logo_url from operators where id = '${OP}'`)).toEqual({
      logo_url: '/branding/lotus.webp',
    });
  });

  it('leaves uploaded images and other logos alone', async () => {
    expect(await one(`select logo_url from operators where id = '${OTHER}'`)).toEqual({
      logo_url: '/branding/own.svg',
    });
    expect(await one(`select profile_image from admins where role = 'SUB_ADMIN'`)).toEqual({ profile_image: UPLOAD });
  });

  it('points at files the console serves, as the seed does now', () => {
    for (const path of [
      '/demo/avatars/3.webp',
      '/demo/categories/8.webp',
      '/demo/products/17.webp',
      '/demo/products/17.thumb.webp',
      '/demo/proofs/2.webp',
      '/branding/lotus.webp',
    ])
      expect(existsSync(publicFile(path)), path).toBe(true);
    for (let i = 0; i < 48; i++) {
      for (const path of [
        DEMO_IMAGES.avatar(i),
        DEMO_IMAGES.category(i),
        DEMO_IMAGES.product(i, i),
        DEMO_IMAGES.productThumbnail(i, i),
        DEMO_IMAGES.proof(i),
      ])
        expect(existsSync(publicFile(path)), path).toBe(true);
    }
    for (const operator of DEMO_OPERATORS)
      expect(existsSync(publicFile(operator.logoUrl)), operator.logoUrl).toBe(true);
  });
});
