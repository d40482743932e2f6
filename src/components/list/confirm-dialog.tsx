import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

type ConfirmProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  color?: string;
  onConfirm: () => Promise<unknown> | undefined;
  onClose: () => void;
};

/**
 * The one confirm dialog, taking the spec's texts (e.g. "Delete Service Category" / "Are you sure …?" with
 * Cancel and Delete). While the action runs, the buttons wait; a failure keeps the dialog open.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  color,
  onConfirm,
  onClose,
}: ConfirmProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={title} centered>
      <Stack>
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button
            color={color}
            loading={busy}
            onClick={() => {
              const running = onConfirm();
              if (!running) return onClose();
              setBusy(true);
              running.then(onClose, () => undefined).finally(() => setBusy(false));
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
