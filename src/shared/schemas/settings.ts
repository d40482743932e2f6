import * as v from 'valibot';
import { contrastProblem } from '../contrast';
import { CURRENCIES, isTimeZone } from '../currencies';
import { LOCALES } from '../locales';
import { formatPhone, isValidPhone } from '../phone';

/** An image of the operator's branding: an uploaded image (or a demo one), '' or null for none. */
const brandImage = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500),
    v.check((s) => s === '' || /^\/(uploads|demo|branding)\/[\w./-]+$/.test(s), 'settings.image'),
    v.transform((s) => (s === '' ? null : s)),
  ),
);

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('validations.required'), v.maxLength(max));

/**
 * Settings → General (issue 68): the operator's name, console title and short name (the installed app's name),
 * logo, favicon and install icon (an uploaded image; the server makes the 192 and 512 px PNGs of the manifest),
 * primary colour (WCAG AA checked: `contrastProblem`), time zone (IANA), currency (ISO 4217) and support contact.
 * `confirmCurrencyChange` must be true to change the currency of an operator that has bookings (their amounts stay
 * as stored).
 */
export const GeneralSettingsBodySchema = v.object({
  name: text(100),
  title: text(60),
  shortName: text(30),
  logoUrl: brandImage,
  faviconUrl: brandImage,
  iconUrl: brandImage,
  primaryColor: v.pipe(v.string(), v.trim(), v.regex(/^#[0-9a-f]{6}$/i, 'settings.color_format'), v.toUpperCase()),
  timeZone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.check((s: string) => isTimeZone(s), 'settings.time_zone'),
  ),
  currency: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(CURRENCIES, 'settings.currency')),
  supportEmail: v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(254),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), 'invalid_email'),
      v.toLowerCase(),
      v.transform((s) => (s === '' ? null : s)),
    ),
  ),
  supportPhone: v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(32),
      v.check((s) => s === '' || isValidPhone(null, s), 'invalid_phone'),
      v.transform((s) => (s === '' ? null : (formatPhone(null, s) ?? s))),
    ),
  ),
  confirmCurrencyChange: v.optional(v.boolean()),
});
export type GeneralSettingsBody = v.InferInput<typeof GeneralSettingsBodySchema>;
export type GeneralSettingsParsed = v.InferOutput<typeof GeneralSettingsBodySchema>;

/** The field errors of checks a schema cannot word with parameters (the colour's measured contrast). */
export function generalSettingsProblems(body: { primaryColor: string }) {
  const problem = contrastProblem(body.primaryColor);
  return problem ? { primaryColor: problem } : null;
}

export const GeneralSettingsSchema = v.object({
  name: v.string(),
  title: v.string(),
  shortName: v.string(),
  logoUrl: v.nullable(v.string()),
  faviconUrl: v.nullable(v.string()),
  iconUrl: v.nullable(v.string()),
  /** The install icons the server made from `iconUrl` (null: drawn in the primary colour). */
  icon192Url: v.nullable(v.string()),
  icon512Url: v.nullable(v.string()),
  primaryColor: v.string(),
  timeZone: v.string(),
  currency: v.string(),
  supportEmail: v.nullable(v.string()),
  supportPhone: v.nullable(v.string()),
  /** How many bookings the operator has: changing the currency then needs `confirmCurrencyChange`. */
  bookings: v.number(),
});
export type GeneralSettings = v.InferOutput<typeof GeneralSettingsSchema>;

/**
 * Settings → Languages: the languages the operator offers (among the console's five) and its default, which is
 * one of them. Stored as one list with the default first (`defaultLanguageOf`).
 */
export const LanguageSettingsBodySchema = v.pipe(
  v.object({
    languages: v.pipe(
      v.array(v.picklist(LOCALES, 'settings.language')),
      v.minLength(1, 'settings.languages_empty'),
      v.maxLength(LOCALES.length),
      v.check((list) => new Set(list).size === list.length, 'settings.languages_repeated'),
    ),
    defaultLanguage: v.picklist(LOCALES, 'settings.language'),
  }),
  v.forward(
    v.partialCheck(
      [['languages'], ['defaultLanguage']],
      (input) => input.languages.includes(input.defaultLanguage),
      'settings.default_language',
    ),
    ['defaultLanguage'],
  ),
);
export type LanguageSettingsBody = v.InferInput<typeof LanguageSettingsBodySchema>;
export type LanguageSettingsParsed = v.InferOutput<typeof LanguageSettingsBodySchema>;

export const LanguageSettingsSchema = v.object({
  languages: v.array(v.picklist(LOCALES)),
  defaultLanguage: v.picklist(LOCALES),
});
export type LanguageSettings = v.InferOutput<typeof LanguageSettingsSchema>;
