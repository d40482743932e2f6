import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import type { DeferredMenuProps } from '@/components/deferred-menu';
import { usePendingSync } from '@/lib/offline-queue';
import { session } from '@/lib/session';
import { useLogout } from './use-logout';
import { paths } from '@/shared/paths';

/** The avatar menu itself: Profile and Logout (loaded on first use, see `DeferredMenu`). */
export default function UserMenuDropdown({ target }: DeferredMenuProps) {
  const { t } = useLingui();
  const current = useSyncExternalStore(session.subscribe, session.get);
  const logout = useLogout();
  // Logging out drops changes not yet sent (the next person must not inherit them): ask first.
  const unsent = usePendingSync().length;
  const [confirming, setConfirming] = useState(false);
  const user = current?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <>
      <Menu position="bottom-end" withinPortal defaultOpened>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item component={Link} {...paths.profile()} leftSection={<IconUser size={16} />}>
            <Trans>Profile</Trans>
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            onClick={() => (unsent > 0 ? setConfirming(true) : void logout())}
          >
            <Trans>Logout</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`Log out with unsent changes?`} centered>
        <Text size="sm">
          <Plural
            value={unsent}
            one="# change made on this device has not reached the server yet."
            other="# changes made on this device have not reached the server yet."
          />{' '}
          <Trans>
            Logging out deletes them from this device. Stay signed in until the connection returns to keep them.
          </Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            <Trans>Stay signed in</Trans>
          </Button>
          <Button color="red.8" onClick={() => void logout()}>
            <Trans>Log out and delete them</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
