import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactElement, useMemo } from 'react';
import { DateCell, DisplayId, Money } from '@/components/list/cells';
import { type FieldOf, moneyColumn } from '@/components/list/columns';
import type { ListDefinition } from '@/components/list/define-list';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import type { ListSource } from '@/components/list/list-source';
import type { ListColumn } from '@/components/list/types';
import type {
  AgentReportRow,
  OrderReportRow,
  ProductReportRow,
  ReportName,
  SupplierReportRow,
  UserReportRow,
} from '@/shared/schemas/reports';
import { downloadReport, reportSources } from '../api/reports.queries';
import { REPORT_LISTS, type ReportTab, readReportSearch } from '../lib/report-lists';
import { BroadcastPanel } from './broadcast-panel';
import { paths } from '@/shared/paths';

type Props = ListUrl;

/** A count of the row: sortable, right-aligned. */
const countColumn = <Row,>(
  id: FieldOf<Row, number>,
  title: string,
  options: Partial<ListColumn<Row>> = {},
): ListColumn<Row> => ({ id, title, sortable: true, align: 'right', render: (r) => r[id] as number, ...options });

/** The five tabs (each its own route, so a link reproduces the tab and its view). */
export function ReportTabs({ active }: { active: ReportName }) {
  const { t } = useLingui();
  const tabs: [ReportName, string][] = [
    ['users', t`User`],
    ['orders', t`Order`],
    ['suppliers', t`Supplier`],
    ['agents', t`Agent`],
    ['products', t`Product`],
  ];
  return (
    <Tabs value={active} aria-label={t`Reports`}>
      <Tabs.List>
        {tabs.map(([name, label]) => (
          <Tabs.Tab key={name} value={name} renderRoot={(props) => <Link {...props} {...paths.report(name)} />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

function Report<Row extends { id: string }>({
  name,
  source,
  columns,
  broadcast,
  ...url
}: Props & {
  name: ReportName;
  source: ListSource<Row>;
  columns: ListColumn<Row>[];
  /** The send-notification / email panel (User and Order tabs), to the customers of the current filter. */
  broadcast?: 'users' | 'orders';
}) {
  const { t } = useLingui();
  // biome-ignore lint/suspicious/noExplicitAny: each report declares its own filters and sort fields
  const definition: ListDefinition<any, any> = REPORT_LISTS[name];
  const filter = useMemo(() => definition.apiFilter(definition.viewFrom(url.search)), [definition, url.search]);
  // The title first, then the tabs (issue 75: the title sat below them).
  return (
    <ListScreen
      {...url}
      definition={definition}
      source={source}
      columns={columns}
      tabs={
        <>
          <ReportTabs active={name} />
          {broadcast && <BroadcastPanel report={broadcast} filter={filter} />}
        </>
      }
      texts={{ title: t`Reports`, loadError: t`The report could not be loaded.` }}
      exportSpec={{
        fileName: `report-${name}.csv`,
        download: (query, onProgress, signal) => downloadReport(name, query, onProgress, signal),
      }}
      testIds={{ list: `report-${name}`, row: `report-${name}` }}
    />
  );
}

export function UserReport(props: Props) {
  const { t } = useLingui();
  const columns = useMemo(
    (): ListColumn<UserReportRow>[] => [
      { id: 'name', title: t`Name`, sortable: true, card: 'title', hideable: false, render: (r) => r.name || '-' },
      {
        id: 'phone',
        title: t`Phone`,
        noWrap: true,
        render: (r) => [r.countryCode, r.phone].filter(Boolean).join(' ') || '-',
      },
      { id: 'email', title: t`Email`, sortable: true, card: 'sub', render: (r) => r.email ?? '-' },
      {
        id: 'registrationDate',
        title: t`Registration date`,
        sortable: true,
        noWrap: true,
        render: (r) => <DateCell value={r.registrationDate} format="dd/MM/yy" />,
      },
      countColumn('totalOrders', t`Total orders`, { card: 'aside' }),
    ],
    [t],
  );
  return <Report name="users" source={reportSources.users} columns={columns} broadcast="users" {...props} />;
}

export function OrderReport(props: Props) {
  const { t } = useLingui();
  const columns = useMemo(
    (): ListColumn<OrderReportRow>[] => [
      {
        id: 'id',
        title: t`Order ID`,
        sortable: true,
        sortField: 'createdOn',
        sortLabel: t`Created on`,
        hideable: false,
        card: 'title',
        noWrap: true,
        render: (r) => <DisplayId prefix="ORD_" id={r.id} />,
      },
      { id: 'username', title: t`Username`, sortable: true, card: 'main', render: (r) => r.username || '-' },
      { id: 'email', title: t`Email`, sortable: true, render: (r) => r.email ?? '-' },
      { id: 'supplier', title: t`Supplier`, sortable: true, card: 'sub', render: (r) => r.supplier ?? '-' },
      { id: 'products', title: t`Products`, sortable: true, render: (r) => r.products },
      {
        id: 'createdOn',
        title: t`Created on`,
        sortable: true,
        noWrap: true,
        render: (r) => <DateCell value={r.createdOn} format="dd/MM/yy" />,
      },
      {
        id: 'status',
        title: t`Status`,
        sortable: true,
        card: 'status',
        render: (r) => (r.status === 'Active' ? t`Active` : t`Inactive`),
      },
      moneyColumn('orderPrice', t`Price`, { card: 'aside' }),
    ],
    [t],
  );
  return <Report name="orders" source={reportSources.orders} columns={columns} broadcast="orders" {...props} />;
}

export function SupplierReport(props: Props) {
  const { t } = useLingui();
  const columns = useMemo(
    (): ListColumn<SupplierReportRow>[] => [
      { id: 'name', title: t`Name`, sortable: true, card: 'title', hideable: false, render: (r) => r.name },
      { id: 'email', title: t`Email`, sortable: true, card: 'sub', render: (r) => r.email ?? '-' },
      {
        id: 'registered',
        title: t`Registered`,
        sortable: true,
        noWrap: true,
        render: (r) => <DateCell value={r.registered} format="dd/MM/yy" />,
      },
      countColumn('orders', t`Orders`),
      countColumn('delivered', t`Delivered`),
      moneyColumn('revenue', t`Revenue`, { card: 'aside' }),
      moneyColumn('commission', t`Commission`),
    ],
    [t],
  );
  return <Report name="suppliers" source={reportSources.suppliers} columns={columns} {...props} />;
}

export function AgentReport(props: Props) {
  const { t } = useLingui();
  const columns = useMemo(
    (): ListColumn<AgentReportRow>[] => [
      { id: 'name', title: t`Name`, sortable: true, card: 'title', hideable: false, render: (r) => r.name },
      { id: 'email', title: t`Email`, sortable: true, render: (r) => r.email ?? '-' },
      { id: 'supplier', title: t`Supplier`, sortable: true, card: 'sub', render: (r) => r.supplier ?? '-' },
      countColumn('totalOrders', t`Total orders`),
      countColumn('delivered', t`Delivered`),
      moneyColumn('revenue', t`Revenue`, { card: 'aside' }),
    ],
    [t],
  );
  return <Report name="agents" source={reportSources.agents} columns={columns} {...props} />;
}

export function ProductReport(props: Props) {
  const { t } = useLingui();
  const columns = useMemo(
    (): ListColumn<ProductReportRow>[] => [
      {
        id: 'productName',
        title: t`Product`,
        sortable: true,
        card: 'title',
        hideable: false,
        render: (r) => r.productName,
      },
      { id: 'categoryName', title: t`Category`, sortable: true, card: 'sub', render: (r) => r.categoryName ?? '-' },
      moneyColumn('averageCostPrice', t`Average cost price`),
      moneyColumn('averageSellingPrice', t`Average selling price`),
      {
        id: 'sellingPriceRange',
        title: t`Selling price range`,
        sortable: true,
        noWrap: true,
        render: (r) =>
          r.sellingPriceRange ? (
            <>
              <Money amount={r.sellingPriceRange.min / 100} /> – <Money amount={r.sellingPriceRange.max / 100} />
            </>
          ) : (
            '—'
          ),
      },
      moneyColumn('profit', t`Profit`),
      countColumn('numberOfSuppliers', t`Suppliers`),
      countColumn('totalCurrentSupply', t`Current supply`),
      countColumn('totalSold', t`Sold`),
      countColumn('demand', t`Demand`),
      moneyColumn('totalRevenue', t`Revenue`, { card: 'aside' }),
    ],
    [t],
  );
  return <Report name="products" source={reportSources.products} columns={columns} {...props} />;
}

const SCREENS: Record<ReportTab, (props: Props) => ReactElement> = {
  users: UserReport,
  orders: OrderReport,
  suppliers: SupplierReport,
  agents: AgentReport,
  products: ProductReport,
};

/** One tab of the reports, its URL read with the tab's own list schema. */
export function ReportScreen({ tab, search, onSearchChange }: Props & { tab: ReportTab }) {
  const parsed = useMemo(() => readReportSearch(tab, search).search, [tab, search]);
  const Screen = SCREENS[tab];
  return <Screen search={parsed} onSearchChange={onSearchChange} />;
}
