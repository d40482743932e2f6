import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DateCell, DisplayId, Money } from '@/components/list/cells';
import type { ListUrl } from '@/components/list/list-route';
import { idColumn, moneyColumn, statusColumn } from '@/components/list/columns';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import type { ListColumn } from '@/components/list/types';
import { transactionEndpoints } from '@/shared/api/endpoints/transactions';
import type { TransactionRow } from '@/shared/schemas/transactions';
import { transactionsListSource, withPaymentType } from '../api/transactions.queries';
import { TRANSACTION_STATUS_DISPLAY } from '../lib/transaction-status';
import { transactionsList } from '../lib/transactions-list';
import { paths } from '@/shared/paths';

/** The customer's first and last name, '-' when there is none (spec §2). */
const customerName = (row: TransactionRow) =>
  [row.customerFirstName, row.customerLastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ') || '-';

/**
 * Transactions (spec part 2 §2) on the list kit: Tnx_ + 8 characters, the customer, the amount and discount in the
 * operator's currency (from integer minor units; 'N/A' without a discount), the status badge in the badge's reading
 * and the date (dd/MM/yy). A row opens its booking. Export writes transactions.csv of the current filter and order.
 */
export function TransactionsList(url: ListUrl) {
  const { t } = useLingui();
  const navigate = useNavigate();

  const columns = useMemo(
    (): ListColumn<TransactionRow>[] => [
      idColumn<TransactionRow>({
        title: t`Transaction ID`,
        sortLabel: t`Date`,
        render: (row) => <DisplayId prefix="Tnx_" id={row.id} />,
      }),
      { id: 'customerName', title: t`Customer`, sortable: true, card: 'main', render: customerName },
      moneyColumn('amount', t`Amount`, { noWrap: true, card: 'aside' }),
      {
        id: 'discount',
        title: t`Discount`,
        sortable: true,
        noWrap: true,
        align: 'right',
        render: (row) => (row.discount === null ? t`N/A` : <Money amount={row.discount / 100} />),
      },
      statusColumn(TRANSACTION_STATUS_DISPLAY),
      {
        id: 'createdAt',
        title: t`Date`,
        noWrap: true,
        card: 'sub',
        render: (row) => <DateCell value={row.createdAt} format="dd/MM/yy" />,
      },
    ],
    [t],
  );

  return (
    <ListScreen
      {...url}
      definition={transactionsList}
      source={transactionsListSource}
      columns={columns}
      texts={{ title: t`Transactions`, loadError: t`Transactions could not be loaded.` }}
      onRowClick={(row) => void navigate(paths.booking(row.orderId))}
      exportSpec={exportOf(transactionEndpoints.transactionsExport, 'transactions.csv', withPaymentType({}))}
      testIds={{ list: 'transactions', row: 'transaction' }}
    />
  );
}
