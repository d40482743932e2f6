import type { Endpoint } from '../endpoint';
import {
  GeneralSettingsBodySchema,
  GeneralSettingsSchema,
  LanguageSettingsBodySchema,
  LanguageSettingsSchema,
} from '../../schemas/settings';

/**
 * Operator settings (issue 68): Settings → General (module `settings`) and Languages (module `languages`) of the
 * caller's own operator. A save makes every open console of the operator fetch its configuration again (the live
 * channel's `config` event); the manifest, icons and page title follow.
 */
export const settingsEndpoints = {
  generalSettings: {
    method: 'GET',
    path: '/settings/general',
    summary: "The operator's branding, time zone, currency and support contact, with its number of bookings",
    tag: 'settings',
    auth: 'user',
    module: 'settings',
    data: GeneralSettingsSchema,
  },
  generalSettingsUpdate: {
    method: 'PUT',
    path: '/settings/general',
    summary:
      'Save the branding, time zone, currency and support contact. The primary colour must keep white button text at ' +
      'WCAG AA (4.5:1) on the colour or one of its darker shades (the button the console draws, light and dark); an uploaded install icon is made into ' +
      '192 and 512 px PNGs for the manifest. Changing the currency of an operator with bookings needs ' +
      'confirmCurrencyChange: true (stored amounts are never converted)',
    tag: 'settings',
    auth: 'user',
    module: 'settings',
    body: GeneralSettingsBodySchema,
    errors: {
      422: 'Field errors: settings.color_contrast (with the ratio), settings.color_format, settings.time_zone, settings.currency, settings.currency_confirm (bookings exist), settings.image',
    },
    data: GeneralSettingsSchema,
  },
  languageSettings: {
    method: 'GET',
    path: '/settings/languages',
    summary: "The operator's enabled languages and its default",
    tag: 'settings',
    auth: 'user',
    module: 'languages',
    data: LanguageSettingsSchema,
  },
  languageSettingsUpdate: {
    method: 'PUT',
    path: '/settings/languages',
    summary:
      'Enable languages among the five of the console and choose the default (one of them). Users whose language ' +
      'is disabled read the default from their next load (the console says so once)',
    tag: 'settings',
    auth: 'user',
    module: 'languages',
    body: LanguageSettingsBodySchema,
    errors: {
      422: 'Field errors: settings.language, settings.languages_empty, settings.languages_repeated, settings.default_language',
    },
    data: LanguageSettingsSchema,
  },
} as const satisfies Record<string, Endpoint>;
