import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { failureMessage } from '@/components/list/cells';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { notify } from '@/lib/notify';
import { newIdempotencyKey } from '@/lib/offline-queue';
import { ServiceTypeBodySchema, type ServiceTypeRow } from '@/shared/schemas/catalogue';
import { useSaveServiceType } from '../api/service-types.mutations';

type Props = {
  /** The service type to rename; null adds one. */
  serviceType: ServiceTypeRow | null;
  onClose: () => void;
};

/**
 * The Add / Edit Service Type dialog: one required name (at most 100 characters). The shared schema checks it
 * in the browser; the server's refusal of a name another service type has (409, in any case) shows under the
 * field. Button Add, or Save when editing.
 */
export default function ServiceTypeFormDialog({ serviceType, onClose }: Props) {
  const { t } = useLingui();
  const save = useSaveServiceType();
  // One key per dialog: a double click or a retry of the same add is applied once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<{ name: string }>({
    mode: 'controlled',
    initialValues: { name: serviceType?.name ?? '' },
    validate: valibotResolver(ServiceTypeBodySchema),
  });
  useUnsavedChanges(() => form.isDirty());
  const editing = serviceType !== null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t`Edit Service Type` : t`Add Service Type`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          try {
            const saved = await save.mutateAsync({
              id: serviceType?.id ?? null,
              body: { name: values.name.trim() },
              idempotencyKey,
            });
            const name = saved.name;
            notify({
              color: 'green',
              message: editing ? t`Service type ${name} saved.` : t`Service type ${name} added.`,
            });
            form.resetDirty();
            onClose();
          } catch (error) {
            const fields = fieldErrorsFrom(error);
            if (fields && Object.keys(fields).length > 0) form.setErrors(fields);
            else
              notify({
                color: 'red',
                title: t`Error`,
                message: failureMessage(error, t`The service type was not saved.`),
              });
          }
        })}
      >
        <Stack>
          <TextInput
            label={t`Service type name`}
            withAsterisk
            maxLength={100}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? t`Save` : t`Add`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
