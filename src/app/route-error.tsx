import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { useLayoutEffect } from 'react';
import { ForbiddenError } from '@/lib/errors';
import { removeFirstPaint } from '@/lib/first-paint';
import { paths } from '@/shared/paths';

/** The 403 page inside the shell. */
export function ForbiddenScreen() {
  return (
    <Stack align="center" py="xl" gap="md" ta="center" data-testid="forbidden">
      <ThemeIcon size={64} radius="xl" variant="light" color="alert">
        <IconLock size={32} />
      </ThemeIcon>
      <Title order={1} size="h2">
        <Trans>You don’t have access to this page</Trans>
      </Title>
      <Text c="dimmed" maw={460}>
        <Trans>Your account has no permission for this part of the console. Ask an administrator if you need it.</Trans>
      </Text>
      <Button component={Link} {...paths.dashboard()} variant="light">
        <Trans>Go to the dashboard</Trans>
      </Button>
    </Stack>
  );
}

/** Route errors by kind: 403, 404 and everything else with a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useLayoutEffect(removeFirstPaint, []);
  if (error instanceof ForbiddenError || (error instanceof ApiError && error.status === 403))
    return <ForbiddenScreen />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Stack align="center" py="xl" ta="center">
        <Title order={1} size="h2">
          <Trans>Not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>This item does not exist or was removed.</Trans>
        </Text>
        <Button component={Link} {...paths.dashboard()} variant="light">
          <Trans>Go to the dashboard</Trans>
        </Button>
      </Stack>
    );
  }
  console.error('route error', error);
  return (
    <Stack py="xl" maw={520} mx="auto">
      <Alert color="red" title={<Trans>Something went wrong</Trans>} role="alert">
        {error instanceof ApiError && error.isNetwork ? (
          <Trans>The server cannot be reached. Check your connection and try again.</Trans>
        ) : (
          <Trans>This page could not be loaded. Please try again.</Trans>
        )}
      </Alert>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
