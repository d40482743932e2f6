import * as v from 'valibot';
import { coded, type FieldMessages, issueMessage } from '../../src/shared/messages';
import { unprocessable } from './errors';

/**
 * Valibot issues → `{ field: [coded messages] }` keyed by the dotted path (`_` for the whole input); each
 * issue becomes a code with parameters (`issueMessage`, shared with the console's forms).
 */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const messages = errors[key] ?? [];
    const message = issueMessage(issue);
    if (!messages.some((m) => m.message === message.message)) messages.push(message);
    errors[key] = messages;
  }
  return errors;
}

export function parseOr422<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw unprocessable(issuesToFieldErrors(result.issues));
}

const NUL = String.fromCharCode(0);
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const MALFORMED_TEXT_MESSAGE = coded('validations.malformed_text');

function collectMalformedText(value: unknown, path: string, errors: FieldMessages, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes(NUL) || LONE_SURROGATE.test(value)) errors[path || '_'] = [MALFORMED_TEXT_MESSAGE];
    return;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    collectMalformedText(item, path ? `${path}.${key}` : key, errors, depth + 1);
  }
}

/**
 * Text PostgreSQL cannot store (NUL) or that is not Unicode (lone surrogates, from JSON escapes or
 * percent-encoded bytes) is refused with 422 on its field before any handler or query sees it.
 * Keys name the field like validation errors do (`search`, `address.line1`).
 */
export function rejectMalformedText(...inputs: unknown[]): void {
  const errors: FieldMessages = {};
  for (const input of inputs) collectMalformedText(input, '', errors, 0);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
