import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormPage } from '@/components/form/form-frames';
import { QUEUED, useEntityForm } from '@/components/form/use-entity-form';
import { useOperator } from '@/lib/operator-context';
import { settingsEndpoints } from '@/shared/api/endpoints/settings';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/shared/locales';
import { type LanguageSettings, LanguageSettingsBodySchema } from '@/shared/schemas/settings';
import { languageSettingsQueryOptions, settingsKeys } from '../api/settings.queries';
import { SettingsLoader } from './settings-loader';

type Values = { languages: Locale[]; defaultLanguage: Locale };

function LanguageSettingsForm({ settings }: { settings: LanguageSettings }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { refreshConfig } = useOperator();
  const entity = useEntityForm<Values, typeof settingsEndpoints.languageSettingsUpdate>({
    endpoint: settingsEndpoints.languageSettingsUpdate,
    schema: LanguageSettingsBodySchema,
    initialValues: { languages: settings.languages, defaultLanguage: settings.defaultLanguage },
    // The five in the console's order, so the saved list does not depend on the order they were ticked in.
    body: (values) => ({
      languages: LOCALES.filter((lang) => values.languages.includes(lang)),
      defaultLanguage: values.defaultLanguage,
    }),
    saved: () => t`Languages saved.`,
    failed: t`The languages were not saved.`,
    onSaved: (saved) => {
      if (saved === QUEUED) return;
      queryClient.setQueryData(settingsKeys.languages(), saved);
      // The language menu here follows at once (and a reader of a disabled language gets the default, with a notice).
      refreshConfig().catch((error: unknown) => console.warn('configuration refresh failed', error));
    },
  });
  const { form } = entity;
  const values = form.getValues();
  const names = {
    'en-US': t`English`,
    'hi-IN': t`Hindi`,
    'pt-PT': t`Portuguese (Portugal)`,
    'zh-CN': t`Chinese (Simplified)`,
    'zh-TW': t`Chinese (Traditional)`,
  } satisfies Record<Locale, string>;
  const label = (lang: Locale) => (
    <span>
      <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
      {names[lang] !== LANGUAGE_NAMES[lang] ? (
        <Text span c="dimmed" size="sm">
          {' '}
          ({names[lang]})
        </Text>
      ) : null}
    </span>
  );

  return (
    <FormPage
      entity={entity}
      title={<Trans>Languages</Trans>}
      submitLabel={<Trans>Save</Trans>}
      cancel={null}
      testId="language-settings-form"
    >
      <Checkbox.Group
        label={t`Enabled languages`}
        description={t`The language menu, the sign-in page and the content offer these.`}
        withAsterisk
        {...form.getInputProps('languages')}
        onChange={(next) => {
          const enabled = next as Locale[];
          form.setFieldValue('languages', enabled);
          // The default stays one of the enabled languages.
          if (!enabled.includes(form.getValues().defaultLanguage) && enabled[0])
            form.setFieldValue('defaultLanguage', enabled[0]);
        }}
      >
        <Stack gap="xs" mt="xs">
          {LOCALES.map((lang) => (
            <Checkbox key={lang} value={lang} label={label(lang)} data-testid={`language-${lang}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Radio.Group
        label={t`Default language`}
        description={t`For users who have not chosen one, and for those whose language is disabled.`}
        withAsterisk
        {...form.getInputProps('defaultLanguage')}
      >
        <Stack gap="xs" mt="xs">
          {LOCALES.filter((lang) => values.languages.includes(lang)).map((lang) => (
            <Radio key={lang} value={lang} label={label(lang)} data-testid={`default-${lang}`} />
          ))}
        </Stack>
      </Radio.Group>
    </FormPage>
  );
}

/** Settings → Languages (module `languages`): the languages the operator offers and its default. */
export function LanguageSettingsScreen() {
  const { t } = useLingui();
  const query = useQuery(languageSettingsQueryOptions());
  return (
    <SettingsLoader query={query} loadError={t`The languages could not be loaded.`}>
      {(settings) => <LanguageSettingsForm key={JSON.stringify(settings)} settings={settings} />}
    </SettingsLoader>
  );
}
