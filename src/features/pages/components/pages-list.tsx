import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BadgeRow, DateCell } from '@/components/list/cells';
import { statusColumn, textColumn } from '@/components/list/columns';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import { actionsColumn, editAction } from '@/components/list/row-actions';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { hrefOf, paths } from '@/shared/paths';
import type { PageRow } from '@/shared/schemas/pages';
import { useDeletePage } from '../api/pages.mutations';
import { pagesListSource } from '../api/pages.queries';
import { languageName } from '../lib/language-name';
import { AUDIENCE, PAGE_STATUS } from '../lib/page-labels';
import { pagesList } from '../lib/pages-list';

// The dialog loads when it is first opened.
const PageCreateDialog = lazy(() => import('./page-create-dialog'));

/**
 * Settings → Content pages on the list kit: the address, the title in the reader's language (a "Fallback" badge
 * when it is the default language's), the audience, draft / published / changed since publish, the last publish
 * and the languages still missing. A row opens the page's editor; built-in pages cannot be deleted.
 */
export function PagesList(url: ListUrl) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const remove = useDeletePage();
  const source = useMemo(() => pagesListSource(i18n.locale), [i18n.locale]);
  const del = useDeleteAction<PageRow>({
    texts: {
      title: t`Delete page`,
      message: ({ slug }) =>
        t`Are you sure you want to delete the page ${slug} and its versions? This cannot be undone.`,
      failed: t`The page was not deleted.`,
    },
    remove: (row) => remove.mutateAsync(row.id),
    deleted: ({ slug }) => t`Page ${slug} deleted.`,
  });

  const columns = useMemo((): ListColumn<PageRow>[] => {
    const name = (tag: string) => languageName(tag, i18n.locale);
    return [
      {
        id: 'slug',
        title: t`Address`,
        sortable: true,
        card: 'title',
        noWrap: true,
        render: (row) => (
          <Anchor renderRoot={(props) => <Link {...paths.page(row.id)} {...props} />} size="sm" fw={500}>
            /{row.slug}
          </Anchor>
        ),
      },
      {
        id: 'title',
        title: t`Title`,
        card: 'main',
        render: (row) =>
          row.title ? (
            <Group gap={6} wrap="wrap">
              <span>{row.title}</span>
              {row.fallback && row.titleLang && (
                <Badge size="xs" variant="filled" color="orange" title={name(row.titleLang)}>
                  {t`Fallback`}
                </Badge>
              )}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">{t`No title yet`}</Text>
          ),
      },
      textColumn('audience', t`Audience`, { text: (row) => i18n._(AUDIENCE[row.audience]) }),
      statusColumn(PAGE_STATUS, undefined, { sortable: false }),
      {
        id: 'publishedAt',
        title: t`Last published`,
        sortable: true,
        render: (row) => <DateCell value={row.publishedAt} format="YYYY-MM-DD HH:mm" />,
      },
      {
        id: 'missing',
        title: t`Missing languages`,
        render: (row) =>
          row.missing.length === 0 && row.outdated.length === 0 ? (
            '--'
          ) : (
            <BadgeRow>
              {row.missing.map((lang) => (
                <Badge key={lang} size="xs" variant="filled" color="red">
                  {name(lang)}
                </Badge>
              ))}
              {row.outdated.map((lang) => {
                const language = name(lang);
                return (
                  <Badge key={`${lang}-outdated`} size="xs" variant="filled" color="yellow">
                    {t`${language}: outdated`}
                  </Badge>
                );
              })}
            </BadgeRow>
          ),
      },
      actionsColumn(
        t`Actions`,
        (row) => row.slug,
        (row) => [
          editAction(() => void navigate(paths.page(row.id)), hrefOf(paths.page(row.id))),
          ...(row.reserved ? [] : [del.action(row)]),
        ],
      ),
    ];
  }, [t, i18n, del.action, navigate]);

  return (
    <ListScreen
      {...url}
      definition={pagesList}
      source={source}
      columns={columns}
      texts={{ title: t`Content pages`, loadError: t`Content pages could not be loaded.` }}
      actions={
        <PlainButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t`Add page`}
        </PlainButton>
      }
      testIds={{ list: 'pages', row: 'page' }}
    >
      {adding && (
        <Suspense fallback={null}>
          <PageCreateDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {del.dialog}
    </ListScreen>
  );
}
