import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { bookingStatusDisplay } from '@/lib/status-display';
import { BookingStatusBadge } from '@/components/status-badge';
import type { OrderDetail } from '@/shared/schemas/orders';
import { useChangeOrderStatus } from '../api/orders.mutations';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';

const NOTE_MAX = 500;

/** Cancelling or rejecting ends a booking: those actions look different and confirm in red. */
const isEnding = (status: number) => status >= 7;

/**
 * One button per status the booking may move to next; each asks for confirmation with an optional note.
 * The change shows at once (detail and lists) and is undone if the server refuses it.
 */
export function OrderStatusActions({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const change = useChangeOrderStatus(order.id);
  const [target, setTarget] = useState<number | null>(null);
  const [note, setNote] = useState('');
  useUnsavedChanges(() => target !== null && note.trim() !== '');
  const label = (status: number) => i18n._(bookingStatusDisplay(status).label);
  const close = () => {
    setTarget(null);
    setNote('');
  };

  if (order.allowedNextStatuses.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-status-actions">
        <Trans>This booking is closed: its status can no longer change.</Trans>
      </Text>
    );
  }

  const targetLabel = target === null ? '' : label(target);
  return (
    <>
      <Group gap="xs" data-testid="status-actions">
        {order.allowedNextStatuses.map((status) => {
          const statusLabel = label(status);
          return (
            <Button
              key={status}
              size="xs"
              variant={isEnding(status) ? 'default' : 'filled'}
              leftSection={
                isEnding(status) ? <IconX size={14} aria-hidden /> : <IconArrowRight size={14} aria-hidden />
              }
              // Offline a change waits in the queue: the next one may follow it (they are sent in order).
              disabled={change.isPending && !change.isPaused}
              onClick={() => setTarget(status)}
            >
              <Trans>Mark as {statusLabel}</Trans>
            </Button>
          );
        })}
      </Group>
      <Modal opened={target !== null} onClose={close} title={t`Change the status?`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (target === null) return;
            const trimmed = note.trim();
            // A refusal is reported by the mutation itself (it may come long after, from the queue).
            change.change({ status: target, note: trimmed || null });
            close();
          }}
        >
          <Stack>
            <Group gap="xs">
              <BookingStatusBadge status={order.status} />
              <Text aria-hidden>→</Text>
              {target !== null && <BookingStatusBadge status={target} />}
            </Group>
            <Text size="sm">
              <Trans>The booking will be marked as {targetLabel}.</Trans>
            </Text>
            <Textarea
              label={t`Note (optional)`}
              autosize
              minRows={2}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              description={t`Kept in the booking’s history.`}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" color={target !== null && isEnding(target) ? 'red.8' : undefined}>
                <Trans>Confirm</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
