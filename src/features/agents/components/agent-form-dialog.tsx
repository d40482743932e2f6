import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { failureMessage } from '@/components/list/cells';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { notify } from '@/lib/notify';
import { newIdempotencyKey } from '@/lib/offline-queue';
import { AgentBodySchema } from '@/shared/schemas/agent-body';
import type { AgentRow } from '@/shared/schemas/agents';
import { useSaveAgent } from '../api/agent-form.mutations';
import { merchantOptionsQueryOptions } from '../api/merchant-options.queries';

type Props = {
  /** The agent to edit; null adds one. */
  agent: AgentRow | null;
  onClose: () => void;
};

type Values = {
  name: string;
  agentEmail: string;
  agentPhone: string;
  agentAddress: string;
  agentDisplayAddress: string;
  merchantId: string | null;
};

type MerchantOption = { id: string; name: string };

const valuesOf = (agent: AgentRow | null): Values => ({
  name: agent?.name ?? '',
  agentEmail: agent?.email ?? '',
  agentPhone: agent?.phone ?? '',
  agentAddress: agent?.address ?? '',
  agentDisplayAddress: agent?.displayAddress ?? '',
  merchantId: agent?.merchantId ?? null,
});

/**
 * The Add Agent / Edit Agent dialog (spec part 1 §2) with the spec's fields: name, agentEmail, agentPhone,
 * agentAddress, agentDisplayAddress and the merchant, chosen from the operator's merchants (searched on the
 * server). The shared schema validates in the browser; the server's 422 lands on the same fields.
 */
export default function AgentFormDialog({ agent, onClose }: Props) {
  const { t } = useLingui();
  const save = useSaveAgent();
  const initial = useMemo(() => valuesOf(agent), [agent]);
  // One key per dialog: a double click or a retry of the same add is applied once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial,
    validate: valibotResolver(AgentBodySchema),
  });
  useUnsavedChanges(() => form.isDirty());
  const editing = agent !== null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t`Edit Agent` : t`Add Agent`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          try {
            await save.mutateAsync({ id: agent?.id ?? null, body: values, idempotencyKey });
            const { name } = values;
            notify({
              color: 'green',
              message: editing ? t`Agent ${name} saved.` : t`Agent ${name} added.`,
            });
            form.resetDirty();
            onClose();
          } catch (error) {
            const fields = fieldErrorsFrom(error);
            if (fields && Object.keys(fields).length > 0) form.setErrors(fields);
            else notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The agent was not saved.`) });
          }
        })}
      >
        <Stack>
          <TextInput label={t`Name`} withAsterisk maxLength={100} autoComplete="off" {...form.getInputProps('name')} />
          <TextInput
            label={t`Email`}
            type="email"
            withAsterisk
            maxLength={254}
            autoComplete="off"
            {...form.getInputProps('agentEmail')}
          />
          <TextInput
            label={t`Phone`}
            type="tel"
            withAsterisk
            maxLength={32}
            placeholder="+91 98450 12345"
            description={t`The full number with its country code, e.g. +91`}
            autoComplete="off"
            {...form.getInputProps('agentPhone')}
          />
          <TextInput label={t`Address`} maxLength={500} {...form.getInputProps('agentAddress')} />
          <TextInput
            label={t`Display address`}
            description={t`The short address shown in the list`}
            maxLength={100}
            {...form.getInputProps('agentDisplayAddress')}
          />
          <MerchantSelect
            initial={agent?.merchantId ? { id: agent.merchantId, name: agent.merchantName ?? '' } : null}
            value={form.getValues().merchantId}
            error={form.errors.merchantId}
            onChange={(id) => form.setFieldValue('merchantId', id)}
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

/** A searchable picker of the operator's merchants (the server searches; 20 shown), with their phone below. */
function MerchantSelect({
  initial,
  value,
  error,
  onChange,
}: {
  initial: MerchantOption | null;
  value: string | null;
  error: ReactNode;
  onChange: (id: string | null) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<MerchantOption | null>(initial);
  const [debounced] = useDebouncedValue(search, 300);
  // Once a merchant is chosen the box shows its name: list everyone again rather than that one name.
  const term = selected && debounced === selected.name ? '' : debounced.trim();
  const query = useQuery(merchantOptionsQueryOptions(term));
  const rows = query.data ?? [];
  const options = useMemo(() => {
    const list = rows.map((m) => ({ id: m.id, name: m.name, phone: m.phone }));
    return selected && !list.some((o) => o.id === selected.id) ? [{ ...selected, phone: null }, ...list] : list;
  }, [rows, selected]);
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);

  return (
    <Select
      label={t`Merchant`}
      placeholder={t`Search merchants`}
      searchable
      clearable
      value={value}
      error={error}
      onChange={(id) => {
        const option = id ? (byId.get(id) ?? null) : null;
        setSelected(option ? { id: option.id, name: option.name } : null);
        onChange(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; show what it answered.
      filter={({ options: all }) => all}
      data={options.map((o) => ({ value: o.id, label: o.name }))}
      nothingFoundMessage={query.isFetching ? t`Loading…` : t`Nothing found`}
      renderOption={({ option }) => {
        const phone = byId.get(option.value)?.phone;
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {phone && (
              <Text size="xs" c="dimmed">
                {phone}
              </Text>
            )}
          </Stack>
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
