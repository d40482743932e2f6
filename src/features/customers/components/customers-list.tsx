import { useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DateCell, DisplayId, StatusToggle, TruncatedText } from '@/components/list/cells';
import type { ListSearch } from '@/components/list/define-list';
import { idColumn } from '@/components/list/columns';
import { ListScreen } from '@/components/list/list-screen';
import type { ListColumn } from '@/components/list/types';
import { apiDownload } from '@/lib/api-client';
import { customerEndpoints } from '@/shared/api/endpoints/customers';
import { formatNumber } from '@/shared/format';
import type { CustomerRow } from '@/shared/schemas/customers';
import { useCustomerStatus } from '../api/customers.mutations';
import { customersListSource } from '../api/customers.queries';
import { customersList } from '../lib/customers-list';
import { initials } from '../lib/initials';
import { paths } from '@/shared/paths';

type Props = {
  search: ListSearch;
  onSearchChange: (search: ListSearch, options?: { replace?: boolean }) => void;
};

const EMPTY = '—';

/** A customer's name with their picture (or initials), linking to the customer's page. */
function CustomerName({ row }: { row: CustomerRow }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={row.image} alt="" size={32} radius="xl" variant="filled" color="gray.7">
        {initials(row.name)}
      </Avatar>
      <Anchor renderRoot={(props) => <Link {...paths.customer(row.id)} {...props} />} size="sm" fw={600}>
        {row.name || EMPTY}
      </Anchor>
    </Group>
  );
}

/**
 * Customers (Users → Customers) on the list kit: the id, name with picture, email, phone (international
 * format, from the server), join date, bookings and a status toggle that saves at once; a row opens the
 * customer's page. Export writes customers.csv of the current filter and order.
 */
export function CustomersList({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const status = useCustomerStatus();

  const columns = useMemo(
    (): ListColumn<CustomerRow>[] => [
      idColumn<CustomerRow>({
        title: t`Customer ID`,
        sortField: 'createdAt',
        sortLabel: t`Date joined`,
        render: (row) => <DisplayId prefix="" id={row.id} />,
      }),
      { id: 'name', title: t`Name`, sortable: true, card: 'main', render: (row) => <CustomerName row={row} /> },
      {
        id: 'email',
        title: t`Email`,
        sortable: true,
        card: 'sub',
        // Long addresses are cut (whole in the tooltip) so a tablet keeps the phone and the toggle in view.
        render: (row) => (row.email ? <TruncatedText text={row.email} max={26} /> : EMPTY),
      },
      { id: 'phone', title: t`Phone`, noWrap: true, render: (row) => row.phone ?? EMPTY },
      {
        // Sorted from the id column (the kit's idColumn sorts by creation time: "Date joined").
        id: 'createdAt',
        title: t`Joined`,
        noWrap: true,
        // Tablets keep the contact and the toggle in view; the id column still sorts by this date.
        wideOnly: true,
        render: (row) => <DateCell value={row.createdAt} format="YYYY-MM-DD" />,
      },
      {
        id: 'bookings',
        title: t`Bookings`,
        align: 'right',
        noWrap: true,
        wideOnly: true,
        card: 'aside',
        render: (row) => formatNumber(row.bookings, i18n.locale),
      },
      {
        id: 'status',
        title: t`Status`,
        noWrap: true,
        card: 'status',
        render: ({ id, name, status: active }) => (
          <StatusToggle
            checked={active}
            label={t`Active: ${name}`}
            onChange={(next) => status.mutateAsync({ id, status: next })}
          />
        ),
      },
    ],
    [t, i18n.locale, status.mutateAsync],
  );

  return (
    <ListScreen
      definition={customersList}
      search={search}
      onSearchChange={onSearchChange}
      source={customersListSource}
      columns={columns}
      texts={{ title: t`Customers`, empty: t`no data found`, loadError: t`Customers could not be loaded.` }}
      onRowClick={(row) => void navigate(paths.customer(row.id))}
      exportSpec={{
        fileName: 'customers.csv',
        download: (query, onProgress, signal) =>
          apiDownload(customerEndpoints.customersExport, { query }, { onProgress, signal }),
      }}
      testIds={{ list: 'customers', row: 'customer' }}
    />
  );
}
