import { Trans } from '@lingui/react/macro';
import { Alert, Button, Center, Stack } from '@mantine/core';

/** Shown when the operator's configuration cannot be loaded and none is cached. */
export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack maw={420}>
        <Alert color="red" title={<Trans>The console could not start</Trans>} role="alert">
          <Trans>The server cannot be reached and nothing is saved on this device yet. Check your connection.</Trans>
        </Alert>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
