import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GeneralSettingsBodySchema, generalSettingsProblems, LanguageSettingsBodySchema } from './settings';

const general = {
  name: 'Sparkle Home Services',
  title: 'Sparkle Admin',
  shortName: 'Sparkle',
  logoUrl: '',
  faviconUrl: null,
  iconUrl: '/uploads/0b6c3f1e-1d2a-4c1b-9a55-2f8f2b1c9d10.png',
  primaryColor: '#1b86fe',
  timeZone: 'Asia/Kolkata',
  currency: 'inr',
  supportEmail: ' Help@Sparkle.test ',
  supportPhone: '',
};

const fieldsOf = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? [] : result.issues.map((issue) => v.getDotPath(issue));

describe('GeneralSettingsBodySchema', () => {
  it('normalises what it accepts: colour and currency in capitals, blanks as none, the email in lower case', () => {
    const parsed = v.parse(GeneralSettingsBodySchema, general);
    expect(parsed).toMatchObject({
      primaryColor: '#1B86FE',
      currency: 'INR',
      logoUrl: null,
      supportEmail: 'help@sparkle.test',
      supportPhone: null,
    });
  });

  it('refuses an unknown currency and time zone, a colour that is not #rrggbb and an image from elsewhere', () => {
    const result = v.safeParse(GeneralSettingsBodySchema, {
      ...general,
      currency: 'XYZ',
      timeZone: 'Mars/Olympus',
      primaryColor: 'red',
      logoUrl: 'https://evil.test/logo.png',
    });
    expect(fieldsOf(result)).toEqual(expect.arrayContaining(['currency', 'timeZone', 'primaryColor', 'logoUrl']));
  });

  it('leaves the contrast to generalSettingsProblems, which words it with the ratio', () => {
    expect(v.safeParse(GeneralSettingsBodySchema, { ...general, primaryColor: '#FFFF00' }).success).toBe(true);
    expect(generalSettingsProblems({ primaryColor: '#FFFF00' })?.primaryColor.code).toBe('settings.color_contrast');
    expect(generalSettingsProblems({ primaryColor: '#1B86FE' })).toBeNull();
  });
});

describe('LanguageSettingsBodySchema', () => {
  it('takes languages among the five with a default among them', () => {
    expect(
      v.safeParse(LanguageSettingsBodySchema, { languages: ['en-US', 'hi-IN'], defaultLanguage: 'hi-IN' }).success,
    ).toBe(true);
  });

  it('refuses a language outside the five, none, one twice, and a default that is not enabled', () => {
    const cases = [
      { languages: ['en-US', 'fr-FR'], defaultLanguage: 'en-US' },
      { languages: [], defaultLanguage: 'en-US' },
      { languages: ['en-US', 'en-US'], defaultLanguage: 'en-US' },
      { languages: ['en-US'], defaultLanguage: 'pt-PT' },
    ];
    const messages = cases.map((input) => {
      const result = v.safeParse(LanguageSettingsBodySchema, input);
      return result.success ? null : result.issues[0]?.message;
    });
    expect(messages).toEqual([
      'settings.language',
      'settings.languages_empty',
      'settings.languages_repeated',
      'settings.default_language',
    ]);
  });
});
