import { describe, expect, it } from 'vitest';
import { isBlank, languageName, languagesWithErrors, moved, textsByLanguage } from './faq-languages';

describe('the FAQ form’s languages', () => {
  it('gives every enabled language its texts, blank where the record has none, in the enabled order', () => {
    const texts = textsByLanguage(
      [
        { lang: 'hi-IN', question: 'प्रश्न', answer: 'उत्तर' },
        { lang: 'en-US', question: 'Q', answer: 'A' },
        { lang: 'pt-PT', question: 'P', answer: 'R' },
      ],
      ['en-US', 'hi-IN', 'zh-CN'],
      ['question', 'answer'],
    );
    expect(Object.keys(texts)).toEqual(['en-US', 'hi-IN', 'zh-CN']);
    expect(texts['hi-IN']).toEqual({ question: 'प्रश्न', answer: 'उत्तर' });
    expect(texts['zh-CN']).toEqual({ question: '', answer: '' });
  });

  it('tells a blank language and the tabs holding errors', () => {
    expect(isBlank({ question: ' ', answer: '' })).toBe(true);
    expect(isBlank({ question: 'Q', answer: '' })).toBe(false);
    expect(
      languagesWithErrors({ 'translations.hi-IN.answer': 'Required', categoryId: 'x', 'translations.en-US': null }),
    ).toEqual(new Set(['hi-IN']));
  });

  it('names a language in the reader’s language', () => {
    expect(languageName('hi-IN', 'en-US')).toMatch(/Hindi/);
  });
});

describe('moved', () => {
  it('moves an item down and up', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
