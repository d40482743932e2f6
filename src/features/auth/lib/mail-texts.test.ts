import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@/shared/mail-messages';
import { MAIL_TEXTS } from './mail-texts';

describe('mail texts', () => {
  it('declares every mail code with the English of the shared table', () => {
    expect(Object.keys(MAIL_TEXTS).sort()).toEqual(Object.keys(MAIL_MESSAGES).sort());
    for (const [code, entry] of Object.entries(MAIL_MESSAGES)) {
      const texts = MAIL_TEXTS[code as keyof typeof MAIL_TEXTS];
      expect(texts.body.id, code).toBe(code);
      expect(texts.body.message, code).toBe(entry.body);
      expect(texts.subject?.id ?? null, code).toBe(entry.subject?.id ?? null);
      expect(texts.subject?.message ?? null, code).toBe(entry.subject?.message ?? null);
    }
  });
});
