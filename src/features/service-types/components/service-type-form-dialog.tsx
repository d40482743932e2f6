import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { FormDialog } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import { ServiceTypeBodySchema, type ServiceTypeRow } from '@/shared/schemas/catalogue';
import { CATALOGUE } from '../api/service-types.mutations';

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
  const entity = useEntityForm({
    endpoint: serviceType ? catalogueEndpoints.serviceTypeUpdate : catalogueEndpoints.serviceTypeCreate,
    params: serviceType ? { id: serviceType.id } : undefined,
    schema: ServiceTypeBodySchema,
    initialValues: { name: serviceType?.name ?? '' },
    body: ({ name }) => ({ name: name.trim() }),
    invalidate: [CATALOGUE],
    saved: ({ name }) => (serviceType ? t`Service type ${name} saved.` : t`Service type ${name} added.`),
    failed: t`The service type was not saved.`,
    onSaved: onClose,
  });
  return (
    <FormDialog
      entity={entity}
      title={serviceType ? t`Edit Service Type` : t`Add Service Type`}
      submitLabel={serviceType ? t`Save` : t`Add`}
      size="md"
      onClose={onClose}
    >
      <TextInput
        label={t`Service type name`}
        withAsterisk
        maxLength={100}
        autoComplete="off"
        data-autofocus
        {...entity.form.getInputProps('name')}
      />
    </FormDialog>
  );
}
