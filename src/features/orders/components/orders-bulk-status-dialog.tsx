import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { bookingStatusDisplay } from '@/lib/status-display';
import { BOOKING_STATUS_CODES } from '@/shared/schemas/orders';
import { formatNumber } from '@/shared/format';

type Props = { count: number; submit: (input: unknown) => void; cancel: () => void };

/** The bulk status change's form: the new status and an optional note, for the selected bookings. */
export default function OrdersBulkStatusDialog({ count, submit, cancel }: Props) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = formatNumber(count, i18n.locale);
  return (
    <Modal opened onClose={busy ? () => undefined : cancel} title={t`Change status`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (status === null) return setError(t`Choose a status.`);
          setBusy(true);
          submit({ status: Number(status), note: note.trim() || null });
        }}
      >
        <Stack>
          <Text size="sm">
            <Trans>
              Each of the {shown} selected bookings moves to the new status if its current status allows it; the others
              are left as they are and listed with the reason.
            </Trans>
          </Text>
          <Select
            label={t`New status`}
            data={BOOKING_STATUS_CODES.map((code) => ({
              value: String(code),
              label: i18n._(bookingStatusDisplay(code).label),
            }))}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setError(null);
            }}
            error={error}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            required
          />
          <Textarea
            label={t`Note (optional)`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Apply</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
