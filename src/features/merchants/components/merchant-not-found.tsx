import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The details and edit pages' not-found state: an unknown id, another operator's, or one just deleted. */
export function MerchantNotFound() {
  return (
    <Stack align="center" py="xl" ta="center" data-testid="merchant-not-found">
      <Title order={1} size="h2">
        <Trans>Merchant not found</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>This merchant does not exist or was removed.</Trans>
      </Text>
      <Button component={Link} to="/merchants" variant="light">
        <Trans>Back to merchants</Trans>
      </Button>
    </Stack>
  );
}
