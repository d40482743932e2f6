import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { session } from '@/lib/session';
import { useLogout } from './use-logout';

/** The avatar menu: Profile and Logout; the avatar is profileImage or a default. */
export function UserMenu() {
  const { t } = useLingui();
  const current = useSyncExternalStore(session.subscribe, session.get);
  const logout = useLogout();
  const user = current?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu for ${name}`}>
          <Avatar src={user?.profileImage ?? null} alt={name} radius="xl" color="brand" name={name} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUser size={16} />}>
          <Trans>Profile</Trans>
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
