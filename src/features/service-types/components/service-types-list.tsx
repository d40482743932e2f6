import { useLingui } from '@lingui/react/macro';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DateCell, TruncatedText } from '@/components/list/cells';
import { RowActions } from '@/components/list/row-actions';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListSearch } from '@/components/list/define-list';
import { ListScreen } from '@/components/list/list-screen';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { apiDownload } from '@/lib/api-client';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import type { ServiceTypeRow } from '@/shared/schemas/catalogue';
import { useDeleteServiceType, useServiceTypeStatus } from '../api/service-types.mutations';
import { serviceTypesListSource } from '../api/service-types.queries';
import { serviceTypesList } from '../lib/service-types-list';

// The dialog (its form rules) loads when it is first opened.
const ServiceTypeFormDialog = lazy(() => import('./service-type-form-dialog'));

type Props = {
  search: ListSearch;
  onSearchChange: (search: ListSearch, options?: { replace?: boolean }) => void;
};

/**
 * Service types (issue 17, module services_types) on the list kit: name, how many categories use the type,
 * the creation date and a status toggle (isActive 1 / 0); Add and Edit in a dialog (the name is unique per
 * operator, the server's refusal shows under the field), Delete after a confirmation — refused by the server,
 * in its words, while categories or products use the type. Export writes service-types.csv of the current
 * search and order.
 */
export function ServiceTypesList({ search, onSearchChange }: Props) {
  const { t } = useLingui();
  const status = useServiceTypeStatus();
  const deleteServiceType = useDeleteServiceType();
  const remove = useDeleteAction<ServiceTypeRow>({
    texts: {
      action: t`Delete`,
      title: t`Delete Service Type`,
      message: t`Are you sure you want to delete this service type?`,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      failed: t`The service type was not deleted.`,
    },
    remove: (row) => deleteServiceType.mutateAsync(row.id),
    deleted: ({ name }) => t`Service type ${name} deleted.`,
  });
  // undefined: closed; null: add; a row: edit.
  const [editing, setEditing] = useState<ServiceTypeRow | null | undefined>(undefined);

  const columns = useMemo(
    (): ListColumn<ServiceTypeRow>[] => [
      {
        id: 'name',
        title: t`Name`,
        sortable: true,
        hideable: false,
        card: 'main',
        render: (row) => <TruncatedText text={row.name} max={60} />,
      },
      {
        id: 'categoryCount',
        title: t`Categories`,
        sortable: true,
        align: 'right',
        noWrap: true,
        card: 'aside',
        render: (row) => row.categoryCount,
      },
      {
        id: 'createdAt',
        title: t`Created`,
        sortable: true,
        noWrap: true,
        card: 'sub',
        render: (row) => <DateCell value={row.createdAt} format="dd/MM/yy" />,
      },
      statusToggleColumn<ServiceTypeRow>({
        title: t`Status`,
        width: 90,
        checked: (row) => row.isActive,
        label: ({ name }) => t`Active: ${name}`,
        save: (row, isActive) => status.mutateAsync({ id: row.id, isActive }),
        saved: ({ name }, isActive) =>
          isActive ? t`Service type ${name} activated.` : t`Service type ${name} blocked.`,
      }),
      {
        id: 'actions',
        title: t`Action`,
        titleHidden: true,
        hideable: false,
        card: 'actions',
        width: 48,
        render: (row) => {
          const name = row.name;
          return (
            <RowActions
              label={t`Actions for ${name}`}
              actions={[
                { label: t`Edit`, icon: <IconPencil size={14} aria-hidden />, onClick: () => setEditing(row) },
                remove.action(row),
              ]}
            />
          );
        },
      },
    ],
    [t, status.mutateAsync, remove.action],
  );

  return (
    <ListScreen
      definition={serviceTypesList}
      search={search}
      onSearchChange={onSearchChange}
      source={serviceTypesListSource}
      columns={columns}
      texts={{
        title: t`Service types`,
        empty: t`no data found`,
        loadError: t`The service types could not be loaded.`,
      }}
      actions={
        <PlainButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t`Add Service Type`}
        </PlainButton>
      }
      exportSpec={{
        fileName: 'service-types.csv',
        download: (query, onProgress, signal) =>
          apiDownload(catalogueEndpoints.serviceTypesExport, { query }, { onProgress, signal }),
      }}
      testIds={{ list: 'service-types', row: 'service-type' }}
    >
      {editing !== undefined && (
        <Suspense fallback={null}>
          <ServiceTypeFormDialog serviceType={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      {remove.dialog}
    </ListScreen>
  );
}
