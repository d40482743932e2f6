import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DisplayId, failureMessage, ImageCell, TruncatedText } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import type { ListUrl } from '@/components/list/list-route';
import { idColumn } from '@/components/list/columns';
import { ListScreen } from '@/components/list/list-screen';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { notify } from '@/lib/notify';
import type { SubAdminRow } from '@/shared/schemas/sub-admins';
import { useDeleteSubAdmin, useSubAdminStatus } from '../api/sub-admins.mutations';
import { subAdminsListSource } from '../api/sub-admins.queries';
import { subAdminsList } from '../lib/sub-admins-list';
import { paths } from '@/shared/paths';
import { EMPTY } from '@/components/list/empty-text';

// The dialog (its form rules and the phone library) loads when it is first opened.
const SubAdminFormDialog = lazy(() => import('./sub-admin-form-dialog'));

const ADMIN_ROLE = msg`Admin`;
const fullName = (row: SubAdminRow) => `${row.firstName} ${row.lastName}`.trim();

/**
 * Sub-admins (spec part 2 §2 "Sub-admins list") on the list kit, on the server's data: ADM_ ids, the profile
 * image, name, phone (international format, from the server), email, an active toggle saved at once (on
 * failure it flips back with the server's message, the list is not reloaded), and per row the permissions
 * page, edit and delete. Add opens the dialog, then the new account's permissions page.
 */
export function SubAdminsList(url: ListUrl) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useSubAdminStatus();
  const remove = useDeleteSubAdmin();
  const [deleting, setDeleting] = useState<SubAdminRow | null>(null);
  // null: closed; 'new': add; a row: edit.
  const [editing, setEditing] = useState<SubAdminRow | 'new' | null>(null);

  const columns = useMemo(
    (): ListColumn<SubAdminRow>[] => [
      idColumn<SubAdminRow>({
        title: t`ID`,
        render: (row) => <DisplayId prefix="ADM_" id={row.id} />,
      }),
      {
        id: 'profileImage',
        title: t`Image`,
        card: 'media',
        render: (row) => {
          const name = fullName(row);
          return <ImageCell src={row.profileImage} alt={t`Profile image of ${name}`} />;
        },
      },
      {
        id: 'name',
        title: t`Name`,
        sortable: true,
        card: 'main',
        render: (row) => (row.role === 'ADMIN' ? `${fullName(row)} (${t(ADMIN_ROLE)})` : fullName(row) || EMPTY),
      },
      { id: 'phone', title: t`Phone`, noWrap: true, render: (row) => row.phone ?? EMPTY },
      {
        id: 'email',
        title: t`Email`,
        sortable: true,
        card: 'sub',
        render: (row) => <TruncatedText text={row.email} max={32} />,
      },
      statusToggleColumn<SubAdminRow>({
        id: 'status',
        sortable: true,
        noWrap: true,
        checked: (row) => row.status === 1,
        name: fullName,
        save: (row, next) => status.mutateAsync({ id: row.id, status: next }),
      }),
      {
        id: 'actions',
        title: t`Actions`,
        titleHidden: true,
        hideable: false,
        card: 'actions',
        noWrap: true,
        render: (row) => {
          const name = fullName(row);
          return (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t`Permissions`} withinPortal>
                <ActionIcon
                  variant="subtle"
                  aria-label={t`Permissions of ${name}`}
                  renderRoot={(props) => <Link {...paths.subAdminPermissions(row.id)} {...props} />}
                  onClick={(event) => event.stopPropagation()}
                >
                  <IconKey size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t`Edit`} withinPortal>
                <ActionIcon variant="subtle" aria-label={t`Edit ${name}`} onClick={() => setEditing(row)}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t`Delete`} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Delete ${name}`}
                  onClick={() => setDeleting(row)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        },
      },
    ],
    [t, status.mutateAsync],
  );

  return (
    <ListScreen
      {...url}
      definition={subAdminsList}
      source={subAdminsListSource}
      columns={columns}
      texts={{ title: t`Sub-admins`, loadError: t`Sub-admins could not be loaded.` }}
      actions={
        <PlainButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t`Add`}
        </PlainButton>
      }
      testIds={{ list: 'sub-admins', row: 'sub-admin' }}
    >
      {editing !== null && (
        <Suspense fallback={null}>
          <SubAdminFormDialog
            subAdmin={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onAdded={(row) => void navigate(paths.subAdminPermissions(row.id))}
          />
        </Suspense>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete sub admin`}
        message={t`Are you sure you want to delete this Sub Admin?`}
        confirmLabel={t`Delete`}
        color="red"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return undefined;
          const name = fullName(deleting);
          return remove.mutateAsync(deleting.id).then(
            () => notify({ color: 'green', title: t`Deleted`, message: t`Sub-admin ${name} deleted.` }),
            (error: unknown) => {
              notify({
                color: 'red',
                title: t`Error`,
                message: failureMessage(error, t`The sub-admin was not deleted.`),
              });
              throw error;
            },
          );
        }}
      />
    </ListScreen>
  );
}
