import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, MALFORMED_TEXT_MESSAGE, parseOr422, rejectMalformedText } from './validation';
import { HttpError } from './errors';

describe('validation', () => {
  const schema = v.object({
    username: v.pipe(v.string(), v.nonEmpty('please enter username')),
    n: v.number('n must be a number'),
  });

  it('keys every message by its field', () => {
    const result = v.safeParse(schema, { username: '', n: 'x' });
    expect(result.success).toBe(false);
    // The schema's English is not a code: each issue becomes the code of its kind, with its English text.
    expect(issuesToFieldErrors(result.issues ?? [])).toEqual({
      username: [{ code: 'validations.required', params: {}, message: 'This field is required' }],
      n: [{ code: 'validations.number', params: {}, message: 'Must be a number' }],
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

describe('malformed text', () => {
  const refused = (...inputs: unknown[]) => {
    try {
      rejectMalformedText(...inputs);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(422);
      return (error as HttpError).fields;
    }
  };

  it('refuses NUL characters and lone surrogates with 422 on the field that carries them', () => {
    expect(refused({ search: 'a\u0000b' })).toEqual({ search: [MALFORMED_TEXT_MESSAGE] });
    expect(refused({ id: 'x' }, { firstName: 'a\uD800' })).toEqual({ firstName: [MALFORMED_TEXT_MESSAGE] });
    expect(refused({ notes: ['ok', '\uDC00z'] })).toEqual({ 'notes.1': [MALFORMED_TEXT_MESSAGE] });
    expect(refused({ address: { line1: 'x\u0000' } })).toEqual({ 'address.line1': [MALFORMED_TEXT_MESSAGE] });
  });

  it('lets well-formed Unicode through, astral characters and control characters included', () => {
    expect(refused({ name: 'Zoë 漢字 🙂 مرحبا', note: '\u0001\u001b\r\n' }, undefined, null, 5)).toBeNull();
  });
});
