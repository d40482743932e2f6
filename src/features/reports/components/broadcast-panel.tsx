import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QUEUED, useEntityForm } from '@/components/form/use-entity-form';
import { failureMessage } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { fieldErrorsFrom } from '@/lib/form';
import { formatNumber } from '@/shared/format';
import {
  BROADCAST_TEXT_MAX,
  type BroadcastChannel,
  type BroadcastReport,
  type BroadcastResult,
} from '@/shared/schemas/broadcasts';
import { BROADCAST_SEND, broadcastPreviewQueryOptions, broadcastRecipientsKey } from '../api/broadcasts.queries';

type Props = {
  report: BroadcastReport;
  /** The report's current filter, as its list sends it (no paging, no sort). */
  filter: Record<string, string | number>;
};

/**
 * The User and Order tabs' send-notification / email panel (spec part 2 §2 "Reports", issue 19): closed by
 * default; open, it says how many customers the current filter reaches (again after every filter change),
 * takes a notification or email text with a counter, asks to confirm with that number and says how many
 * the server reached. Field errors show under the text; a retry of the same message keeps its
 * Idempotency-Key, so it goes out once.
 */
export function BroadcastPanel({ report, filter }: Props) {
  const { t, i18n } = useLingui();
  const bodyId = useId();
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<BroadcastResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useQuery({ ...broadcastPreviewQueryOptions(report, filter), enabled: opened });
  const entity = useEntityForm({
    endpoint: BROADCAST_SEND[report],
    initialValues: { channel: 'notification' as BroadcastChannel, text: '' },
    body: ({ channel, text }) => ({ channel, text: text.trim(), filter }),
    invalidate: [broadcastRecipientsKey],
    failed: t`The message could not be sent.`,
    // The text's error shows under it; any other refusal is the panel's own alert.
    refused: (error) => {
      if (fieldErrorsFrom(error)?.text) return false;
      setFailure(failureMessage(error, t`The message could not be sent.`));
      return true;
    },
    onSaved: (result) => {
      if (result !== QUEUED) setSent(result);
      form.setFieldValue('text', '');
      form.resetDirty();
    },
  });
  const { form } = entity;
  const { channel, text } = form.getValues();
  const trimmed = text.trim();
  const reach = preview.data ? (channel === 'email' ? preview.data.withEmail : preview.data.recipients) : null;
  const tooMany = preview.data !== undefined && reach !== null && reach > preview.data.max;

  const edit = (field: 'channel' | 'text', value: string) => {
    form.setFieldValue(field, value);
    form.clearErrors();
    setSent(null);
    setFailure(null);
  };

  let reachText: string;
  if (preview.isError) reachText = t`The number of customers could not be counted.`;
  else if (reach === null) reachText = t`Counting customers…`;
  else if (channel === 'email')
    reachText = plural(reach, {
      one: 'This will reach # customer with an email address',
      other: 'This will reach # customers with an email address',
    });
  else reachText = plural(reach, { one: 'This will reach # customer', other: 'This will reach # customers' });

  return (
    <Card withBorder padding="sm" mb="md" data-testid={`broadcast-${report}`}>
      <UnstyledButton
        onClick={() => setOpened((o) => !o)}
        aria-expanded={opened}
        aria-controls={bodyId}
        w="100%"
        data-testid="broadcast-toggle"
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            <Trans>Send notification / email</Trans>
          </Text>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={bodyId}>
        <Stack gap="sm" mt="sm">
          <Radio.Group value={channel} onChange={(value) => edit('channel', value)} label={t`Send as`}>
            <Group gap="lg" mt={4}>
              <Radio value="notification" label={t`Notification`} />
              <Radio value="email" label={t`Email`} />
            </Group>
          </Radio.Group>
          <Textarea
            label={t`Message`}
            placeholder={t`Write the message to send`}
            rows={4}
            value={text}
            onChange={(event) => edit('text', event.currentTarget.value)}
            error={form.errors.text}
            description={`${trimmed.length} / ${BROADCAST_TEXT_MAX}`}
            data-testid="broadcast-text"
          />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap={6} wrap="nowrap" aria-live="polite">
              {preview.isFetching && <Loader size={14} aria-hidden />}
              <Text size="sm" c={tooMany ? 'red' : 'dimmed'} data-testid="broadcast-reach">
                {reachText}
              </Text>
            </Group>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={
                trimmed.length === 0 || trimmed.length > BROADCAST_TEXT_MAX || reach === null || reach === 0 || tooMany
              }
              loading={entity.saving}
              onClick={() => setConfirming(true)}
              data-testid="broadcast-send"
            >
              <Trans>Send</Trans>
            </Button>
          </Group>
          {tooMany && preview.data && (
            <Text size="sm" c="red">
              {t`A broadcast may reach at most ${formatNumber(preview.data.max, i18n.locale)} customers: narrow the filter.`}
            </Text>
          )}
          {failure && (
            <Alert color="red" role="alert" data-testid="broadcast-error">
              {failure}
            </Alert>
          )}
          {sent && (
            <Alert color="green" role="status" data-testid="broadcast-sent">
              {plural(sent.recipients, { one: 'Sent to # customer', other: 'Sent to # customers' })}
            </Alert>
          )}
        </Stack>
      </Collapse>
      <ConfirmDialog
        opened={confirming}
        title={channel === 'email' ? t`Send email` : t`Send notification`}
        message={
          channel === 'email'
            ? plural(reach ?? 0, {
                one: 'Email this message to # customer?',
                other: 'Email this message to # customers?',
              })
            : plural(reach ?? 0, {
                one: 'Send this notification to # customer?',
                other: 'Send this notification to # customers?',
              })
        }
        confirmLabel={t`Send`}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          entity.onSubmit();
          return undefined;
        }}
      />
    </Card>
  );
}
