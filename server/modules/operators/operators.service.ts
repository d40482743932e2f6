import { eq, sql } from 'drizzle-orm';
import type { OperatorConfig } from '../../../src/shared/schemas/operators';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** A host name (port dropped) → its operator; unknown hosts get the default operator. */
export async function lookupOperator(db: Db, domain: string): Promise<{ operatorId: string; name: string }> {
  const host = domain.replace(/:\d+$/, '');
  const [row] = await db
    .select({ operatorId: operators.id, name: operators.name })
    .from(operators)
    .where(sql`${host} = any(${operators.domains}) or ${operators.isDefault}`)
    .orderBy(sql`${operators.isDefault} asc`)
    .limit(1);
  if (!row) throw notFound('operator.no_domain');
  return row;
}

export async function operatorConfig(db: Db, operatorId: string): Promise<OperatorConfig> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId)).limit(1);
  if (!row) throw notFound('operator.unknown');
  return {
    operatorId: row.id,
    name: row.name,
    title: row.title,
    shortName: row.shortName,
    currency: row.currency,
    languages: row.languages as OperatorConfig['languages'],
    primaryColor: row.primaryColor,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    modules: row.modules as OperatorConfig['modules'],
    push: (row.push as OperatorConfig['push']) ?? null,
    iconUrl: row.iconUrl,
    timeZone: row.timeZone,
    supportEmail: row.supportEmail,
    supportPhone: row.supportPhone,
  };
}
