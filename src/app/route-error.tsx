import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { ForbiddenError } from '@/lib/errors';
import { removeFirstPaint } from '@/lib/first-paint';
import { session } from '@/lib/session';
import { paths } from '@/shared/paths';
import { MENU } from './navigation/menu';
import { filterMenu, screensOf } from './navigation/menu-utils';

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
      <WayOn />
    </Stack>
  );
}

/**
 * A way on from a refusal or a missing page to what the user may open: the dashboard when they may, else the
 * screens of their menu as links (a sub-admin of money only: Transactions, Payouts).
 */
function WayOn() {
  const { t, i18n } = useLingui();
  const modules = useSyncExternalStore(session.subscribe, session.get)?.modules ?? [];
  if (modules.includes('dashboard'))
    return (
      <Button component={Link} {...paths.dashboard()} variant="light">
        <Trans>Go to the dashboard</Trans>
      </Button>
    );
  const screens = screensOf(filterMenu(MENU, modules));
  if (screens.length === 0) return null;
  return (
    <nav aria-label={t`Screens you may open`} data-testid="forbidden-screens">
      <Stack gap="xs" align="center">
        <Text fw={600}>
          <Trans>Screens you may open</Trans>
        </Text>
        <Group gap="md" justify="center">
          {screens.map(({ item, link }) => (
            <Button key={item.id} component={Link} to={link} variant="default">
              {i18n._(item.label)}
            </Button>
          ))}
        </Group>
      </Stack>
    </nav>
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
        <WayOn />
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
