/**
 * The languages of a FAQ form: one tab per enabled language, the default (first) one first, each with the texts
 * the record has in it ('' where it has none).
 */

/** A language's name in the reader's language ("Hindi (India)" for hi-IN read in English). */
export function languageName(code: string, readerLocale: string): string {
  try {
    return new Intl.DisplayNames([readerLocale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The form's texts per enabled language from a record's translations (a language without one: blank fields). */
export function textsByLanguage<const K extends string>(
  translations: readonly ({ lang: string } & Record<K, string>)[],
  enabled: readonly string[],
  fields: readonly K[],
): Record<string, Record<K, string>> {
  return Object.fromEntries(
    enabled.map((lang) => {
      const own = translations.find((t) => t.lang === lang);
      return [lang, Object.fromEntries(fields.map((f) => [f, own?.[f] ?? ''])) as Record<K, string>];
    }),
  );
}

/** Whether a language's fields in the form are all blank (it will have no text). */
export const isBlank = (texts: Record<string, string> | undefined) =>
  !texts || Object.values(texts).every((value) => value.trim() === '');

/** The languages whose tab holds a field error (`translations.<lang>.<field>` or `translations.<lang>`). */
export function languagesWithErrors(errors: Record<string, unknown>): Set<string> {
  const langs = new Set<string>();
  for (const [key, value] of Object.entries(errors)) {
    const match = /^translations\.([^.]+)/.exec(key);
    if (match?.[1] && value) langs.add(match[1]);
  }
  return langs;
}

/** `items` with the one at `from` moved to `to` (a reorder by drag and drop or by keyboard). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}
