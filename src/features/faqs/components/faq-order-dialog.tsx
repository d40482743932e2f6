import { useLingui } from '@lingui/react/macro';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { faqEndpoints } from '@/shared/api/endpoints/faqs';
import type { Locale } from '@/shared/locales';
import { MAX_PAGE_SIZE } from '@/shared/schemas/common';
import { useSaveOrder } from '../api/faqs.mutations';
import { faqCategoriesQueryOptions, faqKeys } from '../api/faqs.queries';
import { SortableList } from './sortable-list';

/**
 * The order of one category's questions, as the apps show them: drag a question, or focus its handle and move it
 * with the keyboard. Each move is saved at once.
 */
export default function FaqOrderDialog({ categoryId, onClose }: { categoryId?: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const categories = useQuery(faqCategoriesQueryOptions(lang));
  const [chosen, setChosen] = useState<string | null>(categoryId ?? null);
  const current = chosen ?? categories.data?.data[0]?.id ?? null;
  const query = { categoryId: current ?? '', pageSize: MAX_PAGE_SIZE, lang };
  const questions = useQuery({
    queryKey: faqKeys.list({ order: query }),
    queryFn: ({ signal }) => api(faqEndpoints.faqsList, { query }, { signal }),
    enabled: current !== null,
  });
  const save = useSaveOrder();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Order of questions`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        <Select
          label={t`Category`}
          data={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={current}
          onChange={setChosen}
          allowDeselect={false}
          data-testid="faq-order-category"
        />
        <Text size="sm" c="dimmed">
          {t`Drag a question, or focus its handle and press Space, move it with the arrow keys and press Space again.`}
        </Text>
        {questions.isError && <Text c="red">{t`The questions could not be loaded.`}</Text>}
        {questions.data && questions.data.data.length === 0 && (
          <Text size="sm">{t`This category has no questions.`}</Text>
        )}
        {current && (
          <SortableList
            testId="faq-order"
            items={(questions.data?.data ?? []).map((q) => ({ id: q.id, label: q.question }))}
            onReorder={(ids) => save.mutateAsync({ categoryId: current, ids })}
          />
        )}
      </Stack>
    </Modal>
  );
}
