import * as v from 'valibot';
import {
  CREDENTIAL_NAMES,
  CREDENTIAL_SCHEMAS,
  type CredentialName,
  CredentialsSchema,
  CredentialTestResultSchema,
  CredentialTestSchema,
  MASK,
} from '../../schemas/credentials';
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

const credentialEndpoints = <N extends CredentialName>(name: N, label: string) =>
  ({
    update: {
      method: 'PUT',
      path: `/settings/configuration/credentials/${name}`,
      summary:
        `Save the ${label}. Secrets are sealed with AES-256-GCM and never sent back: a secret field answers "${MASK}" ` +
        'when one is stored, and sending it back keeps the stored one',
      tag: 'settings',
      auth: 'user',
      module: 'configuration',
      body: CREDENTIAL_SCHEMAS[name],
      errors: { 422: 'Field errors by field; a masked secret with none stored is validations.required' },
      data: CredentialsSchema.entries[name],
    },
    test: {
      method: 'POST',
      path: `/settings/configuration/credentials/${name}/test`,
      summary:
        `Try the ${label} of the form (a masked secret = the stored one) without saving. A failure is an answer too: ` +
        'ok false, its reason as the message code and the provider’s own answer',
      tag: 'settings',
      auth: 'user',
      module: 'configuration',
      body: CredentialTestSchema(CREDENTIAL_SCHEMAS[name]),
      data: CredentialTestResultSchema,
    },
  }) as const;

const smtp = credentialEndpoints('smtp', 'SMTP server that sends this operator’s emails');
const firebase = credentialEndpoints('firebase', 'Firebase service account that sends this operator’s pushes');
const sms = credentialEndpoints(
  'sms',
  'SMS provider (an HTTPS endpoint taking { to, from, text } with a bearer token)',
);

/** Settings → Configuration → Integrations (module `configuration`): the operator's credentials, sealed at rest. */
export const configurationEndpoints = {
  credentials: {
    method: 'GET',
    path: '/settings/configuration/credentials',
    summary: "The operator's SMTP, Firebase and SMS credentials: each secret masked, who saved them and when",
    tag: 'settings',
    auth: 'user',
    module: 'configuration',
    data: CredentialsSchema,
  },
  credentialRemove: {
    method: 'DELETE',
    path: '/settings/configuration/credentials/{name}',
    summary: "Remove one integration's credentials (the deployment's own SMTP and SMS apply again)",
    errors: { 404: 'configuration.not_configured: none stored' },
    tag: 'settings',
    auth: 'user',
    module: 'configuration',
    params: v.object({ name: v.picklist(CREDENTIAL_NAMES) }),
    data: v.null(),
  },
  smtpCredentialUpdate: smtp.update,
  smtpCredentialTest: smtp.test,
  firebaseCredentialUpdate: firebase.update,
  firebaseCredentialTest: firebase.test,
  smsCredentialUpdate: sms.update,
  smsCredentialTest: sms.test,
} as const satisfies Record<string, Endpoint>;
