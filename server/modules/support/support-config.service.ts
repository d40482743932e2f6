import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CannedReply, CannedReplyBody, SupportSettings } from '../../../src/shared/schemas/support';
import type { Db } from '../../db/client';
import { operators, supportCannedReplies, supportCategories, supportRequests, supportSettings } from '../../db/schema';
import { conflict, fieldError, unprocessable } from '../../lib/errors';
import { scoped } from '../../lib/scoped';
import { defaultLanguageOf } from '../../lib/translations';
import { refreshSla, slaTargetsOf } from './support.service';

/** The support desk's settings: categories, canned replies and SLA targets (issue 67). */

export const supportCategory = scoped(supportCategories, 'support.category_not_found');
export const cannedReply = scoped(supportCannedReplies, 'support.canned_not_found');

// Categories -----------------------------------------------------------------------------------

const categoryColumns = {
  id: supportCategories.id,
  name: supportCategories.name,
  position: supportCategories.position,
};

export const categoriesOf = (db: Db, operatorId: string) =>
  db
    .select(categoryColumns)
    .from(supportCategories)
    .where(eq(supportCategories.operatorId, operatorId))
    .orderBy(asc(supportCategories.position), asc(supportCategories.createdAt));

export async function createCategory(db: Db, operatorId: string, name: string) {
  const [row] = await db
    .insert(supportCategories)
    .values({
      operatorId,
      name,
      position: sql`(select coalesce(max(position) + 1, 0) from ${supportCategories} where operator_id = ${operatorId})`,
    })
    .returning(categoryColumns);
  return row as { id: string; name: string; position: number };
}

export async function deleteCategory(db: Db, operatorId: string, id: string) {
  supportCategory.found(
    await db
      .delete(supportCategories)
      .where(supportCategory.where(operatorId, id))
      .returning({ id: supportCategories.id }),
  );
  return { id };
}

// Canned replies -------------------------------------------------------------------------------

const cannedRow = (r: typeof supportCannedReplies.$inferSelect): CannedReply => ({
  id: r.id,
  code: r.code,
  texts: r.texts,
  updatedAt: r.updatedAt.toISOString(),
});

export const cannedRepliesOf = async (db: Db, operatorId: string) =>
  (
    await db
      .select()
      .from(supportCannedReplies)
      .where(eq(supportCannedReplies.operatorId, operatorId))
      .orderBy(asc(supportCannedReplies.code))
  ).map(cannedRow);

async function languagesOf(db: Db, operatorId: string): Promise<string[]> {
  const [row] = await db
    .select({ languages: operators.languages })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row?.languages ?? [];
}

/** Only the operator's enabled languages, the default one required; blank texts are left out. */
async function cannedTexts(db: Db, operatorId: string, texts: CannedReplyBody['texts']) {
  const enabled = await languagesOf(db, operatorId);
  const kept: Record<string, string> = {};
  for (const [lang, text] of Object.entries(texts)) {
    if (!enabled.includes(lang))
      throw unprocessable({ [`texts.${lang}`]: fieldError('support.language_not_enabled', { lang }) });
    if (text?.trim()) kept[lang] = text.trim();
  }
  const main = defaultLanguageOf(enabled);
  if (!kept[main])
    throw unprocessable({ [`texts.${main}`]: fieldError('support.default_language_required', { lang: main }) });
  return kept;
}

async function checkCodeFree(db: Db, operatorId: string, code: string, id?: string) {
  const [taken] = await db
    .select({ id: supportCannedReplies.id })
    .from(supportCannedReplies)
    .where(
      and(
        eq(supportCannedReplies.operatorId, operatorId),
        eq(supportCannedReplies.code, code),
        id ? ne(supportCannedReplies.id, id) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict('support.canned_code_taken');
}

export async function createCannedReply(
  db: Db,
  operatorId: string,
  body: { code: string; texts: CannedReplyBody['texts'] },
) {
  const texts = await cannedTexts(db, operatorId, body.texts);
  await checkCodeFree(db, operatorId, body.code);
  const [row] = await db.insert(supportCannedReplies).values({ operatorId, code: body.code, texts }).returning();
  return cannedRow(row as typeof supportCannedReplies.$inferSelect);
}

export async function updateCannedReply(
  db: Db,
  operatorId: string,
  id: string,
  body: { code: string; texts: CannedReplyBody['texts'] },
) {
  const texts = await cannedTexts(db, operatorId, body.texts);
  await checkCodeFree(db, operatorId, body.code, id);
  const rows = await db
    .update(supportCannedReplies)
    .set({ code: body.code, texts, updatedAt: sql`clock_timestamp()` })
    .where(cannedReply.where(operatorId, id))
    .returning();
  return cannedRow(cannedReply.found(rows));
}

export async function deleteCannedReply(db: Db, operatorId: string, id: string) {
  cannedReply.found(
    await db
      .delete(supportCannedReplies)
      .where(cannedReply.where(operatorId, id))
      .returning({ id: supportCannedReplies.id }),
  );
  return { id };
}

// SLA settings ---------------------------------------------------------------------------------

export const supportSettingsOf = async (db: Db, operatorId: string): Promise<SupportSettings> => ({
  sla: await slaTargetsOf(db, operatorId),
});

/** New targets, and every ticket whose clock still runs or is paused gets its deadline again from its events. */
export async function saveSupportSettings(db: Db, operatorId: string, body: SupportSettings) {
  await db.transaction(async (tx) => {
    await tx
      .insert(supportSettings)
      .values({ operatorId, sla: body.sla })
      .onConflictDoUpdate({
        target: supportSettings.operatorId,
        set: { sla: body.sla, updatedAt: sql`clock_timestamp()` },
      });
    const live = await tx
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .where(and(eq(supportRequests.operatorId, operatorId), sql`${supportRequests.status} in ('open', 'pending')`));
    for (const t of live) await refreshSla(tx, t.id, body.sla);
  });
  return supportSettingsOf(db, operatorId);
}
