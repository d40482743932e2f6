import type * as v from 'valibot';
import type { MessageParams } from './message-format';
import type { MessageParamKind } from './messages/table';

const numberOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value instanceof Date
      ? null
      : Number.isFinite(Number(value))
        ? Number(value)
        : null;

/** The parameter kinds of a code the caller knows; `undefined` when the text is not a code. */
export type ParamsOf = (code: string) => Readonly<Record<string, MessageParamKind>> | undefined;

/**
 * A valibot issue as a code and parameters — the same on the server (422 field errors) and in the console's
 * forms (the same schemas validate both). A schema's own message that is a code wins (custom checks say
 * e.g. `'validations.range_order'`), with the bound of a length or value check when the code takes it;
 * otherwise the issue's type decides (a length bound → minlength / maxlength with the bound, a missing value →
 * required, …). Other messages fall back to `validations.invalid`, `own` keeping the schema's English text.
 * `paramsOf` is the table the caller knows: the server's whole one, the console's core one.
 */
export function issueCode(
  issue: v.BaseIssue<unknown>,
  paramsOf: ParamsOf,
): { code: string; params: MessageParams; own?: string } {
  const requirement = numberOf((issue as { requirement?: unknown }).requirement);
  const own = issue.message;
  const expected = paramsOf(own);
  if (expected) {
    const bounds: MessageParams =
      requirement === null
        ? {}
        : own.endsWith('min') || own.endsWith('minlength')
          ? { min: requirement }
          : { max: requirement };
    return { code: own, params: Object.fromEntries(Object.entries(bounds).filter(([k]) => k in expected)) };
  }
  const input = issue.input;
  const list = Array.isArray(input);
  switch (issue.type) {
    case 'min_length':
    case 'non_empty':
      if (list) return { code: 'validations.min_items', params: { min: requirement ?? 1 } };
      return requirement === null || requirement <= 1
        ? { code: 'validations.required', params: {} }
        : { code: 'validations.minlength', params: { min: requirement } };
    case 'max_length':
      return list
        ? { code: 'validations.max_items', params: { max: requirement ?? 0 } }
        : { code: 'validations.maxlength', params: { max: requirement ?? 0 } };
    case 'min_value':
      return { code: 'validations.min', params: { min: requirement ?? 0 } };
    case 'max_value':
      return { code: 'validations.max', params: { max: requirement ?? 0 } };
    case 'integer':
    case 'safe_integer':
      return { code: 'validations.integer', params: {} };
    case 'finite':
      return { code: 'validations.number', params: {} };
    case 'email':
      return { code: 'invalid_email', params: {} };
    case 'uuid':
      return { code: 'validations.id', params: {} };
    case 'iso_date':
      return { code: 'validations.date', params: {} };
    case 'iso_timestamp':
    case 'iso_date_time':
      return { code: 'validations.datetime', params: {} };
    case 'picklist':
    case 'literal':
    case 'enum':
      if (input === undefined || input === '') return { code: 'validations.required', params: {} };
      return { code: 'validations.one_of', params: { options: oneOfOptions(issue) } };
    default:
      break;
  }
  if (issue.kind === 'schema') {
    if (input === undefined || (input === null && issue.type !== 'null'))
      return { code: 'validations.required', params: {} };
    if (issue.type === 'string') return { code: 'validations.text', params: {} };
    if (issue.type === 'number') return { code: 'validations.number', params: {} };
    if (issue.type === 'boolean') return { code: 'validations.boolean', params: {} };
  }
  return { code: 'validations.invalid', params: {}, own };
}

/** The choices of a picklist issue as the API's values (`"asc" | "desc"` → `asc, desc`). */
function oneOfOptions(issue: v.BaseIssue<unknown>): string {
  const options = (issue as { requirement?: unknown }).requirement;
  if (Array.isArray(options)) return options.map(String).join(', ');
  return (issue.expected ?? '').replace(/["()]/g, '').split(' | ').join(', ');
}
