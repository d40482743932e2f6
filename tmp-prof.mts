import { and, desc, eq, sql } from 'drizzle-orm';
import { openDatabase } from './server/db/client';
import { customers, orders, products, providers } from './server/db/schema';
const database = await openDatabase({ dataDir: '/tmp/pgorders/pglite_copy' });
const db = database.db;
const raw = database.raw as any;
const op = ((await db.execute(sql`select id from operators where 'sparkle.localhost' = any(domains)`)) as any).rows[0].id;
const mk = () => {
const page = db.select({ id: orders.id, customerId: orders.customerId, providerId: orders.providerId, productId: orders.productId, createdAt: orders.createdAt }).from(orders).where(and(eq(orders.operatorId, op))).orderBy(desc(orders.createdAt), desc(orders.id)).limit(10).offset(0).as('page');
return db.select({ id: page.id, a: customers.firstName, b: providers.name, c: products.name }).from(page).leftJoin(customers, eq(customers.id, page.customerId)).leftJoin(providers, eq(providers.id, page.providerId)).leftJoin(products, eq(products.id, page.productId)).orderBy(desc(page.createdAt), desc(page.id));
};
const { sql: text, params } = mk().toSQL();
const bench = async (label: string, f: () => Promise<unknown>) => {
  const t: number[] = [];
  for (let i = 0; i < 100; i++) { const t0 = performance.now(); await f(); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b); console.log(label.padEnd(30), 'p50', t[50].toFixed(2), 'p95', t[95].toFixed(2));
};
for (let round = 0; round < 2; round++) {
  await bench('drizzle', () => mk());
  await bench('raw', () => raw.query(text, params));
  await bench('raw rowMode array', () => raw.query(text, params, { rowMode: 'array' }));
  await bench('drizzle toSQL only', async () => mk().toSQL());
}
await database.close();
