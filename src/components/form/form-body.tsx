import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EntityForm } from './use-entity-form';

export type BodyProps = {
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
 * The frames (`form-frames.tsx`) hold it; a dialog that loads its record first puts it in a `FormDialog` itself.
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
