import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorsFrom, valibotResolver } from './form';

describe('valibotResolver', () => {
  it('returns the first message per field and nothing when valid', () => {
    const validate = valibotResolver(
      v.object({
        username: v.pipe(v.string(), v.nonEmpty('please enter username')),
        password: v.pipe(v.string(), v.nonEmpty('please enter password')),
      }),
    );
    expect(validate({ username: '', password: '' })).toEqual({
      username: 'please enter username',
      password: 'please enter password',
    });
    expect(validate({ username: 'a', password: 'b' })).toEqual({});
  });

  it('words a message code and valibot’s default message in the current language, with the bound', async () => {
    const { i18n } = await import('./i18n');
    const { messages } = await import('../locales/pt-PT/messages');
    i18n.loadAndActivate({ locale: 'pt-PT', messages });
    // The server's words are a catalogue of their own, loaded with the first form.
    const { loadServerWords } = await import('./server-messages');
    await loadServerWords(i18n, 'pt-PT');
    try {
      const validate = valibotResolver(
        v.object({
          name: v.pipe(v.string(), v.maxLength(3)),
          email: v.pipe(v.string(), v.email('invalid_email')),
          count: v.pipe(v.number(), v.minValue(2)),
        }),
      );
      const errors = validate({ name: 'abcd', email: 'x', count: 1 });
      expect(errors.name).toContain('3');
      expect(errors.name).not.toMatch(/characters|Invalid/);
      expect(errors.email).not.toBe('invalid_email');
      expect(errors.email).not.toMatch(/Enter a valid/);
      expect(errors.count).toContain('2');
    } finally {
      i18n.activate('en-US');
    }
  });
});

describe('fieldErrorsFrom', () => {
  it('maps a 422 onto fields, renaming email to username and keeping the first message', () => {
    const error = new ApiError(422, 'invalid', { email: ['first', 'second'], password: ['too short'] });
    expect(fieldErrorsFrom(error, { email: 'username' })).toEqual({ username: 'first', password: 'too short' });
  });

  it('ignores errors that are not validation errors', () => {
    expect(fieldErrorsFrom(new ApiError(500, 'boom'))).toBeNull();
    expect(fieldErrorsFrom(new Error('x'))).toBeNull();
  });
});
