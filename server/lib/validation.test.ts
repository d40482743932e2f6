import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, parseOr422 } from './validation';
import { HttpError } from './errors';

describe('validation', () => {
  const schema = v.object({
    username: v.pipe(v.string(), v.nonEmpty('please enter username')),
    n: v.number('n must be a number'),
  });

  it('keys every message by its field', () => {
    const result = v.safeParse(schema, { username: '', n: 'x' });
    expect(result.success).toBe(false);
    expect(issuesToFieldErrors(result.issues ?? [])).toEqual({
      username: ['please enter username'],
      n: ['n must be a number'],
    });
  });

  it('throws a 422 HttpError with field errors', () => {
    try {
      parseOr422(schema, { n: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(422);
      expect(Object.keys((error as HttpError).errors ?? {})).toEqual(['username']);
    }
  });
});
