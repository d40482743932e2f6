import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueMessage } from './messages';
import { FullPhoneSchema, formatPhone, isValidPhone, phoneParts } from './phone';

describe('phone numbers', () => {
  it('accepts a number valid for its country and rejects one that is not', () => {
    expect(isValidPhone('+91', '98450 12345')).toBe(true);
    expect(isValidPhone('+351', '912345678')).toBe(true);
    expect(isValidPhone('+91', '12345')).toBe(false);
    expect(isValidPhone('+351', '98450 12345')).toBe(false);
    expect(isValidPhone(null, '')).toBe(false);
  });

  it('shows numbers in international format, and old unparseable values as written', () => {
    expect(formatPhone('+91', '9845012345')).toBe('+91 98450 12345');
    expect(formatPhone('91', '9845012345')).toBe('+91 98450 12345');
    expect(formatPhone(null, '+351912345678')).toBe('+351 912 345 678');
    expect(formatPhone('+91', '123')).toBe('+91 123');
    expect(formatPhone('+91', null)).toBeNull();
  });

  it('splits a valid number into its dial code and national digits', () => {
    expect(phoneParts('+91', '98450-12345')).toEqual({ countryCode: '+91', phoneNumber: '9845012345' });
    expect(phoneParts('+91', 'abc')).toBeNull();
  });

  it('stores a full number in international format and words an invalid one as invalid_phone', () => {
    expect(v.parse(FullPhoneSchema, ' +919845012345 ')).toBe('+91 98450 12345');
    const result = v.safeParse(FullPhoneSchema, '+91 123');
    expect(result.success).toBe(false);
    if (!result.success) expect(issueMessage(result.issues[0]).code).toBe('invalid_phone');
  });
});
