import * as v from 'valibot';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { isCodeText, issueText } from './server-messages';

/**
 * A Mantine form `validate` function from a valibot schema: the first message of each field. A form's own
 * message (written with Lingui) is kept; a message code, or valibot's English default, is worded in the
 * reader's language from the code the server would send for the same issue (`issueMessage`).
 */
export function valibotResolver<S extends v.GenericSchema>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = v.safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const key = v.getDotPath(issue) ?? '_';
      const own = issue.message;
      errors[key] ??= isCodeText(i18n, own) || own.startsWith('Invalid ') ? issueText(i18n, issue) : own;
    }
    return errors;
  };
}

/**
 * A server 422 (or a 409 naming a field, e.g. a name another row has) → `{ field: firstMessage }` for the
 * form; `rename` maps server keys to form fields (login maps `email` to `username`). Null when the error is
 * not a validation error.
 */
export function fieldErrorsFrom(error: unknown, rename: Record<string, string> = {}): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status !== 422 && !(error.status === 409 && Object.keys(error.errors).length > 0)) return null;
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = rename[key] ?? key;
    if (messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return errors;
}
