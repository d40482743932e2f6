import '@mantine/dates/styles.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatIsoDate } from '@/shared/format';

/** An inclusive range of ISO days (`YYYY-MM-DD`), or none. */
export type DateRange = { startDate: string; endDate: string } | null;

type Props = { value: DateRange; onChange: (range: DateRange) => void };

const toIso = (value: string | Date | null): string | null => (value ? formatIsoDate(new Date(value)) : null);

/** The date-range button (400 px dialog) and, once a range is set, the reset button. */
export function DateRangeFilter({ value, onChange }: Props) {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<[string | null, string | null]>([
    value?.startDate ?? null,
    value?.endDate ?? null,
  ]);
  const label = value ? `${value.startDate} – ${value.endDate}` : t`Date range`;
  const open = () => {
    // The range may have changed since the dialog was last open (reset, back/forward).
    setDraft([value?.startDate ?? null, value?.endDate ?? null]);
    setOpened(true);
  };
  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconCalendar size={16} />} onClick={open}>
        {label}
      </Button>
      {value && (
        <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={() => onChange(null)}>
          <Trans>Reset</Trans>
        </Button>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} size={400} title={t`Choose a date range`} centered>
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
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              disabled={!draft[0] || !draft[1]}
              onClick={() => {
                if (draft[0] && draft[1]) onChange({ startDate: draft[0], endDate: draft[1] });
                setOpened(false);
              }}
            >
              <Trans>Apply</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
