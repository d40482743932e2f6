import { useLingui } from '@lingui/react/macro';
import { Avatar, UnstyledButton } from '@mantine/core';
import { lazy, useSyncExternalStore } from 'react';
import { DeferredMenu } from '@/components/deferred-menu';
import { session } from '@/lib/session';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

/** The avatar menu: Profile and Logout; the avatar is profileImage or a default. */
export function UserMenu() {
  const { t } = useLingui();
  const current = useSyncExternalStore(session.subscribe, session.get);
  const user = current?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <DeferredMenu
      menu={UserMenuDropdown}
      load={loadDropdown}
      target={
        <UnstyledButton aria-label={t`Account menu for ${name}`}>
          <Avatar src={user?.profileImage ?? null} alt={name} radius="xl" color="brand" name={name} />
        </UnstyledButton>
      }
    />
  );
}
