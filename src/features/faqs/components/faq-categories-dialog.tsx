import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useDeleteAction } from '@/components/list/delete-action';
import { PlainButton } from '@/components/plain-button';
import type { FaqCategoryRow } from '@/shared/schemas/faqs';
import { useDeleteFaqCategory, useSaveOrder } from '../api/faqs.mutations';
import { faqCategoriesQueryOptions } from '../api/faqs.queries';
import { LanguageMarks } from './language-marks';
import { SortableList } from './sortable-list';

const FaqCategoryFormDialog = lazy(() => import('./faq-category-form-dialog'));

/**
 * The FAQ categories: their order (drag and drop or keyboard), each with its number of questions and its missing or
 * outdated languages; add, rename, and delete an empty one.
 */
export default function FaqCategoriesDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const categories = useQuery(faqCategoriesQueryOptions(i18n.locale));
  const save = useSaveOrder();
  const remove = useDeleteFaqCategory();
  const [editing, setEditing] = useState<FaqCategoryRow | 'new' | null>(null);
  const del = useDeleteAction<FaqCategoryRow>({
    texts: {
      title: t`Delete category`,
      message: ({ name }) => t`Delete the category ${name}? Only a category without questions can be deleted.`,
      failed: t`The category was not deleted.`,
    },
    remove: (row) => remove.mutateAsync(row.id),
    deleted: ({ name }) => t`Category ${name} deleted.`,
  });
  const rows = categories.data?.data ?? [];
  return (
    <>
      <Modal
        opened={editing === null}
        onClose={onClose}
        title={t`FAQ categories`}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack>
          <Group justify="space-between">
            <Text
              size="sm"
              c="dimmed"
            >{t`Drag a category, or use its handle with the keyboard, to change the order.`}</Text>
            <PlainButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t`Add category`}
            </PlainButton>
          </Group>
          {categories.isError && <Text c="red">{t`The categories could not be loaded.`}</Text>}
          <SortableList
            testId="faq-categories"
            items={rows.map((c) => {
              const { name, faqCount } = c;
              return {
                id: c.id,
                label: name,
                aside: (
                  <Group gap={4} wrap="nowrap">
                    <LanguageMarks row={c} />
                    <Text size="xs" c="dimmed">
                      {plural(faqCount, { one: '# question', other: '# questions' })}
                    </Text>
                    <ActionIcon variant="subtle" aria-label={t`Edit ${name}`} onClick={() => setEditing(c)}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete ${name}`}
                      onClick={() => del.action(c).onClick()}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ),
              };
            })}
            onReorder={(ids) => save.mutateAsync({ ids })}
          />
        </Stack>
      </Modal>
      {editing !== null && (
        <Suspense fallback={null}>
          <FaqCategoryFormDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {del.dialog}
    </>
  );
}
