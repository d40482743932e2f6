import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Group,
  Input,
  Modal,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEye, IconHistory, IconWorldUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { DetailPage, DetailSection } from '@/components/detail/detail-page';
import { failureMessage, formatDate, StatusBadge } from '@/components/list/cells';
import { useEntityForm } from '@/components/form/use-entity-form';
import { notify } from '@/lib/notify';
import { pageEndpoints } from '@/shared/api/endpoints/pages';
import { paths } from '@/shared/paths';
import {
  PAGE_AUDIENCES,
  PAGE_TITLE_MAX,
  PageBodySchema,
  type PageAudience,
  type PageDetail,
} from '@/shared/schemas/pages';
import { usePublishPage } from '../api/pages.mutations';
import { pageDetailQuery, pageKeys } from '../api/pages.queries';
import { languageName } from '../lib/language-name';
import { AUDIENCE, PAGE_STATUS } from '../lib/page-labels';
import { PagePreview } from './page-preview';
import { PageVersions } from './page-versions';
import type { RichTextFieldProps } from './rich-text-field';
import pageBodyClasses from './page-body.module.css';

// The editor (tiptap, ~155 KB gzip) loads when a text is first edited: reading a draft, publishing, comparing and
// restoring versions and the preview do without it, so the page opens within the signed-in JS budget (decision 028).
const RichTextField = lazy(() => import('./rich-text-field').then((m) => ({ default: m.RichTextField })));

type Values = {
  slug: string;
  audience: PageAudience;
  texts: Record<string, { title: string; body: string }>;
};

const valuesOf = (page: PageDetail): Values => ({
  slug: page.slug,
  audience: page.audience,
  texts: Object.fromEntries(
    page.languages.map((lang) => {
      const text = page.texts.find((x) => x.lang === lang);
      return [lang, { title: text?.title ?? '', body: text?.body ?? '' }];
    }),
  ),
});

