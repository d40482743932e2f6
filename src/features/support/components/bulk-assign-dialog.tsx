import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { supportEndpoints } from '@/shared/api/endpoints/support';
import { formatNumber } from '@/shared/format';
import type { SupportAudience } from '@/shared/support';
import { agentsQueryOptions } from '../api/support.queries';

type Props = { desk: SupportAudience; count: number; submit: (input: unknown) => void; cancel: () => void };

const NOBODY = 'nobody';

/** Bulk assign's form: who takes the selected tickets (or nobody). The list kit's bulk run sends it. */
export default function BulkAssignDialog({ desk, count, submit, cancel }: Props) {
  const { t, i18n } = useLingui();
  const agents = useQuery(agentsQueryOptions(desk));
  const entity = useEntityForm({
    endpoint: desk === 'customer' ? supportEndpoints.supportCustomerBulk : supportEndpoints.supportProviderBulk,
    initialValues: { assignee: null as string | null },
    validate: ({ assignee }) => ({ assignee: assignee === null ? t`Choose who takes the tickets.` : null }),
    body: ({ assignee }) => ({ action: 'assign' as const, assigneeId: assignee === NOBODY ? null : assignee }),
    send: (body) => {
      submit(body);
      return new Promise(() => undefined);
    },
    failed: t`The change was not saved.`,
  });
  const shown = formatNumber(count, i18n.locale);
  return (
    <FormDialog entity={entity} title={t`Assign tickets`} submitLabel={t`Assign`} onClose={cancel} size="md">
      <Text size="sm">
        <Trans>The {shown} selected tickets go to the person you choose; each change is recorded in its thread.</Trans>
      </Text>
      <Select
        label={t`Assignee`}
        data={[
          { value: NOBODY, label: t`Nobody (unassigned)` },
          ...(agents.data ?? []).map((a) => ({ value: a.id, label: a.me ? t`${a.name} (me)` : a.name })),
        ]}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        required
        {...entity.form.getInputProps('assignee')}
      />
    </FormDialog>
  );
}
