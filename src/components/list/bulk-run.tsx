import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { hideNotification, notify } from '@/lib/notify';
import { messageText } from '@/lib/server-messages';
import { formatNumber } from '@/shared/format';
import type { BulkTarget } from './selection';
import type { BulkRefusal } from '@/shared/schemas/list';
import type { BulkAction, BulkResult } from './types';

/** How long a reversible bulk action can be undone. */
export const UNDO_MS = 5000;

type Props = {
  action: BulkAction;
  count: number;
  target: BulkTarget;
  /** `applied`: something changed (the list reloads and the selection ends). */
  onClose: (applied: boolean) => void;
};

/**
 * One bulk action from start to end: its input (or a confirmation), the call, then what was applied and
 * what was refused and why; a reversible action offers Undo for 5 s.
 */
export default function BulkRun({ action, count, target, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<
    { step: 'input' } | { step: 'running' } | { step: 'done'; result: BulkResult } | { step: 'failed'; message: string }
  >({ step: 'input' });
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const shownCount = formatNumber(count, i18n.locale);

  const run = (input: unknown) => {
    setState({ step: 'running' });
    action.run(target, input).then(
      (result) => {
        const applied = result.applied.length;
        if (action.undo && applied > 0) offerUndo(action, result, input);
        if (result.refused.length === 0) {
          const shown = formatNumber(applied, i18n.locale);
          if (!action.undo) notify({ color: 'green', message: t`${action.label}: ${shown} changed.` });
          onClose(applied > 0);
        } else if (alive.current) setState({ step: 'done', result });
      },
      (error: unknown) => {
        if (alive.current)
          setState({
            step: 'failed',
            message: error instanceof ApiError ? error.message : t`The change was not saved.`,
          });
      },
    );
  };

  const offerUndo = (bulk: BulkAction, result: BulkResult, input: unknown) => {
    const id = `undo-${Date.now()}`;
    const shown = formatNumber(result.applied.length, i18n.locale);
    notify({
      id,
      color: 'green',
      autoClose: UNDO_MS,
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Trans>
              {bulk.label}: {shown} changed.
            </Trans>
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              hideNotification(id);
              bulk.undo?.(result, input).then(
                () => notify({ color: 'blue', message: t`Undone.` }),
                (error: unknown) =>
                  notify({
                    color: 'red',
                    title: t`Error`,
                    message: error instanceof ApiError ? error.message : t`The change could not be undone.`,
                  }),
              );
            }}
          >
            <Trans>Undo</Trans>
          </Button>
        </Group>
      ),
    });
  };

  if (state.step === 'input' && action.renderInput)
    return <>{action.renderInput({ count, submit: run, cancel: () => onClose(false) })}</>;

  if (state.step === 'input' || state.step === 'running')
    return (
      <Modal opened onClose={() => state.step === 'input' && onClose(false)} title={action.label} centered>
        <Stack>
          <Text size="sm">
            <Trans>Apply to {shownCount} rows?</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(false)} disabled={state.step === 'running'}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={state.step === 'running'} onClick={() => run(undefined)}>
              {action.label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );

  if (state.step === 'failed')
    return (
      <Modal opened onClose={() => onClose(false)} title={action.label} centered>
        <Alert color="red" title={t`Error`} role="alert">
          {state.message}
        </Alert>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => onClose(false)}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Modal>
    );

  const { result } = state;
  const applied = formatNumber(result.applied.length, i18n.locale);
  const refused = formatNumber(result.refused.length, i18n.locale);
  return (
    <Modal opened onClose={() => onClose(result.applied.length > 0)} title={action.label} centered size="lg">
      <Stack data-testid="bulk-result">
        <Text size="sm" data-testid="bulk-result-summary">
          <Trans>
            {applied} changed, {refused} refused.
          </Trans>
        </Text>
        <ScrollArea.Autosize mah={320}>
          <List size="sm" spacing={4}>
            {result.refused.map((refusal) => (
              <List.Item key={refusal.id} data-testid="bulk-refusal">
                {refusalText(action, refusal, messageText(i18n, refusal))}
              </List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button onClick={() => onClose(result.applied.length > 0)}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A refused row as the action words it, around the server's reason in the reader's language. */
const refusalText = (action: BulkAction, refusal: BulkRefusal, reason: string) =>
  action.describeRefusal ? action.describeRefusal(refusal, reason) : reason;
