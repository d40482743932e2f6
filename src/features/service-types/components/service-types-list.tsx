import { useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DateCell, TruncatedText } from '@/components/list/cells';
import { actionsColumn, editAction } from '@/components/list/row-actions';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import type { ServiceTypeRow } from '@/shared/schemas/catalogue';
import { useDeleteServiceType, useServiceTypeStatus } from '../api/service-types.mutations';
import { serviceTypesListSource } from '../api/service-types.queries';
import { serviceTypesList } from '../lib/service-types-list';

// The dialog (its form rules) loads when it is first opened.
const ServiceTypeFormDialog = lazy(() => import('./service-type-form-dialog'));

/**
 * Service types (issue 17, module services_types) on the list kit: name, how many categories use the type,
 * the creation date and a status toggle (isActive 1 / 0); Add and Edit in a dialog (the name is unique per
 * operator, the server's refusal shows under the field), Delete after a confirmation — refused by the server,
 * in its words, while categories or products use the type. Export writes service-types.csv of the current
 * search and order.
 */
export function ServiceTypesList(url: ListUrl) {
  const { t } = useLingui();
  const status = useServiceTypeStatus();
  const deleteServiceType = useDeleteServiceType();
  const remove = useDeleteAction<ServiceTypeRow>({
    texts: {
      title: t`Delete Service Type`,
      message: t`Are you sure you want to delete this service type?`,
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
        width: 90,
        checked: (row) => row.isActive,
        name: (row) => row.name,
        save: (row, isActive) => status.mutateAsync({ id: row.id, isActive }),
        saved: ({ name }, isActive) =>
          isActive ? t`Service type ${name} activated.` : t`Service type ${name} blocked.`,
      }),
      actionsColumn(
        t`Action`,
        (row) => row.name,
        (row) => [editAction(() => setEditing(row)), remove.action(row)],
      ),
    ],
    [t, status.mutateAsync, remove.action],
  );

  return (
    <ListScreen
      {...url}
      definition={serviceTypesList}
      source={serviceTypesListSource}
      columns={columns}
      texts={{
        title: t`Service types`,

        loadError: t`The service types could not be loaded.`,
      }}
      actions={
        <PlainButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t`Add Service Type`}
        </PlainButton>
      }
      exportSpec={exportOf(catalogueEndpoints.serviceTypesExport, 'service-types.csv')}
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
