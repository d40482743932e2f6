import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { bookingStatusDisplay } from '@/components/booking-status';
import { type DateRange, DateRangeFilter } from '@/components/date-range-filter';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import { ALL_BOOKINGS, BOOKING_STATUS_CODES } from '@/shared/schemas/orders';

type Props = {
  search: string;
  status: number;
  range: DateRange;
  onSearch: (search: string) => void;
  onStatus: (status: number) => void;
  onRange: (range: DateRange) => void;
};

/**
 * The bookings list's filters: the search box (sent 1000 ms after typing stops, only when it changed),
 * the date range with its reset, and the status dropdown with "All Bookings" (-1).
 */
export function OrdersFilters({ search, status, range, onSearch, onStatus, onRange }: Props) {
  const { t, i18n } = useLingui();
  const [text, setText] = useDebouncedSearch(search, onSearch);
  const statuses = [
    { value: String(ALL_BOOKINGS), label: t`All Bookings` },
    ...BOOKING_STATUS_CODES.map((code) => ({ value: String(code), label: i18n._(bookingStatusDisplay(code).label) })),
  ];
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" data-testid="orders-filters">
      <TextInput
        type="search"
        aria-label={t`Search bookings`}
        placeholder={t`Search by provider, customer, phone, product or booking ID`}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t`Clear search`}
              onClick={() => {
                setText('');
                onSearch('');
              }}
            />
          ) : null
        }
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        style={{ flex: '1 1 18rem' }}
        miw={0}
      />
      <Select
        aria-label={t`Status`}
        data={statuses}
        value={String(status)}
        onChange={(value) => onStatus(value === null ? ALL_BOOKINGS : Number(value))}
        allowDeselect={false}
        checkIconPosition="right"
        w={{ base: '100%', xs: 220 }}
        // Its option list is built when opened: a list kept mounted (hidden) is positioned at every mount,
        // which forces a style calculation of the whole page inside the commit.
        comboboxProps={{ withinPortal: true, keepMounted: false }}
      />
      <DateRangeFilter value={range} onChange={onRange} />
    </Group>
  );
}
