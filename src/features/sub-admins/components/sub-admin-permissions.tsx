import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Button, Card, Checkbox, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { failureMessage } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { session } from '@/lib/session';
import type { ModuleKey } from '@/shared/modules';
import type { SubAdminDetail } from '@/shared/schemas/sub-admins';
import { useSaveSubAdminPermissions } from '../api/sub-admins.mutations';
import { subAdminDetailQueryOptions } from '../api/sub-admins.queries';
import {
  groupState,
  MODULE_LABELS,
  modulesToSave,
  type MenuEntry,
  type PermissionGroup,
  permissionGroups,
  sameModules,
  setGroup,
} from '../lib/permission-groups';
import { paths } from '@/shared/paths';

/** The permissions page (`/sub-admins/sub-admins-permission?id=`): loads the account, or says it is unknown. */
export function SubAdminPermissionsScreen({ id, menu }: { id: string; menu: readonly MenuEntry[] }) {
  const query = useQuery({ ...subAdminDetailQueryOptions(id), enabled: id !== '' });
  if (id === '' || (query.error instanceof ApiError && query.error.status === 404)) return <SubAdminNotFound />;
  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={<Trans>Error</Trans>}>
        {failureMessage(query.error, '')}
      </Alert>
    );
  if (!query.data)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="…" />
      </Group>
    );
  return <PermissionsForm key={query.data.id} detail={query.data} menu={menu} />;
}

function SubAdminNotFound() {
  return (
    <Stack align="center" py="xl" ta="center" data-testid="sub-admin-not-found">
      <Title order={1} size="h2">
        <Trans>Sub-admin not found</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>This account does not exist or was removed.</Trans>
      </Text>
      <Button component={Link} {...paths.subAdmins()} variant="light">
        <Trans>Back to sub-admins</Trans>
      </Button>
    </Stack>
  );
}

/**
 * The account's name and email, then the operator's modules as a checklist grouped like the menu, each with
 * the menu entries it opens and a select-all box per group. Dashboard is a choice like any other (given to a new
 * sub-admin by default, it may be taken away); a module the signed-in user does not hold cannot be given (the
 * server refuses it with 403, shown above the list). Saved with one call; leaving with unsaved changes asks first.
 */
function PermissionsForm({ detail, menu }: { detail: SubAdminDetail; menu: readonly MenuEntry[] }) {
  const { t } = useLingui();
  const me = useSyncExternalStore(session.subscribe, session.get);
  const save = useSaveSubAdminPermissions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = useMemo(() => new Set<ModuleKey>(detail.permissions.map((p) => p.module)), [detail.permissions]);
  const [selected, setSelected] = useState<Set<ModuleKey>>(saved);
  useEffect(() => setSelected(saved), [saved]);
  const groups = useMemo(() => permissionGroups(detail.operatorModules, menu), [detail.operatorModules, menu]);
  const isAdmin = detail.role === 'ADMIN';
  const held = useMemo(
    () => (me?.role === 'ADMIN' ? null : new Set<string>(me?.modules ?? [])),
    [me?.role, me?.modules],
  );
  const locked = useMemo(() => {
    const out = new Set<ModuleKey>();
    for (const m of detail.operatorModules) if (isAdmin || (held && !held.has(m))) out.add(m);
    return out;
  }, [detail.operatorModules, held, isAdmin]);
  const dirty = !sameModules(selected, saved);
  useUnsavedChanges(() => dirty);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !save.isPending,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  const name = `${detail.firstName} ${detail.lastName}`.trim();

  const toggle = (module: ModuleKey, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(module);
      else next.delete(module);
      return next;
    });

  const submit = async () => {
    setRefusal(null);
    try {
      await save.mutateAsync({ id: detail.id, modules: modulesToSave(detail.operatorModules, selected) });
      notify({ color: 'green', title: t`Updated`, message: t`Permissions of ${name} saved.` });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setRefusal(error.message);
      else
        notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The permissions were not saved.`) });
    }
  };

  return (
    <Stack maw={960}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          <Trans>Permissions</Trans>
        </Title>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          component={Link}
          {...paths.subAdmins()}
        >
          <Trans>Back to sub-admins</Trans>
        </Button>
      </Group>
      <Card withBorder padding="md">
        <Group wrap="nowrap">
          <Avatar src={detail.profileImage} alt={t`Profile image of ${name}`} size={56} radius="xl">
            <IconUser size={24} aria-hidden />
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} data-testid="permissions-name">
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {detail.email}
            </Text>
          </Stack>
        </Group>
      </Card>
      {isAdmin && (
        <Alert color="blue">
          <Trans>This is an administrator account: it holds every module of the operator.</Trans>
        </Alert>
      )}
      {refusal && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t`Not allowed`}
          role="alert"
          withCloseButton
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {groups.map((group) => (
              <GroupCard
                key={group.id}
                group={group}
                selected={selected}
                locked={locked}
                onToggle={toggle}
                onGroup={(on) => setSelected((current) => setGroup(group, current, on, locked))}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setSelected(saved)}>
              <Trans>Discard changes</Trans>
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!dirty || isAdmin}>
              <Trans>Save permissions</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedPrompt
        opened={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Stack>
  );
}

function UnsavedPrompt({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      opened={opened}
      title={t`Leave without saving?`}
      message={t`The permissions you changed are not saved.`}
      confirmLabel={t`Leave`}
      color="red"
      onClose={onStay}
      onConfirm={() => {
        onLeave();
        return undefined;
      }}
    />
  );
}

function GroupCard({
  group,
  selected,
  locked,
  onToggle,
  onGroup,
}: {
  group: PermissionGroup;
  selected: ReadonlySet<ModuleKey>;
  locked: ReadonlySet<ModuleKey>;
  onToggle: (module: ModuleKey, on: boolean) => void;
  onGroup: (on: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const state = groupState(group, selected);
  const title =
    group.label !== null ? i18n._(group.label) : group.id === 'main' ? t`Main menu` : t`Without a menu entry`;
  const allLocked = group.choices.every((c) => locked.has(c.module));
  return (
    <Card withBorder padding="md" component="fieldset" data-testid={`permission-group-${group.id}`}>
      <Stack gap="sm">
        <Checkbox
          label={<Text fw={700}>{title}</Text>}
          aria-label={t`All of ${title}`}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={allLocked}
          onChange={(event) => onGroup(event.currentTarget.checked)}
        />
        <Stack gap="xs" pl="md">
          {group.choices.map((choice) => {
            const entries = choice.entries.map((e) => i18n._(e)).join(', ');
            return (
              <Checkbox
                key={choice.module}
                value={choice.module}
                label={i18n._(MODULE_LABELS[choice.module])}
                description={entries ? t`Opens: ${entries}` : t`No menu entry; used by other screens`}
                checked={selected.has(choice.module)}
                disabled={locked.has(choice.module)}
                onChange={(event) => onToggle(choice.module, event.currentTarget.checked)}
              />
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
