import * as v from 'valibot';
import { HttpError } from './errors';

/** Valibot issues → `{ field: [messages] }` keyed by the dotted path (`_` for the whole input). */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const messages = errors[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[key] = messages;
  }
  return errors;
}

export function parseOr422<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new HttpError(422, 'Please check the highlighted fields', issuesToFieldErrors(result.issues));
}
