import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Modal, type ModalProps, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EntityForm } from './use-entity-form';

type BodyProps = {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  entity: EntityForm<any>;
  submitLabel: ReactNode;
  /** The Cancel button's action, or (a page) the Cancel button itself, e.g. a link back. */
  cancel: (() => void) | ReactNode;
  testId?: string;
  children: ReactNode;
};

/**
 * The form element of an entity form: its fields, then Cancel and the submit button (waiting for an upload).
 * The frames below hold it; a dialog that loads its record first puts it in a `FormDialog` itself.
 */
export function FormBody({ entity, submitLabel, cancel, testId, children }: BodyProps) {
  return (
    <form noValidate data-testid={testId} onSubmit={entity.onSubmit}>
      <Stack>
        {children}
        <Group justify="flex-end">
          {typeof cancel === 'function' ? (
            <Button variant="default" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : (
            cancel
          )}
          <Button type="submit" loading={entity.saving} disabled={entity.uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type DialogProps = Omit<BodyProps, 'entity' | 'cancel' | 'submitLabel'> & {
  title: ReactNode;
  onClose: () => void;
  size?: ModalProps['size'];
} & ({ entity: BodyProps['entity']; submitLabel: ReactNode } | { entity?: undefined; submitLabel?: undefined });

/**
 * An entity form in a dialog: Cancel closes it. Without `entity` it shows its children alone (the record
 * being loaded, or why it could not be).
 */
export function FormDialog({ title, onClose, size = 'lg', entity, submitLabel, testId, children }: DialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      {entity ? (
        <FormBody entity={entity} submitLabel={submitLabel} cancel={onClose} testId={testId}>
          {children}
        </FormBody>
      ) : (
        children
      )}
    </Modal>
  );
}

/** An entity form on a page of its own: its title over a card holding the form. */
export function FormPage({ title, ...body }: BodyProps & { title: ReactNode }) {
  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Card withBorder padding="lg">
        <FormBody {...body} />
      </Card>
    </Stack>
  );
}
