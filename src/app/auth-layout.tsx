import { Box, Center, Group, Image, Paper, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useOperator } from '@/lib/operator-context';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageMenu } from './language-menu';
import classes from './auth-layout.module.css';
import { FirstPaintDone } from '@/lib/first-paint';

/** The centred auth area (login, register, forgot-password). */
export function AuthLayout() {
  const { config } = useOperator();
  return (
    <Box className={classes.page}>
      <Group justify="flex-end" p="sm" gap="xs">
        <LanguageMenu />
        <ColorSchemeToggle />
      </Group>
      <Center className={classes.center}>
        <main className={classes.main}>
          <Group justify="center" mb="lg" gap="sm">
            {config.logoUrl && <Image src={config.logoUrl} alt="" h={40} w="auto" />}
            <Text fw={700} size="lg">
              {config.name}
            </Text>
          </Group>
          <Paper withBorder shadow="sm" p="xl" radius="md">
            {/* Not deferred: the card is centred, a later form would move everything (layout shift). */}
            <Outlet />
            <FirstPaintDone />
          </Paper>
        </main>
      </Center>
    </Box>
  );
}
