import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useOperator } from '@/lib/operator-context';
import { session } from '@/lib/session';

/** The dashboard (issue "Dashboard" adds figures and charts): for now, who is signed in where. */
export function DashboardScreen() {
  const { config } = useOperator();
  const current = useSyncExternalStore(session.subscribe, session.get);
  const operatorName = config.name;
  const name = current ? `${current.user.firstName} ${current.user.lastName}`.trim() : '';
  return (
    <Stack>
      <Title order={1} size="h2">
        <Trans>Dashboard</Trans>
      </Title>
      <Card withBorder>
        <Text data-testid="welcome">
          <Trans>
            Welcome, {name}. You are signed in to {operatorName}.
          </Trans>
        </Text>
      </Card>
    </Stack>
  );
}
