import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { IconArrowsSort, IconCategory, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { textColumn, yesNoColumn } from '@/components/list/columns';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { actionsColumn, editAction } from '@/components/list/row-actions';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { i18n } from '@/lib/i18n';
import { faqEndpoints } from '@/shared/api/endpoints/faqs';
import type { FaqAudience, FaqRow } from '@/shared/schemas/faqs';
import { useDeleteFaq } from '../api/faqs.mutations';
import { faqsListSource } from '../api/faqs.queries';
import { faqsList } from '../lib/faqs-list';
import { LanguageMarks } from './language-marks';

// The dialogs load when first opened.
const FaqFormDialog = lazy(() => import('./faq-form-dialog'));
const FaqCategoriesDialog = lazy(() => import('./faq-categories-dialog'));
const FaqOrderDialog = lazy(() => import('./faq-order-dialog'));

type Open = { kind: 'form'; faq: FaqRow | null } | { kind: 'categories' } | { kind: 'order' } | null;

/**
 * Settings → FAQs (issue 70) on the list kit: each question in the reader's language (a "Fallback" badge when it is
 * the default language's), its category, audience, published flag and the languages it is missing or whose text is
 * outdated; add and edit in a dialog with a tab per language, delete with confirmation, the categories and the
 * order of a category's questions (drag and drop or keyboard) in their own dialogs.
 */
export function FaqsList(url: ListUrl) {
  const { t } = useLingui();
  const remove = useDeleteFaq();
  const [open, setOpen] = useState<Open>(null);
  const categoryId = typeof url.search.categoryId === 'string' ? url.search.categoryId : undefined;
  const del = useDeleteAction<FaqRow>({
    texts: {
      title: t`Delete FAQ`,
      message: ({ question }) => t`Are you sure you want to delete the question “${question}”? This cannot be undone.`,
      failed: t`The FAQ was not deleted.`,
    },
    remove: (row) => remove.mutateAsync(row.id),
    deleted: () => t`FAQ deleted.`,
  });

  const columns = useMemo((): ListColumn<FaqRow>[] => {
    const audience: Record<FaqAudience, string> = {
      customers: t`Customers`,
      providers: t`Providers`,
      both: t`Customers and providers`,
    };
    return [
      {
        id: 'question',
        title: t`Question`,
        sortable: true,
        card: 'main',
        render: (row) => (
          <Stack gap={2}>
            <Text size="sm" lang={row.lang} style={{ overflowWrap: 'anywhere' }}>
              {row.question}
            </Text>
            {row.fallback && <LanguageMarks row={{ ...row, missing: [], outdated: [] }} withFallback />}
          </Stack>
        ),
      },
      textColumn('categoryName', t`Category`, { card: 'sub' }),
      { id: 'audience', title: t`Audience`, render: (row) => audience[row.audience] },
      yesNoColumn('published', t`Published`, (row) => row.published),
      {
        id: 'languages',
        title: t`Languages`,
        render: (row) =>
          row.missing.length > 0 || row.outdated.length > 0 ? <LanguageMarks row={row} /> : t`Complete`,
      },
      actionsColumn(
        t`Actions`,
        (row) => row.question,
        (row) => [editAction(() => setOpen({ kind: 'form', faq: row })), del.action(row)],
      ),
    ];
  }, [t, del.action]);

  return (
    <ListScreen
      {...url}
      definition={faqsList}
      source={faqsListSource}
      columns={columns}
      texts={{ title: t`FAQs`, loadError: t`The FAQs could not be loaded.` }}
      actions={
        <Group gap="xs">
          <PlainButton
            variant="default"
            leftSection={<IconCategory size={16} aria-hidden />}
            onClick={() => setOpen({ kind: 'categories' })}
          >
            {t`Categories`}
          </PlainButton>
          <PlainButton
            variant="default"
            leftSection={<IconArrowsSort size={16} aria-hidden />}
            onClick={() => setOpen({ kind: 'order' })}
          >
            {t`Order`}
          </PlainButton>
          <PlainButton
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setOpen({ kind: 'form', faq: null })}
          >
            {t`Add FAQ`}
          </PlainButton>
        </Group>
      }
      exportSpec={exportOf(faqEndpoints.faqsExport, 'faqs.csv', { lang: i18n.locale })}
      testIds={{ list: 'faqs', row: 'faq' }}
    >
      <Suspense fallback={null}>
        {open?.kind === 'form' && (
          <FaqFormDialog faq={open.faq} categoryId={categoryId} onClose={() => setOpen(null)} />
        )}
        {open?.kind === 'categories' && <FaqCategoriesDialog onClose={() => setOpen(null)} />}
        {open?.kind === 'order' && <FaqOrderDialog categoryId={categoryId} onClose={() => setOpen(null)} />}
      </Suspense>
      {del.dialog}
    </ListScreen>
  );
}
