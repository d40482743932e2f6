/**
 * Content written per language (FAQs, content pages, and later categories, services and canned replies): each
 * record keeps one translation row per language it has, `(record id, lang, …texts, updated_at)`. A reader gets
 * their language, else the operator's default language (its first enabled one) with `fallback: true`, and a
 * translation is `outdated` when the default language's text changed after it was last written.
 */
export interface Translated {
  lang: string;
  updatedAt: Date;
}

export interface PickedTranslation<T extends Translated> {
  value: T;
  /** The reader's language has no text: this is the default language's. */
  fallback: boolean;
  /** The default language's text changed after this translation was written. */
  outdated: boolean;
}

/** The operator's default language: the first of its enabled languages. */
export const defaultLanguageOf = (languages: readonly string[]) => languages[0] ?? 'en-US';

/** Whether `translation` was written before the last change of the default language's text. */
export function isOutdated(translation: Translated, source: Translated | undefined): boolean {
  return source !== undefined && translation.lang !== source.lang && translation.updatedAt < source.updatedAt;
}

/** The translation a reader of `lang` sees, or null when neither their language nor the default has one. */
export function pickTranslation<T extends Translated>(
  rows: readonly T[],
  lang: string,
  defaultLang: string,
): PickedTranslation<T> | null {
  const source = rows.find((r) => r.lang === defaultLang);
  const own = rows.find((r) => r.lang === lang);
  if (own) return { value: own, fallback: false, outdated: isOutdated(own, source) };
  return source ? { value: source, fallback: true, outdated: false } : null;
}

/** The enabled languages a record has no text in (what the console lists as "missing"). */
export const missingLanguages = (rows: readonly Translated[], enabled: readonly string[]) =>
  enabled.filter((lang) => !rows.some((r) => r.lang === lang));
