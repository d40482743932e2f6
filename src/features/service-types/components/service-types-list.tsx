import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DateCell, failureMessage, RowActions, StatusToggle, TruncatedText } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import type { ListSearch } from '@/components/list/define-list';
import { ListScreen } from '@/components/list/list-screen';
import type { ListColumn } from '@/components/list/types';
import { apiDownload } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import type { ServiceTypeRow, ServiceTypesListQuery } from '@/shared/schemas/catalogue';
import { useDeleteServiceType, useServiceTypeStatus } from '../api/service-types.mutations';
import { serviceTypesListQueryOptions } from '../api/service-types.queries';
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
  const remove = useDeleteServiceType();
  // undefined: closed; null: add; a row: edit.
  const [editing, setEditing] = useState<ServiceTypeRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ServiceTypeRow | null>(null);

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
      {
        id: 'isActive',
        title: t`Status`,
        card: 'status',
        width: 90,
        render: (row) => {
          const name = row.name;
          return (
            <StatusToggle
              checked={row.isActive}
              label={t`Active: ${name}`}
              onChange={(isActive) =>
                status.mutateAsync({ id: row.id, isActive }).then(() =>
                  notify({
                    color: 'green',
                    message: isActive ? t`Service type ${name} activated.` : t`Service type ${name} blocked.`,
                  }),
                )
              }
            />
          );
        },
      },
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
                {
                  label: t`Delete`,
                  icon: <IconTrash size={14} aria-hidden />,
                  color: 'red',
                  onClick: () => setDeleting(row),
                },
              ]}
            />
          );
        },
      },
    ],
    [t, status.mutateAsync],
  );

  const deletingName = deleting?.name ?? '';

  return (
    <ListScreen
      definition={serviceTypesList}
      search={search}
      onSearchChange={onSearchChange}
      queryOptions={(query) => serviceTypesListQueryOptions(query as Partial<ServiceTypesListQuery>)}
      pageOf={(data: { data: ServiceTypeRow[]; total: number }) => ({ rows: data.data, total: data.total })}
      columns={columns}
      texts={{
        title: t`Service types`,
        empty: t`no data found`,
        loadError: t`The service types could not be loaded.`,
      }}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t`Add Service Type`}
        </Button>
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete Service Type`}
        message={t`Are you sure you want to delete this service type?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        color="red"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return undefined;
          const name = deletingName;
          return remove.mutateAsync(deleting.id).then(
            () => notify({ color: 'green', message: t`Service type ${name} deleted.` }),
            (error: unknown) => {
              notify({
                color: 'red',
                title: t`Error`,
                message: failureMessage(error, t`The service type was not deleted.`),
              });
              throw error;
            },
          );
        }}
      />
    </ListScreen>
  );
}
