import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Locale } from '../../../src/shared/locales';
import { coded } from '../../../src/shared/messages';
import {
  type GeneralSettings,
  type GeneralSettingsParsed,
  type LanguageSettings,
  type LanguageSettingsParsed,
  generalSettingsProblems,
} from '../../../src/shared/schemas/settings';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { media, operators, orders } from '../../db/schema';
import { fieldError, notFound, unprocessable } from '../../lib/errors';
import { defaultLanguageOf } from '../../lib/translations';
import { makeInstallIcons } from './install-icons';

async function operatorRow(db: Db, operatorId: string) {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId)).limit(1);
  if (!row) throw notFound('operator.unknown');
  return row;
}

async function bookingsOf(db: Db, operatorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.operatorId, operatorId));
  return Number(row?.n ?? 0);
}

export async function generalSettings(db: Db, operatorId: string): Promise<GeneralSettings> {
  const row = await operatorRow(db, operatorId);
  return {
    name: row.name,
    title: row.title,
    shortName: row.shortName,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    iconUrl: row.iconUrl,
    icon192Url: row.icon192Url,
    icon512Url: row.icon512Url,
    primaryColor: row.primaryColor,
    timeZone: row.timeZone,
    currency: row.currency,
    supportEmail: row.supportEmail,
    supportPhone: row.supportPhone,
    bookings: await bookingsOf(db, operatorId),
  };
}

const UPLOADED = /^\/uploads\/([0-9a-f-]{36}\.(?:png|jpg|gif|webp))$/;

/** A new image must be an upload of this operator (an unchanged one stays as it is, e.g. a demo image). */
async function checkImage(db: Db, operatorId: string, value: string | null, current: string | null) {
  if (value === null || value === current) return true;
  const name = UPLOADED.exec(value)?.[1];
  if (!name) return false;
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.operatorId, operatorId), eq(media.storagePath, name)))
    .limit(1);
  return Boolean(row);
}

/** Stores the install icons made from the uploaded image; their URLs (new names, so caches never serve old ones). */
async function storeInstallIcons(deps: Deps, iconUrl: string, background: string) {
  const name = UPLOADED.exec(iconUrl)?.[1] ?? '';
  const blob = await deps.blobs.get(name);
  if (!blob) throw unprocessable({ iconUrl: fieldError('settings.image') });
  const icons = await makeInstallIcons(blob.bytes, background);
  const urls = { icon192Url: '', icon512Url: '', iconMaskableUrl: '' };
  for (const [key, bytes] of [
    ['icon192Url', icons[192]],
    ['icon512Url', icons[512]],
    ['iconMaskableUrl', icons.maskable],
  ] as const) {
    const file = `${randomUUID()}.png`;
    await deps.blobs.put(file, bytes, 'image/png');
    urls[key] = `/uploads/${file}`;
  }
  return urls;
}

/**
 * Saves Settings → General of the caller's operator: the colour's contrast, images that are this operator's
 * uploads, a currency change confirmed when bookings exist (amounts are never converted); the install icons are made
 * again when the icon or the colour changes. The operator's open consoles hear of it on commit.
 */
export async function updateGeneralSettings(
  deps: Deps,
  operatorId: string,
  input: GeneralSettingsParsed,
): Promise<GeneralSettings> {
  const db = deps.database.db;
  const body = {
    ...input,
    logoUrl: input.logoUrl ?? null,
    faviconUrl: input.faviconUrl ?? null,
    iconUrl: input.iconUrl ?? null,
    supportEmail: input.supportEmail ?? null,
    supportPhone: input.supportPhone ?? null,
  };
  const problems = generalSettingsProblems(body);
  if (problems)
    throw unprocessable({ primaryColor: [coded(problems.primaryColor.code, problems.primaryColor.params)] });
  const row = await operatorRow(db, operatorId);

  const fields: Record<string, ReturnType<typeof coded>[]> = {};
  for (const key of ['logoUrl', 'faviconUrl', 'iconUrl'] as const)
    if (!(await checkImage(db, operatorId, body[key], row[key]))) fields[key] = fieldError('settings.image');
  if (body.currency !== row.currency && !body.confirmCurrencyChange) {
    const bookings = await bookingsOf(db, operatorId);
    if (bookings > 0) fields.currency = fieldError('settings.currency_confirm', { bookings });
  }
  if (Object.keys(fields).length > 0) throw unprocessable(fields);

  const iconChanged = body.iconUrl !== row.iconUrl || (body.iconUrl !== null && body.primaryColor !== row.primaryColor);
  const icons = !iconChanged
    ? {}
    : body.iconUrl === null
      ? { icon192Url: null, icon512Url: null, iconMaskableUrl: null }
      : await storeInstallIcons(deps, body.iconUrl, body.primaryColor);

  await db
    .update(operators)
    .set({
      name: body.name,
      title: body.title,
      shortName: body.shortName,
      logoUrl: body.logoUrl,
      faviconUrl: body.faviconUrl,
      iconUrl: body.iconUrl,
      ...icons,
      primaryColor: body.primaryColor,
      timeZone: body.timeZone,
      currency: body.currency,
      supportEmail: body.supportEmail,
      supportPhone: body.supportPhone,
    })
    .where(eq(operators.id, operatorId));
  await deps.notifications.configChanged(db, operatorId);
  return generalSettings(db, operatorId);
}

/** The install icons made from the operator's uploaded icon, or null when it has none (drawn in its colour). */
export async function installIconsOf(db: Db, operatorId: string) {
  const [row] = await db
    .select({ small: operators.icon192Url, large: operators.icon512Url, maskable: operators.iconMaskableUrl })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  return row?.small && row.large && row.maskable ? { 192: row.small, 512: row.large, maskable: row.maskable } : null;
}

export async function languageSettings(db: Db, operatorId: string): Promise<LanguageSettings> {
  const row = await operatorRow(db, operatorId);
  const languages = row.languages as Locale[];
  return { languages, defaultLanguage: defaultLanguageOf(languages) as Locale };
}

/** Saves the enabled languages with the default first (the one rule: `defaultLanguageOf`). */
export async function updateLanguageSettings(
  deps: Deps,
  operatorId: string,
  body: LanguageSettingsParsed,
): Promise<LanguageSettings> {
  const db = deps.database.db;
  await operatorRow(db, operatorId);
  const languages = [body.defaultLanguage, ...body.languages.filter((lang) => lang !== body.defaultLanguage)];
  await db.update(operators).set({ languages }).where(eq(operators.id, operatorId));
  await deps.notifications.configChanged(db, operatorId);
  return languageSettings(db, operatorId);
}
