import '@mantine/dates/styles.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { formatIsoDate } from '@/shared/format';
import classes from './calendar.module.css';
import { useCalendarLabels, useCalendarLocale } from './calendar-setup';

/** An inclusive range of ISO days (`YYYY-MM-DD`), or none. */
export type DateRange = { startDate: string; endDate: string } | null;

type Props = { opened: boolean; value: DateRange; onClose: () => void; onChange: (range: DateRange) => void };

// Mantine gives the day as `YYYY-MM-DD`; `new Date()` of that is midnight UTC, the day before west of Greenwich.
const toIso = (value: string | Date | null): string | null => {
  if (!value) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return formatIsoDate(new Date(value));
};

/**
 * The 400 px range dialog; loaded on the first click of the date-range button (calendar code is not start-up code).
 * Month and weekday names and the first day of the week follow the language (`AppDatesProvider`).
 */
export default function DateRangeDialog({ opened, value, onClose, onChange }: Props) {
  const { t } = useLingui();
  const ariaLabels = useCalendarLabels();
  const locale = useCalendarLocale();
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
    <Modal
      opened={opened}
      onClose={onClose}
      size={400}
      title={t`Choose a date range`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack align="center">
        <DatePicker
          type="range"
          allowSingleDateInRange
          locale={locale}
          value={draft}
          onChange={(next) => setDraft([toIso(next[0]), toIso(next[1])])}
          maxDate={new Date()}
          ariaLabels={ariaLabels}
          classNames={{ day: classes.day }}
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
