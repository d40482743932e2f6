import type { FieldMessages } from '../../../src/shared/messages';
import { fieldError, unprocessable } from '../../lib/errors';
import { defaultLanguageOf } from '../../lib/translations';

/** One language's texts of a record, as a form sends them (`{ question, answer }`, `{ name }`). */
export type Texts<K extends string> = Record<K, string>;

/**
 * The translations a body writes, checked against the operator's enabled languages: a language the operator has not
 * enabled is a 422 on `translations.<lang>`; a language whose fields are all blank has no text (it is left out); one
 * with some blank fields is a 422 on each of them; the default language (the first enabled one) must have a text.
 */
export function textsToWrite<K extends string>(
  translations: Readonly<Partial<Record<string, Texts<K>>>>,
  enabled: readonly string[],
  fields: readonly K[],
): { lang: string; texts: Texts<K> }[] {
  const errors: FieldMessages = {};
  const written: { lang: string; texts: Texts<K> }[] = [];
  for (const [lang, texts] of Object.entries(translations)) {
    if (!texts) continue;
    if (!enabled.includes(lang)) {
      errors[`translations.${lang}`] = fieldError('faq.language_not_enabled', { lang });
      continue;
    }
    const blank = fields.filter((field) => texts[field] === '');
    if (blank.length === fields.length) continue;
    for (const field of blank) errors[`translations.${lang}.${field}`] = fieldError('validations.required');
    written.push({ lang, texts });
  }
  const defaultLang = defaultLanguageOf(enabled);
  if (!written.some((w) => w.lang === defaultLang)) {
    for (const field of fields) {
      errors[`translations.${defaultLang}.${field}`] ??= fieldError('faq.default_language_required', {
        lang: defaultLang,
      });
    }
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return written;
}

/**
 * The order a reorder request sets: `ids` must be every id of `current` once (in any order), else 422
 * `faq.order_incomplete` on `ids`.
 */
export function checkedOrder(ids: readonly string[], current: readonly string[]): string[] {
  const unique = new Set(ids);
  if (unique.size !== ids.length || ids.length !== current.length || !current.every((id) => unique.has(id))) {
    throw unprocessable({ ids: fieldError('faq.order_incomplete') });
  }
  return [...ids];
}