function Editor({ page, asOf }: { page: PageDetail; asOf: ReactNode }) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<string>(page.defaultLanguage);
  const [dialog, setDialog] = useState<'preview' | 'versions' | null>(null);
  const [previewLang, setPreviewLang] = useState<string>(page.defaultLanguage);
  const publish = usePublishPage();
  const entity = useEntityForm({
    endpoint: pageEndpoints.pageUpdate,
    params: { id: page.id },
    schema: PageBodySchema,
    initialValues: valuesOf(page),
    invalidate: [pageKeys.detail(page.id), pageKeys.lists()],
    saved: () => t`Draft saved.`,
    failed: t`The draft was not saved.`,
  });
  const { form, field } = entity;
  const dirty = form.isDirty();
  const name = (lang: string) => languageName(lang, i18n.locale);
  const textOf = (lang: string) => page.texts.find((x) => x.lang === lang);
  const slug = form.getValues().slug;
  const publishedNumber = page.publishedNumber;
  const publishedWhen = page.publishedAt ? formatDate(page.publishedAt, 'YYYY-MM-DD HH:mm', i18n.locale) : null;

  const onPublish = async () => {
    try {
      const published = await publish.mutateAsync(page.id);
      const number = published.publishedNumber ?? 0;
      notify({ color: 'green', message: t`Version ${number} published.` });
    } catch (error) {
      notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The page was not published.`) });
    }
  };

  const previewText = textOf(previewLang) ?? textOf(page.defaultLanguage);
  return (
    <form noValidate onSubmit={entity.onSubmit} data-testid="page-editor">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={1} size="h2">
                /{slug}
              </Title>
              <StatusBadge value={page.status} map={PAGE_STATUS} unknown={PAGE_STATUS.draft.label} />
              {asOf}
            </Group>
            <Text size="sm" c="dimmed">
              {publishedNumber !== null && publishedWhen !== null
                ? t`Version ${publishedNumber} published ${publishedWhen}`
                : t`Not published yet.`}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setDialog('preview')}
            >
              {t`Preview`}
            </Button>
            <Button
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => setDialog('versions')}
            >
              {t`Versions`}
            </Button>
            <Button type="submit" variant="default" loading={entity.saving} disabled={entity.uploading}>
              {t`Save draft`}
            </Button>
            <Tooltip label={t`Save the draft first`} disabled={!dirty}>
              <Button
                leftSection={<IconWorldUpload size={16} aria-hidden />}
                loading={publish.isPending}
                disabled={dirty || page.status === 'published'}
                onClick={() => void onPublish()}
              >
                {t`Publish`}
              </Button>
            </Tooltip>
          </Group>
        </Group>

        <DetailSection>
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <TextInput
              label={t`Address`}
              description={
                page.reserved
                  ? t`A built-in page: its address cannot change`
                  : t`Lower-case letters, digits and hyphens: the apps open the page by it`
              }
              disabled={page.reserved}
              autoComplete="off"
              miw={220}
              {...field('slug')}
            />
            <Select
              label={t`Audience`}
              data={PAGE_AUDIENCES.map((value) => ({ value, label: i18n._(AUDIENCE[value]) }))}
              allowDeselect={false}
              miw={220}
              {...field('audience')}
            />
          </Group>
        </DetailSection>

        <Tabs value={tab} onChange={(value) => setTab(value ?? page.defaultLanguage)}>
          <Tabs.List>
            {page.languages.map((lang) => {
              const text = textOf(lang);
              return (
                <Tabs.Tab key={lang} value={lang} data-testid={`page-tab-${lang}`}>
                  <Group gap={6} wrap="nowrap">
                    <span>{name(lang)}</span>
                    {lang === page.defaultLanguage && (
                      <Badge size="xs" variant="filled" color="blue">
                        {t`Default`}
                      </Badge>
                    )}
                    {!text && (
                      <Badge size="xs" variant="filled" color="red">
                        {t`Missing`}
                      </Badge>
                    )}
                    {text?.outdated && (
                      <Badge size="xs" variant="filled" color="yellow">
                        {t`Outdated`}
                      </Badge>
                    )}
                  </Group>
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {page.languages.map((lang) => {
            const language = name(lang);
            const titleField = field(`texts.${lang}.title` as keyof Values & string);
            const bodyProps = form.getInputProps(`texts.${lang}.body`);
            return (
              <Tabs.Panel key={lang} value={lang} pt="md">
                <Stack gap="md">
                  {textOf(lang)?.outdated && (
                    <Text size="sm" c="dimmed">
                      <Trans>
                        The default language’s text changed after this translation was written: check it still says the
                        same.
                      </Trans>
                    </Text>
                  )}
                  <TextInput
                    label={t`Title (${language})`}
                    autoComplete="off"
                    {...titleField}
                    maxLength={PAGE_TITLE_MAX}
                    withAsterisk={lang === page.defaultLanguage}
                  />
                  <BodyField
                    label={t`Text (${language})`}
                    value={bodyProps.value as string}
                    onChange={(html) => bodyProps.onChange(html)}
                    error={bodyProps.error as string | undefined}
                    onUploading={entity.setUploading}
                    testId={`page-body-${lang}`}
                  />
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Stack>

      <Modal
        opened={dialog === 'preview'}
        onClose={() => setDialog(null)}
        title={t`Preview`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="sm">
          {dirty && (
            <Text size="sm" c="dimmed">
              {t`The preview shows the saved draft: save to see your latest changes.`}
            </Text>
          )}
          <Select
            label={t`Language`}
            value={previewLang}
            allowDeselect={false}
            onChange={(value) => setPreviewLang(value ?? page.defaultLanguage)}
            data={page.languages.map((lang) => ({ value: lang, label: name(lang) }))}
            maw={260}
          />
          {previewText ? (
            <PagePreview
              title={previewText.title}
              html={previewText.body}
              lang={previewText.lang}
              testId="page-preview"
            />
          ) : (
            <Text c="dimmed">{t`Nothing written yet.`}</Text>
          )}
        </Stack>
      </Modal>
      <Modal
        opened={dialog === 'versions'}
        onClose={() => setDialog(null)}
        title={t`Versions`}
        size="xl"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <PageVersions page={page} disabled={dirty} />
      </Modal>
    </form>
  );
}

/**
 * A content page's editor (Settings → Content pages → a page): its address and audience, one tab per enabled
 * language (missing and outdated marked) with the title and the rich-text body, Save draft, Publish, the versions
 * (view, compare, restore) and a preview as the apps show it. Loaded only on this route (the editor's code).
 */
export default function PageEditor({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useQuery(pageDetailQuery(id));
  const back = { label: t`Content pages`, link: paths.pages() };
  return (
    <DetailPage
      query={query}
      back={back}
      notFound={{
        testId: 'page-not-found',
        title: t`Page not found`,
        text: t`This page does not exist or was deleted.`,
        back: { label: t`Back to content pages`, link: paths.pages() },
      }}
      loadError={t`The page could not be loaded.`}
    >
      {(page, asOf) => <Editor key={`${page.id}:${page.updatedAt}`} page={page} asOf={asOf} />}
    </DetailPage>
  );
}

/** A language's text: the draft as the server keeps it (sanitised), and the editor once the user edits it. */
function BodyField(props: RichTextFieldProps) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Suspense fallback={<Skeleton h={240} />}>
        <RichTextField {...props} autoFocus />
      </Suspense>
    );
  }
  return (
    <Input.Wrapper label={props.label} error={props.error} data-testid={props.testId}>
      <Stack gap="xs" align="flex-start">
        {props.value ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-list sanitised it (decision 028)
          <div className={pageBodyClasses.body} dangerouslySetInnerHTML={{ __html: props.value }} />
        ) : (
          <Text c="dimmed" size="sm">
            <Trans>No text yet.</Trans>
          </Text>
        )}
        <Button variant="light" size="xs" onClick={() => setEditing(true)}>
          <Trans>Edit text</Trans>
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
