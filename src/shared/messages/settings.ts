import type { MessageTable } from './table';

export const SETTINGS_MESSAGES = {
  'settings.saved': { text: 'Settings saved' },
  'settings.image': { text: 'Must be an uploaded image' },
  'settings.color_format': { text: 'Must be a colour like #1B86FE' },
  'settings.color_contrast': {
    text: 'White button text on this colour reaches {ratio}:1; WCAG AA needs at least {needed}:1',
    params: { ratio: 'number', needed: 'number' },
  },
  'settings.time_zone': { text: 'Must be a time zone such as Asia/Kolkata' },
  'settings.currency': { text: 'Must be an ISO 4217 currency code such as INR' },
  'settings.currency_confirm': {
    text: 'You have {bookings} bookings: confirm the change of currency (their amounts are not converted)',
    params: { bookings: 'number' },
  },
  'settings.language': { text: 'Must be one of the console’s languages' },
  'settings.languages_empty': { text: 'Enable at least one language' },
  'settings.languages_repeated': { text: 'A language is listed twice' },
  'settings.default_language': { text: 'The default language must be one of the enabled languages' },
} as const satisfies MessageTable;
