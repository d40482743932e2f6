import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { ListScreen } from '@/shared/schemas/list';
import { SAVED_VIEW_NAME_MAX, type SavedView } from '@/shared/schemas/saved-views';
import { useSavedViewMutations } from './saved-views-api';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));
const nameError = (error: unknown) =>
  error instanceof ApiError ? (error.errors.name?.[0] ?? (error.status === 409 ? error.message : null)) : null;

/** Saves the current filters, sort, page size and columns under a name (optionally as the screen's default). */
export function SaveViewDialog({
  screen,
  query,
  columns,
  onClose,
}: {
  screen: ListScreen;
  query: Record<string, string | number | boolean>;
  columns: string[] | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { create } = useSavedViewMutations(screen);
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!name.trim()) return setError(t`Enter a name.`);
    create.mutate(
      { screen, name: name.trim(), query, columns, isDefault },
      {
        onSuccess: (view) => {
          notify({ color: 'green', message: t`View “${view.name}” saved.` });
          onClose();
        },
        onError: (failure) => {
          const field = nameError(failure);
          if (field) setError(field);
          else notify({ color: 'red', title: t`Error`, message: messageOf(failure) });
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t`Save view`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t`Name`}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            maxLength={SAVED_VIEW_NAME_MAX}
            error={error}
            data-autofocus
            required
          />
          <Checkbox
            label={t`Open this view when I come to this list`}
            checked={isDefault}
            onChange={(event) => setIsDefault(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Rename, choose the default, delete. */
export function ManageViewsDialog({
  screen,
  views,
  onClose,
}: {
  screen: ListScreen;
  views: SavedView[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { update, remove } = useSavedViewMutations(screen);
  const [names, setNames] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fail = (id: string) => (failure: unknown) => {
    const field = nameError(failure);
    if (field) setErrors((all) => ({ ...all, [id]: field }));
    else notify({ color: 'red', title: t`Error`, message: messageOf(failure) });
  };
  const defaultId = views.find((view) => view.isDefault)?.id ?? '';
  return (
    <Modal opened onClose={onClose} title={t`Saved views`} centered size="lg">
      <Radio.Group
        value={defaultId}
        onChange={(id) => update.mutate({ id, body: { isDefault: true } }, { onError: fail(id) })}
        aria-label={t`Default view`}
      >
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Default</Trans>
              </Table.Th>
              <Table.Th>
                <VisuallyHidden>
                  <Trans>Actions</Trans>
                </VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {views.map((view) => {
              const name = names[view.id] ?? view.name;
              const changed = name.trim() !== view.name;
              const rename = () =>
                update.mutate(
                  { id: view.id, body: { name: name.trim() } },
                  {
                    onSuccess: () => setNames(({ [view.id]: _done, ...rest }) => rest),
                    onError: fail(view.id),
                  },
                );
              return (
                <Table.Tr key={view.id} data-testid="saved-view-row">
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <TextInput
                        aria-label={t`Name of view ${view.name}`}
                        value={name}
                        maxLength={SAVED_VIEW_NAME_MAX}
                        error={errors[view.id]}
                        onChange={(event) => {
                          const text = event.currentTarget.value;
                          setNames((all) => ({ ...all, [view.id]: text }));
                          setErrors(({ [view.id]: _gone, ...rest }) => rest);
                        }}
                        onKeyDown={(event) => event.key === 'Enter' && changed && rename()}
                        style={{ flex: 1 }}
                      />
                      {changed && (
                        <ActionIcon aria-label={t`Rename view ${view.name}`} variant="light" onClick={rename}>
                          <IconCheck size={16} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Radio value={view.id} aria-label={t`Make ${view.name} the default`} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      color="red"
                      variant="subtle"
                      aria-label={t`Delete view ${view.name}`}
                      onClick={() => remove.mutate(view.id, { onError: fail(view.id) })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Radio.Group>
      <Group justify="space-between" mt="md">
        <Button
          variant="subtle"
          disabled={!defaultId}
          onClick={() => update.mutate({ id: defaultId, body: { isDefault: false } }, { onError: fail(defaultId) })}
        >
          <Trans>No default view</Trans>
        </Button>
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
