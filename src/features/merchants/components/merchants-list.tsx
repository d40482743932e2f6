import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconEye, IconFileImport, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DisplayId, TruncatedText } from '@/components/list/cells';
import { RowActions } from '@/components/list/row-actions';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListSearch } from '@/components/list/define-list';
import { idColumn } from '@/components/list/id-column';
import { ListScreen } from '@/components/list/list-screen';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { apiDownload } from '@/lib/api-client';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import type { MerchantRow } from '@/shared/schemas/merchants';
import { useDeleteMerchant, useMerchantStatus } from '../api/merchants.mutations';
import { merchantsListSource } from '../api/merchants.queries';
import { merchantsList } from '../lib/merchants-list';
import { paths } from '@/shared/paths';
import { EMPTY, orEmpty } from '@/components/list/empty-text';

/** The import dialog (preview, summary, confirm) loads when first opened. */
const MerchantImportDialog = lazy(() =>
  import('./merchant-import-dialog').then((m) => ({ default: m.MerchantImportDialog })),
);

type Props = {
  search: ListSearch;
  onSearchChange: (search: ListSearch, options?: { replace?: boolean }) => void;
};

/**
 * Merchants (spec part 1 §2) on the list kit. The spec maps its columns onto the row's fields: Business ID
 * is the id (its first 8 characters, uppercased), "business type" shows the phone and "working hours"
 * whether the merchant is servicable (Yes/No).
 */
export function MerchantsList({ search, onSearchChange }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const status = useMerchantStatus();
  const deleteMerchant = useDeleteMerchant();
  const remove = useDeleteAction<MerchantRow>({
    texts: {
      action: t`Delete`,
      title: t`Delete merchant`,
      message: t`Are you sure you want to delete this merchant?`,
      confirm: t`Delete`,
      failed: t`The merchant was not deleted.`,
    },
    remove: (row) => deleteMerchant.mutateAsync(row.id),
    deleted: ({ name }) => t`Merchant ${name} deleted.`,
  });
  const [importing, setImporting] = useState(false);

  const columns = useMemo((): ListColumn<MerchantRow>[] => {
    const details = (row: MerchantRow) => paths.merchant(row.id);
    const view = (row: MerchantRow) => void navigate(details(row));
    const edit = (row: MerchantRow) => void navigate(paths.merchantEdit(row.id));
    return [
      idColumn<MerchantRow>({
        title: t`Business ID`,
        sortField: 'createdAt',
        sortLabel: t`Date added`,
        render: (row) => <DisplayId prefix="" id={row.id} />,
      }),
      { id: 'name', title: t`Name`, sortable: true, card: 'main', render: (row) => row.name },
      { id: 'email', title: t`Email`, sortable: true, card: 'sub', render: (row) => orEmpty(row.email) },
      {
        id: 'address',
        title: t`Address`,
        width: 200,
        render: (row) => (row.address?.trim() ? <TruncatedText text={row.address} max={40} /> : EMPTY),
      },
      {
        id: 'businessType',
        title: t`Business type`,
        noWrap: true,
        render: (row) => orEmpty(row.phone),
      },
      {
        id: 'workingHours',
        title: t`Working hours`,
        noWrap: true,
        render: (row) => (row.servicable ? t`Yes` : t`No`),
      },
      {
        id: 'rating',
        title: t`Rating`,
        sortable: true,
        noWrap: true,
        align: 'right',
        // Not one of the spec's columns: offered in the column chooser.
        defaultHidden: true,
        card: 'aside',
        render: (row) => (row.rating === null ? t`N/A` : row.rating.toFixed(1)),
      },
      statusToggleColumn<MerchantRow>({
        id: 'status',
        title: t`Status`,
        noWrap: true,
        checked: (row) => row.status,
        label: ({ name }) => t`Active: ${name}`,
        save: ({ id }, next) => status.mutateAsync({ id, status: next }),
      }),
      {
        id: 'actions',
        title: t`Actions`,
        titleHidden: true,
        hideable: false,
        card: 'actions',
        width: 48,
        render: (row) => {
          const { name } = row;
          return (
            <RowActions
              label={t`Actions for ${name}`}
              actions={[
                {
                  label: t`View`,
                  icon: <IconEye size={14} aria-hidden />,
                  href: router.buildLocation(details(row)).href,
                  onClick: () => view(row),
                },
                { label: t`Edit`, icon: <IconPencil size={14} aria-hidden />, onClick: () => edit(row) },
                remove.action(row),
              ]}
            />
          );
        },
      },
    ];
  }, [t, navigate, router, status.mutateAsync, remove.action]);

  return (
    <ListScreen
      definition={merchantsList}
      search={search}
      onSearchChange={onSearchChange}
      source={merchantsListSource}
      columns={columns}
      texts={{ title: t`Merchants`, empty: t`no data found`, loadError: t`Merchants could not be loaded.` }}
      actions={
        <Group gap="xs">
          <PlainButton
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            {t`Import CSV`}
          </PlainButton>
          <PlainButton
            leftSection={<IconPlus size={16} aria-hidden />}
            renderRoot={(props) => <Link {...paths.merchantAdd()} {...props} />}
          >
            {t`Add`}
          </PlainButton>
        </Group>
      }
      exportSpec={{
        fileName: 'merchants.csv',
        download: (query, onProgress, signal) =>
          apiDownload(merchantEndpoints.merchantsExport, { query }, { onProgress, signal }),
      }}
      testIds={{ list: 'merchants', row: 'merchant' }}
    >
      {importing && (
        <Suspense fallback={null}>
          <MerchantImportDialog opened onClose={() => setImporting(false)} />
        </Suspense>
      )}
      {remove.dialog}
    </ListScreen>
  );
}
