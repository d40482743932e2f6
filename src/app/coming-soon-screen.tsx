import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useRouteContext } from '@tanstack/react-router';

/** A menu section whose screen is still being built. */
export function ComingSoonScreen() {
  const { i18n } = useLingui();
  const context = useRouteContext({ from: '/_shell/$section' });
  return (
    <Stack align="center" py="xl" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconHourglass size={32} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {i18n._(context.sectionTitle)}
      </Title>
      <Text c="dimmed" maw={460}>
        <Trans>
          This part of the console is coming soon. Everything you see in the menu is already yours to use once it
          arrives.
        </Trans>
      </Text>
    </Stack>
  );
}
