import { useLingui } from '@lingui/react/macro';
import { Group, Select, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { PlainBadge } from '@/components/plain-badge';
import { useOperator } from '@/lib/operator-context';
import { faqEndpoints } from '@/shared/api/endpoints/faqs';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, type FaqAudience, FaqBodySchema, type FaqRow } from '@/shared/schemas/faqs';
import { faqCategoriesQueryOptions, faqKeys } from '../api/faqs.queries';
import { isBlank, languageName, languagesWithErrors, textsByLanguage } from '../lib/faq-languages';

type Props = {
  /** The question to edit; null adds one. */
  faq: FaqRow | null;
  /** The category a new question goes in (the list's filter), when there is one. */
  categoryId?: string;
  onClose: () => void;
};

const FIELDS = ['question', 'answer'] as const;

/**
 * Add / edit a FAQ: its category, audience and published flag, and its question and answer in every enabled language,
 * one tab each, the default language first and required. A tab says when its language has no text yet ("Missing") or
 * when its text was written before the default language's last change ("Outdated"); a tab with an error says so.
 */
export default function FaqFormDialog({ faq, categoryId, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { config } = useOperator();
  const languages = config.languages;
  const defaultLang = languages[0] ?? 'en-US';
  const categories = useQuery(faqCategoriesQueryOptions(i18n.locale));
  const [tab, setTab] = useState<string | null>(defaultLang);
  const entity = useEntityForm({
    endpoint: faq ? faqEndpoints.faqUpdate : faqEndpoints.faqCreate,
    params: faq ? { id: faq.id } : undefined,
    schema: FaqBodySchema,
    initialValues: {
      categoryId: faq?.categoryId ?? categoryId ?? '',
      audience: (faq?.audience ?? 'both') as FaqAudience,
      published: faq?.published ?? false,
      translations: textsByLanguage(faq?.translations ?? [], languages, FIELDS),
    },
    invalidate: [faqKeys.all],
    saved: () => (faq ? t`FAQ saved.` : t`FAQ added.`),
    failed: t`The FAQ was not saved.`,
    onSaved: onClose,
  });
  const { form } = entity;
  const values = form.getValues();
  const withErrors = languagesWithErrors(form.errors);
  const outdated = new Set(faq?.outdated ?? []);

  return (
    <FormDialog
      entity={entity}
      title={faq ? t`Edit FAQ` : t`Add FAQ`}
      submitLabel={faq ? t`Save` : t`Add`}
      onClose={onClose}
      testId="faq-form"
    >
      <Select
        label={t`Category`}
        withAsterisk
        data={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        disabled={categories.isPending}
        allowDeselect={false}
        {...form.getInputProps('categoryId')}
      />
      <Group grow align="flex-start">
        <Select
          label={t`Audience`}
          allowDeselect={false}
          data={[
            { value: 'customers', label: t`Customers` },
            { value: 'providers', label: t`Providers` },
            { value: 'both', label: t`Customers and providers` },
          ]}
          {...form.getInputProps('audience')}
        />
        <Switch mt="xl" label={t`Published`} {...form.getInputProps('published', { type: 'checkbox' })} />
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List>
          {languages.map((lang) => (
            <Tabs.Tab
              key={lang}
              value={lang}
              lang={lang}
              data-testid={`faq-tab-${lang}`}
              rightSection={
                withErrors.has(lang) ? (
                  <PlainBadge variant="filled" color="red" size="sm">{t`Error`}</PlainBadge>
                ) : isBlank(values.translations[lang]) ? (
                  <PlainBadge variant="default" size="sm">{t`Missing`}</PlainBadge>
                ) : outdated.has(lang) ? (
                  <PlainBadge variant="filled" color="yellow" size="sm">{t`Outdated`}</PlainBadge>
                ) : null
              }
            >
              {languageName(lang, i18n.locale)}
              {lang === defaultLang ? ` (${t`default`})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="sm" lang={lang}>
            <TextInput
              label={t`Question`}
              withAsterisk={lang === defaultLang}
              maxLength={FAQ_QUESTION_MAX}
              autoComplete="off"
              data-testid={`faq-question-${lang}`}
              {...form.getInputProps(`translations.${lang}.question`)}
            />
            <Textarea
              mt="sm"
              label={t`Answer`}
              withAsterisk={lang === defaultLang}
              maxLength={FAQ_ANSWER_MAX}
              autosize
              minRows={4}
              data-testid={`faq-answer-${lang}`}
              {...form.getInputProps(`translations.${lang}.answer`)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </FormDialog>
  );
}
