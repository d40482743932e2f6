import { Trans, useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconCalendar, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { DateRange } from './date-range-dialog';
import { PlainButton } from './plain-button';

type Props = { value: DateRange; onChange: (range: DateRange) => void };

// The calendar (Mantine dates, dayjs, the modal) loads on the first click, not with the page.
const DateRangeDialog = lazy(() => import('./date-range-dialog'));

/** The date-range button (400 px dialog) and, once a range is set, the reset button. */
export function DateRangeFilter({ value, onChange }: Props) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const label = value ? `${value.startDate} – ${value.endDate}` : t`Date range`;
  return (
    <Group gap="xs">
      <PlainButton
        variant="default"
        leftSection={<IconCalendar size={16} />}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        // Start fetching the calendar when the pointer comes near.
        onPointerEnter={() => void import('./date-range-dialog')}
      >
        {label}
      </PlainButton>
      {value && (
        <PlainButton variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={() => onChange(null)}>
          <Trans>Reset</Trans>
        </PlainButton>
      )}
      {used && (
        <Suspense fallback={null}>
          <DateRangeDialog opened={opened} value={value} onClose={() => setOpened(false)} onChange={onChange} />
        </Suspense>
      )}
    </Group>
  );
}
