import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Drawer, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { routeForPush } from '@/shared/push-routes';
import type { Notification } from '@/shared/schemas/notifications';
import { useMarkRead } from '../api/notifications.mutations';
import { notificationFeedOptions } from '../api/notifications.queries';
import { labelText } from '../lib/notification-text';
import { NotificationItem } from './notification-item';
import { PushOffNotice } from './push-off-notice';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** A message was clicked: `to` is its pushType's route (null when it points nowhere). */
  onOpenItem: (item: Notification, to: string | null) => void;
  onShowAll: () => void;
};

const ALL = '__all__';

/**
 * The notification panel on the right: tabs by label, loaded 10 at a time as the user scrolls. The drawer's own body
 * scrolls (a ScrollArea there lets its content grow wider than the drawer: the close button and the times sat behind a
 * sideways scrollbar, issue 75).
 */
export function NotificationDrawer({ opened, onClose, onOpenItem, onShowAll }: Props) {
  const { t, i18n } = useLingui();
  const feed = useInfiniteQuery({ ...notificationFeedOptions(), enabled: opened });
  const items = useMemo(() => feed.data?.pages.flatMap((p) => p.notifications) ?? [], [feed.data]);
  const labels = useMemo(() => [...new Set(items.map((n) => n.label).filter((l): l is string => !!l))], [items]);
  const [tab, setTab] = useState<string>(ALL);
  const { ref: sentinel, inViewport } = useInViewport();
  const markRead = useMarkRead();
  const open = (item: Notification) => {
    if (item.status === 'Unread') markRead.markRead(item);
    onOpenItem(item, routeForPush(item));
  };

  useEffect(() => {
    if (opened && inViewport && feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  }, [opened, inViewport, feed.hasNextPage, feed.isFetchingNextPage, feed.fetchNextPage]);

  const visible = tab === ALL ? items : items.filter((n) => n.label === tab);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={<Trans>Notifications</Trans>}
      closeButtonProps={{ 'aria-label': t`Close notifications` }}
    >
      <Stack gap="sm">
        <PushOffNotice />
        <Tabs value={tab} onChange={(value) => setTab(value ?? ALL)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value={ALL}>
              <Trans>All</Trans>
            </Tabs.Tab>
            {labels.map((label) => (
              <Tabs.Tab key={label} value={label} tt="capitalize">
                {labelText(i18n, label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {feed.isPending && opened ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t`Loading`} />
          </Center>
        ) : feed.isError ? (
          <Text c="red" size="sm" role="alert">
            <Trans>Notifications could not be loaded.</Trans>
          </Text>
        ) : visible.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            <Trans>No notifications yet.</Trans>
          </Text>
        ) : (
          <Stack gap={2} data-testid="notification-list">
            {visible.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={open} />
            ))}
          </Stack>
        )}
        <div ref={sentinel} style={{ height: 1 }} />
        {feed.isFetchingNextPage && (
          <Center>
            <Loader size="xs" aria-label={t`Loading more`} />
          </Center>
        )}
        <Button variant="light" onClick={onShowAll}>
          <Trans>All Notifications</Trans>
        </Button>
      </Stack>
    </Drawer>
  );
}
