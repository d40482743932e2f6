import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { bulkTarget, emptySelection, formatTotal, type Selection, selectAllMatching } from './selection';
import type { BulkAction } from './types';

// The result dialog and the undo toast load with the first bulk action.
const BulkRun = lazy(() => import('./bulk-run'));

type Props = {
  selection: Selection;
  total: number;
  /** More than `total` rows match ("10,000+"). */
  totalCapped?: boolean;
  pageState: 'all' | 'some' | 'none';
  pageSize: number;
  actions: BulkAction[];
  filter: Record<string, string | number>;
  onSelection: (selection: Selection) => void;
  /** After an action: the list reloads. */
  onDone: () => void;
};

/** "N selected", "Select all N matching", the screen's bulk actions and "Clear selection". */
export function BulkBar({
  selection,
  total,
  totalCapped = false,
  pageState,
  pageSize,
  actions,
  filter,
  onSelection,
  onDone,
}: Props) {
  const { t, i18n } = useLingui();
  const [running, setRunning] = useState<{
    action: BulkAction;
    count: number;
    target: ReturnType<typeof bulkTarget>;
  } | null>(null);
  const count = selection.mode === 'all' ? total : selection.ids.size;
  const shownCount = formatTotal(count, selection.mode === 'all' && totalCapped, i18n.locale);
  const shownTotal = formatTotal(total, totalCapped, i18n.locale);
  return (
    <Paper withBorder p="xs" radius="md" data-testid="bulk-bar" role="region" aria-label={t`Bulk actions`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} data-testid="bulk-count">
            {selection.mode === 'all' ? (
              <Trans>All {shownCount} matching rows selected</Trans>
            ) : (
              <Trans>{shownCount} selected</Trans>
            )}
          </Text>
          {selection.mode === 'ids' && pageState === 'all' && total > pageSize && (
            <Button variant="subtle" size="compact-sm" onClick={() => onSelection(selectAllMatching())}>
              <Trans>Select all {shownTotal} matching</Trans>
            </Button>
          )}
          <Button variant="subtle" color="gray" size="compact-sm" onClick={() => onSelection(emptySelection)}>
            <Trans>Clear selection</Trans>
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action.id}
              size="xs"
              color={action.color}
              leftSection={action.icon}
              onClick={() => setRunning({ action, count, target: bulkTarget(selection, filter) })}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Group>
      {running && (
        <Suspense fallback={null}>
          <BulkRun
            action={running.action}
            count={running.count}
            target={running.target}
            onClose={(applied) => {
              setRunning(null);
              if (applied) {
                onSelection(emptySelection);
                onDone();
              }
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
