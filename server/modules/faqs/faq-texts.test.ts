import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { checkedOrder, textsToWrite } from './faq-texts';

const fields = ['question', 'answer'] as const;
const enabled = ['en-US', 'hi-IN'];

function errorsOf(fn: () => unknown): Record<string, { code: string }[]> {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return error.fields as Record<string, { code: string }[]>;
    throw error;
  }
  throw new Error('expected a 422');
}

describe('textsToWrite', () => {
  it('keeps the languages with text and leaves out the blank ones', () => {
    const written = textsToWrite(
      { 'en-US': { question: 'Q', answer: 'A' }, 'hi-IN': { question: '', answer: '' } },
      enabled,
      fields,
    );
    expect(written).toEqual([{ lang: 'en-US', texts: { question: 'Q', answer: 'A' } }]);
  });

  it('refuses a language the operator has not enabled, on that language', () => {
    const errors = errorsOf(() =>
      textsToWrite(
        { 'en-US': { question: 'Q', answer: 'A' }, 'pt-PT': { question: 'P', answer: 'R' } },
        enabled,
        fields,
      ),
    );
    expect(Object.keys(errors)).toEqual(['translations.pt-PT']);
    expect(errors['translations.pt-PT']?.[0]?.code).toBe('faq.language_not_enabled');
  });

  it('requires the default language (the first enabled one)', () => {
    const errors = errorsOf(() => textsToWrite({ 'hi-IN': { question: 'प्र', answer: 'उ' } }, enabled, fields));
    expect(errors['translations.en-US.question']?.[0]?.code).toBe('faq.default_language_required');
    expect(errors['translations.en-US.answer']?.[0]?.code).toBe('faq.default_language_required');
  });

  it('requires every field of a language that has some text', () => {
    const errors = errorsOf(() =>
      textsToWrite(
        { 'en-US': { question: 'Q', answer: 'A' }, 'hi-IN': { question: 'प्र', answer: '' } },
        enabled,
        fields,
      ),
    );
    expect(Object.keys(errors)).toEqual(['translations.hi-IN.answer']);
    expect(errors['translations.hi-IN.answer']?.[0]?.code).toBe('validations.required');
  });
});

describe('checkedOrder', () => {
  it('accepts every id once in a new order', () => {
    expect(checkedOrder(['b', 'a', 'c'], ['a', 'b', 'c'])).toEqual(['b', 'a', 'c']);
  });

  it.each([
    ['an id missing', ['a', 'b']],
    ['an id twice', ['a', 'b', 'b']],
    ['an unknown id', ['a', 'b', 'x']],
  ])('refuses %s', (_, ids) => {
    expect(Object.keys(errorsOf(() => checkedOrder(ids, ['a', 'b', 'c'])))).toEqual(['ids']);
  });
});
