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
