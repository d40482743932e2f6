import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '@/lib/api-client';
import { broadcastEndpoints } from '@/shared/api/endpoints/broadcasts';
import { formatIsoDateTime, formatNumber } from '@/shared/format';

/** The newest messages broadcast to one customer (the reports' notification channel). */
export const customerMessagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['customers', 'messages', id] as const,
    queryFn: ({ signal }) =>
      api(broadcastEndpoints.customerMessages, { params: { id }, query: { limit: 20 } }, { signal }),
  });

/** The customer's "Messages": what the operator sent them from the reports, newest first, read or not. */
export function CustomerMessages({ customerId }: { customerId: string }) {
  const { t, i18n } = useLingui();
  const messages = useQuery(customerMessagesQueryOptions(customerId));
  const rows = messages.data?.data ?? [];
  const total = messages.data?.total ?? 0;

  let body: ReactNode;
  if (messages.isPending) {
    body = <Skeleton h={56} role="status" aria-busy="true" aria-label={t`Loading`} />;
  } else if (messages.isError) {
    body = (
      <Alert color="red" title={t`The messages could not be loaded.`} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void messages.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" py="md" ta="center" data-testid="customer-messages-empty">
        <Trans>No messages sent to this customer yet</Trans>
      </Text>
    );
  } else {
    body = (
      <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="customer-messages">
        {rows.map((message) => (
          <Box
            component="li"
            key={message.id}
            py="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            data-testid="customer-message"
          >
            <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
              <Text size="xs" c="dimmed">
                {formatIsoDateTime(message.createdAt)}
              </Text>
              <Badge size="sm" variant="light" color={message.readAt ? 'gray' : 'blue'}>
                {message.readAt ? t`Read` : t`Unread`}
              </Badge>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Text>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            <Trans>Messages</Trans>
          </Title>
          {total > rows.length && (
            <Text size="xs" c="dimmed">
              {t`The newest ${formatNumber(rows.length, i18n.locale)} of ${formatNumber(total, i18n.locale)}`}
            </Text>
          )}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
