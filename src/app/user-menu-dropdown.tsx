import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { DeferredMenuProps } from '@/components/deferred-menu';
import { session } from '@/lib/session';
import { useLogout } from './use-logout';

/** The avatar menu itself: Profile and Logout (loaded on first use, see `DeferredMenu`). */
export default function UserMenuDropdown({ target }: DeferredMenuProps) {
  const current = useSyncExternalStore(session.subscribe, session.get);
  const logout = useLogout();
  const user = current?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
