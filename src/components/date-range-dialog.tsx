import '@mantine/dates/styles.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { formatIsoDate } from '@/shared/format';
import type { DateRange } from './date-range-filter';

type Props = { opened: boolean; value: DateRange; onClose: () => void; onChange: (range: DateRange) => void };

const toIso = (value: string | Date | null): string | null => (value ? formatIsoDate(new Date(value)) : null);

/** The 400 px range dialog; loaded on the first click of the date-range button (calendar code is not start-up code). */
export default function DateRangeDialog({ opened, value, onClose, onChange }: Props) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<[string | null, string | null]>([
    value?.startDate ?? null,
    value?.endDate ?? null,
  ]);
  const [wasOpened, setWasOpened] = useState(opened);
  // The range may have changed since the dialog was last open (reset, back/forward).
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setDraft([value?.startDate ?? null, value?.endDate ?? null]);
  }
  return (
    <Modal opened={opened} onClose={onClose} size={400} title={t`Choose a date range`} centered>
      <Stack align="center">
        <DatePicker
          type="range"
          allowSingleDateInRange
          locale={i18n.locale}
          value={draft}
          onChange={(next) => setDraft([toIso(next[0]), toIso(next[1])])}
          maxDate={new Date()}
          ariaLabels={{ previousMonth: t`Previous month`, nextMonth: t`Next month` }}
        />
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            disabled={!draft[0] || !draft[1]}
            onClick={() => {
              if (draft[0] && draft[1]) onChange({ startDate: draft[0], endDate: draft[1] });
              onClose();
            }}
          >
            <Trans>Apply</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
