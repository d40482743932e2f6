import { useLingui } from '@lingui/react/macro';
import { Select, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { FormDialog } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { useOperator } from '@/lib/operator-context';
import { pageEndpoints } from '@/shared/api/endpoints/pages';
import { paths } from '@/shared/paths';
import { PAGE_AUDIENCES, PageSlugSchema, PageTitleSchema } from '@/shared/schemas/pages';
import { pageKeys } from '../api/pages.queries';
import { languageName } from '../lib/language-name';
import { AUDIENCE } from '../lib/page-labels';

/** The dialog's fields: the address, the audience and the title in the default language (the rest in the editor). */
const PageCreateSchema = v.object({
  slug: PageSlugSchema,
  audience: v.picklist(PAGE_AUDIENCES, 'validations.required'),
  title: v.pipe(PageTitleSchema, v.nonEmpty('validations.required')),
});

/** Add page: its address, audience and title in the operator's default language; then the editor opens. */
export default function PageCreateDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const defaultLanguage = useOperator().config.languages[0] ?? 'en-US';
  const entity = useEntityForm({
    endpoint: pageEndpoints.pageCreate,
    schema: PageCreateSchema,
    initialValues: { slug: '', audience: 'both' as string, title: '' },
    body: ({ slug, audience, title }) => ({
      slug,
      audience: audience as (typeof PAGE_AUDIENCES)[number],
      texts: { [defaultLanguage]: { title, body: '' } },
    }),
    fieldOf: (field) => (field.startsWith('texts.') ? 'title' : field),
    invalidate: [pageKeys.lists()],
    saved: ({ slug }) => t`Page ${slug} added.`,
    failed: t`The page was not added.`,
    onSaved: (page) => {
      onClose();
      if (typeof page === 'object') void navigate(paths.page(page.id));
    },
  });
  const { field } = entity;
  const language = languageName(defaultLanguage, i18n.locale);
  return (
    <FormDialog entity={entity} title={t`Add page`} submitLabel={t`Add`} onClose={onClose} testId="page-create">
      <TextInput
        label={t`Address`}
        description={t`Lower-case letters, digits and hyphens: the apps open the page by it`}
        placeholder="refund-policy"
        autoComplete="off"
        {...field('slug')}
      />
      <Select
        label={t`Audience`}
        data={PAGE_AUDIENCES.map((value) => ({ value, label: i18n._(AUDIENCE[value]) }))}
        allowDeselect={false}
        {...field('audience')}
      />
      <TextInput label={t`Title (${language})`} autoComplete="off" {...field('title')} />
    </FormDialog>
  );
}
