import { useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DateCell, TruncatedText } from '@/components/list/cells';
import type { ListUrl } from '@/components/list/list-route';
import { idColumn } from '@/components/list/columns';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { customerEndpoints } from '@/shared/api/endpoints/customers';
import { formatNumber } from '@/shared/format';
import type { CustomerRow } from '@/shared/schemas/customers';
import { useCustomerStatus } from '../api/customers.mutations';
import { customersListSource } from '../api/customers.queries';
import { customersList } from '../lib/customers-list';
import { initials } from '../lib/initials';
import { paths } from '@/shared/paths';

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
export function CustomersList(url: ListUrl) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const status = useCustomerStatus();

  const columns = useMemo(
    (): ListColumn<CustomerRow>[] => [
      idColumn({ title: t`Customer ID`, sortLabel: t`Date joined` }),
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
      statusToggleColumn<CustomerRow>({
        id: 'status',
        noWrap: true,
        checked: (row) => row.status,
        name: (row) => row.name,
        save: ({ id }, next) => status.mutateAsync({ id, status: next }),
      }),
    ],
    [t, i18n.locale, status.mutateAsync],
  );

  return (
    <ListScreen
      {...url}
      definition={customersList}
      source={customersListSource}
      columns={columns}
      texts={{ title: t`Customers`, loadError: t`Customers could not be loaded.` }}
      onRowClick={(row) => void navigate(paths.customer(row.id))}
      exportSpec={exportOf(customerEndpoints.customersExport, 'customers.csv')}
      testIds={{ list: 'customers', row: 'customer' }}
    />
  );
}
