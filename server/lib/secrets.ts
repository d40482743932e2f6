import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/** A secret kept in the database (shared by every server instance), created on first use. */
export async function ensureSecret(
  db: Db,
  name: string,
  make: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
