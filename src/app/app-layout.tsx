import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Burger, Group, Image, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link, Outlet } from '@tanstack/react-router';
import { useOperator } from '@/lib/operator-context';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageMenu } from './language-menu';
import { UserMenu } from './user-menu';

/** The signed-in shell: header bar, side navigation and the routed content. */
export function AppLayout() {
  const { t } = useLingui();
  const { config } = useOperator();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Toggle navigation`} />
            {config.logoUrl && <Image src={config.logoUrl} alt="" h={32} w="auto" />}
            <Text fw={700} truncate>
              {config.name}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguageMenu />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t`Main navigation`}>
        <NavLink
          component={Link}
          to="/dashboard"
          label={<Trans>Dashboard</Trans>}
          leftSection={<IconLayoutDashboard size={18} />}
          onClick={close}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
