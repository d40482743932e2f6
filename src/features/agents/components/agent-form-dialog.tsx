import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { FormDialog } from '@/components/form/form-frames';
import { SearchSelect } from '@/components/form/search-select';
import { useEntityForm } from '@/components/form/use-entity-form';
import { agentFormEndpoints } from '@/shared/api/endpoints/agent-form';
import { defaultDialCode } from '@/shared/phone';
import type { AgentRow } from '@/shared/schemas/agents';
import { agentKeys } from '../api/agents.queries';
import { merchantOptionsQueryOptions } from '../api/merchant-options.queries';
import { AgentFormSchema, agentBody, agentFieldOf, agentFormValues } from '../lib/agent-form';

type Props = {
  /** The agent to edit; null adds one. */
  agent: AgentRow | null;
  onClose: () => void;
};

/**
 * The Add Agent / Edit Agent dialog (spec part 1 §2) with the spec's fields: name, agentEmail, agentPhone,
 * agentAddress, agentDisplayAddress and the merchant, chosen from the operator's merchants (searched on the
 * server). The shared schema validates in the browser; the server's 422 lands on the same fields.
 */
export default function AgentFormDialog({ agent, onClose }: Props) {
  const { t, i18n } = useLingui();
  const entity = useEntityForm({
    endpoint: agent ? agentFormEndpoints.agentUpdate : agentFormEndpoints.agentCreate,
    params: agent ? { id: agent.id } : undefined,
    schema: AgentFormSchema,
    initialValues: agentFormValues(agent, defaultDialCode(i18n.locale)),
    body: agentBody,
    fieldOf: agentFieldOf,
    invalidate: [agentKeys.lists()],
    saved: (_, { name }) => (agent ? t`Agent ${name} saved.` : t`Agent ${name} added.`),
    failed: t`The agent was not saved.`,
    onSaved: onClose,
  });
  const { field } = entity;
  return (
    <FormDialog
      entity={entity}
      title={agent ? t`Edit Agent` : t`Add Agent`}
      submitLabel={agent ? t`Save` : t`Add`}
      onClose={onClose}
    >
      <TextInput label={t`Name`} autoComplete="off" {...field('name')} />
      <TextInput label={t`Email`} type="email" autoComplete="off" {...field('agentEmail')} />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput label={t`Dial code`} w={96} maxLength={5} inputMode="tel" {...field('countryCode')} />
        <TextInput
          label={t`Phone number`}
          type="tel"
          autoComplete="off"
          style={{ flex: 1 }}
          {...field('phoneNumber')}
        />
      </Group>
      <TextInput label={t`Address`} {...field('agentAddress')} />
      <TextInput
        label={t`Display address`}
        description={t`The short address shown in the list`}
        {...field('agentDisplayAddress')}
      />
      <SearchSelect
        label={t`Merchant`}
        placeholder={t`Search merchants`}
        clearable
        options={merchantOptionsQueryOptions}
        initial={agent?.merchantId ? { id: agent.merchantId, name: agent.merchantName ?? '' } : null}
        {...field('merchantId')}
      />
    </FormDialog>
  );
}
