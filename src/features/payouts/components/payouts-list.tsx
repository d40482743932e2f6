import { useLingui } from '@lingui/react/macro';
import { Anchor, Button } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DateCell, DisplayId } from '@/components/list/cells';
import type { ListUrl } from '@/components/list/list-route';
import { idColumn, moneyColumn, statusColumn } from '@/components/list/columns';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import type { ListColumn } from '@/components/list/types';
import { payoutEndpoints } from '@/shared/api/endpoints/payouts';
import { isPayoutActionable, type PayoutRow } from '@/shared/schemas/payouts';
import { payoutsListSource } from '../api/payouts.queries';
import { PAYOUT_STATUS_DISPLAY, PAYOUT_STATUS_UNKNOWN } from '@/lib/status-display';
import { payoutsList } from '../lib/payouts-list';

const PayoutDecisionDialog = lazy(() => import('./payout-decision-dialog'));
const PayoutDetailDrawer = lazy(() => import('./payout-detail-drawer'));

/**
 * Payouts (spec part 2 §2) on the list kit: Pay_ + 8 characters, the provider's first name, the amount in the
 * operator's currency (from integer minor units), the status badge, the request date (medium) and 'Perform action',
 * enabled only while the payout is pending; it opens the Payout Request dialog. A row opens the payout's drawer
 * (request, balance, history, proof). Export writes payouts.csv of the current filter and order.
 */
export function PayoutsList(url: ListUrl) {
  const { t } = useLingui();
  const [deciding, setDeciding] = useState<PayoutRow | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  const columns = useMemo(
    (): ListColumn<PayoutRow>[] => [
      idColumn<PayoutRow>({
        title: t`Payout ID`,
        sortLabel: t`Created`,
        render: (row) => (
          <DisplayId
            prefix="Pay_"
            id={row.id}
            renderLink={(text) => (
              <Anchor
                component="button"
                type="button"
                ff="monospace"
                size="sm"
                fw={600}
                onClick={() => setOpened(row.id)}
              >
                {text}
              </Anchor>
            )}
          />
        ),
      }),
      {
        id: 'firstName',
        title: t`First name`,
        sortable: true,
        card: 'main',
        render: (row) => row.firstName?.trim() || '-',
      },
      moneyColumn('amount', t`Amount`, { noWrap: true, card: 'aside' }),
      statusColumn(PAYOUT_STATUS_DISPLAY, PAYOUT_STATUS_UNKNOWN),
      {
        id: 'createdAt',
        title: t`Created`,
        noWrap: true,
        card: 'sub',
        render: (row) => <DateCell value={row.createdAt} format="medium" />,
      },
      {
        id: 'action',
        title: t`Action`,
        hideable: false,
        noWrap: true,
        card: 'sub',
        render: (row) => (
          <Button
            size="xs"
            variant="light"
            disabled={!isPayoutActionable(row.status)}
            onClick={() => setDeciding(row)}
            data-testid="payout-perform-action"
          >
            {t`Perform action`}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <ListScreen
      {...url}
      definition={payoutsList}
      source={payoutsListSource}
      columns={columns}
      texts={{ title: t`Payouts`, loadError: t`Payouts could not be loaded.` }}
      onRowClick={(row) => setOpened(row.id)}
      exportSpec={exportOf(payoutEndpoints.payoutsExport, 'payouts.csv')}
      testIds={{ list: 'payouts', row: 'payout' }}
    >
      <Suspense fallback={null}>
        {deciding && <PayoutDecisionDialog payout={deciding} onClose={() => setDeciding(null)} />}
        {opened && (
          <PayoutDetailDrawer
            id={opened}
            onClose={() => setOpened(null)}
            onDecide={(row) => {
              setOpened(null);
              setDeciding(row);
            }}
          />
        )}
      </Suspense>
    </ListScreen>
  );
}
