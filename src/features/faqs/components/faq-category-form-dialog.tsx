import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { FormDialog } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { PlainBadge } from '@/components/plain-badge';
import { useOperator } from '@/lib/operator-context';
import { faqEndpoints } from '@/shared/api/endpoints/faqs';
import { FAQ_CATEGORY_NAME_MAX, FaqCategoryBodySchema, type FaqCategoryRow } from '@/shared/schemas/faqs';
import { faqKeys } from '../api/faqs.queries';
import { languageName, textsByLanguage } from '../lib/faq-languages';

type Props = { category: FaqCategoryRow | null; onClose: () => void };

/** Add / rename a FAQ category: its name in every enabled language, the default one first and required. */
export default function FaqCategoryFormDialog({ category, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { config } = useOperator();
  const languages = config.languages;
  const outdated = new Set(category?.outdated ?? []);
  const entity = useEntityForm({
    endpoint: category ? faqEndpoints.faqCategoryUpdate : faqEndpoints.faqCategoryCreate,
    params: category ? { id: category.id } : undefined,
    schema: FaqCategoryBodySchema,
    initialValues: { translations: textsByLanguage(category?.translations ?? [], languages, ['name'] as const) },
    invalidate: [faqKeys.all],
    saved: () => (category ? t`Category saved.` : t`Category added.`),
    failed: t`The category was not saved.`,
    onSaved: onClose,
  });
  return (
    <FormDialog
      entity={entity}
      title={category ? t`Edit category` : t`Add category`}
      submitLabel={category ? t`Save` : t`Add`}
      onClose={onClose}
      size="md"
      testId="faq-category-form"
    >
      {languages.map((lang, index) => (
        <TextInput
          key={lang}
          lang={lang}
          label={index === 0 ? `${languageName(lang, i18n.locale)} (${t`default`})` : languageName(lang, i18n.locale)}
          withAsterisk={index === 0}
          maxLength={FAQ_CATEGORY_NAME_MAX}
          autoComplete="off"
          data-testid={`faq-category-name-${lang}`}
          rightSectionWidth={outdated.has(lang) ? 90 : undefined}
          rightSection={
            outdated.has(lang) ? <PlainBadge variant="filled" color="yellow" size="sm">{t`Outdated`}</PlainBadge> : null
          }
          {...entity.form.getInputProps(`translations.${lang}.name`)}
        />
      ))}
    </FormDialog>
  );
}
