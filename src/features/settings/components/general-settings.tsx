import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, ColorInput, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormPage } from '@/components/form/form-frames';
import { ImageField } from '@/components/form/image-field';
import { QUEUED, useEntityForm } from '@/components/form/use-entity-form';
import { valibotResolver } from '@/lib/form';
import { i18n as appI18n } from '@/lib/i18n';
import { useOperator } from '@/lib/operator-context';
import { messageText } from '@/lib/server-messages';
import { settingsEndpoints } from '@/shared/api/endpoints/settings';
import { contrastProblem } from '@/shared/contrast';
import { CURRENCIES, timeZones } from '@/shared/currencies';
import { type GeneralSettings, GeneralSettingsBodySchema } from '@/shared/schemas/settings';
import { generalSettingsQueryOptions, settingsKeys } from '../api/settings.queries';
import { BrandPreview } from './brand-preview';
import { SettingsLoader } from './settings-loader';

type Values = {
  name: string;
  title: string;
  shortName: string;
  logoUrl: string;
  faviconUrl: string;
  iconUrl: string;
  primaryColor: string;
  timeZone: string;
  currency: string;
  supportEmail: string;
  supportPhone: string;
  confirmCurrencyChange: boolean;
};

/** The form's values of the saved settings. */
export function valuesOf(settings: GeneralSettings): Values {
  return {
    name: settings.name,
    title: settings.title,
    shortName: settings.shortName,
    logoUrl: settings.logoUrl ?? '',
    faviconUrl: settings.faviconUrl ?? '',
    iconUrl: settings.iconUrl ?? '',
    primaryColor: settings.primaryColor.toUpperCase(),
    timeZone: settings.timeZone,
    currency: settings.currency,
    supportEmail: settings.supportEmail ?? '',
    supportPhone: settings.supportPhone ?? '',
    confirmCurrencyChange: false,
  };
}

const resolver = valibotResolver(GeneralSettingsBodySchema);

/**
 * The schema's checks, the colour's measured contrast worded as the server words it, and the confirmation a change
 * of currency needs once the operator has bookings.
 */
function validatorFor(settings: GeneralSettings) {
  return (values: Values) => {
    const errors: Record<string, string> = resolver(values);
    const problem = errors.primaryColor ? null : contrastProblem(values.primaryColor);
    if (problem) errors.primaryColor = messageText(appI18n, problem);
    if (values.currency !== settings.currency && settings.bookings > 0 && !values.confirmCurrencyChange)
      errors.confirmCurrencyChange = messageText(appI18n, {
        code: 'settings.currency_confirm',
        params: { bookings: settings.bookings },
      });
    return errors;
  };
}

function GeneralSettingsForm({ settings }: { settings: GeneralSettings }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { refreshConfig } = useOperator();
  const entity = useEntityForm({
    endpoint: settingsEndpoints.generalSettingsUpdate,
    schema: GeneralSettingsBodySchema,
    validate: validatorFor(settings),
    initialValues: valuesOf(settings),
    saved: () => t`Settings saved.`,
    failed: t`The settings were not saved.`,
    onSaved: (saved) => {
      if (saved === QUEUED) return;
      queryClient.setQueryData(settingsKeys.general(), saved);
      // This console follows at once; the operator's other consoles hear of it through the live channel.
      refreshConfig().catch((error: unknown) => console.warn('configuration refresh failed', error));
    },
  });
  const { form, field } = entity;
  const values = form.getValues();
  const zones = useMemo(() => {
    const list = timeZones();
    return list.includes(settings.timeZone) ? list : [settings.timeZone, ...list];
  }, [settings.timeZone]);
  const currencyChanged = values.currency !== settings.currency;
  const needsConfirmation = currencyChanged && settings.bookings > 0;

  return (
    <FormPage
      entity={entity}
      title={<Trans>General settings</Trans>}
      submitLabel={<Trans>Save</Trans>}
      cancel={null}
      testId="general-settings-form"
    >
      <Title order={2} size="h4">
        <Trans>Branding</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`Operator name`} {...field('name')} />
        <TextInput
          label={t`Console title`}
          description={t`The page title and the installed app's name`}
          {...field('title')}
        />
        <TextInput label={t`Short name`} description={t`Under the installed app's icon`} {...field('shortName')} />
        <ColorInput
          label={t`Primary colour`}
          format="hex"
          withEyeDropper={false}
          swatches={['#1B86FE', '#0B7285', '#2B8A3E', '#C2255C', '#5F3DC4', '#E8590C']}
          {...field('primaryColor')}
          onChange={(value) => form.setFieldValue('primaryColor', value.toUpperCase())}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ImageField entity={entity} field="logoUrl" label={t`Logo`} alt={t`Logo`} flag="branding" testId="logo" />
        <ImageField
          entity={entity}
          field="faviconUrl"
          label={t`Favicon`}
          alt={t`Favicon`}
          flag="branding"
          testId="favicon"
        />
        <ImageField
          entity={entity}
          field="iconUrl"
          label={t`Install icon`}
          alt={t`Install icon`}
          flag="branding"
          testId="install-icon"
        />
      </SimpleGrid>
      <Title order={2} size="h4">
        <Trans>Preview</Trans>
      </Title>
      <BrandPreview title={values.title} logoUrl={values.logoUrl} color={values.primaryColor} />
      <Title order={2} size="h4">
        <Trans>Region and contact</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t`Time zone`}
          data={zones}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...field('timeZone')}
        />
        <Select
          label={t`Currency`}
          data={[...CURRENCIES]}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          description={
            settings.bookings > 0 ? t`Stored amounts are never converted when the currency changes.` : undefined
          }
          {...field('currency')}
        />
        <TextInput label={t`Support email`} type="email" {...field('supportEmail')} />
        <TextInput label={t`Support phone`} type="tel" placeholder="+91 98765 43210" {...field('supportPhone')} />
      </SimpleGrid>
      {needsConfirmation ? (
        <Checkbox
          label={t`Change the currency to ${values.currency}: the amounts of the ${settings.bookings} existing bookings stay as stored, not converted`}
          data-testid="confirm-currency"
          {...form.getInputProps('confirmCurrencyChange', { type: 'checkbox' })}
        />
      ) : null}
    </FormPage>
  );
}

/** Settings → General (module `settings`): the operator's branding, region, currency and support contact. */
export function GeneralSettingsScreen() {
  const { t } = useLingui();
  const query = useQuery(generalSettingsQueryOptions());
  return (
    <SettingsLoader query={query} loadError={t`The settings could not be loaded.`}>
      {(settings) => <GeneralSettingsForm key={JSON.stringify(settings)} settings={settings} />}
    </SettingsLoader>
  );
}
