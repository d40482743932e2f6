import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ListPaging } from '@/components/list/list-paging';
import { ListCards } from '@/components/list/list-screen';
import type { ListColumn } from '@/components/list/types';
import { formatIsoDateTime } from '@/shared/format';
import type { Notification } from '@/shared/schemas/notifications';
import { useMarkAllRead, useMarkRead } from '../api/notifications.mutations';
import { notificationPageOptions } from '../api/notifications.queries';
import { notificationText } from '../lib/notification-text';
import { NOTIFICATION_PAGE_SIZES } from '../lib/notifications-search';
import classes from './notifications-page.module.css';

// The list kit's table (mantine-datatable), loaded when a wider screen first draws it, as the list screens do.
const ListTable = lazy(
  () => import('@/components/list/list-table'),
) as unknown as typeof import('@/components/list/list-table')['default'];

type Props = {
  pageNumber: number;
  pageSize: number;
  onPage: (page: { pageNumber: number; pageSize: number }) => void;
  /** A notification was opened: the route navigates by its pushType. */
  onOpen: (item: Notification) => void;
};

/** The kit's test ids: `notifications-table` / `notifications-cards`, `notification-row` / `notification-card`. */
const TEST_IDS = { list: 'notifications', row: 'notification' };

/** All notifications (spec part 2): user, unread dot, date, title, message, status; paged. */
export function NotificationsPage({ pageNumber, pageSize, onPage, onOpen }: Props) {
  const { t, i18n } = useLingui();
  const isPhone = useMediaQuery('(max-width: 37.4375em)', false, { getInitialValueInEffect: false });
  const page = useQuery(notificationPageOptions(pageNumber, pageSize));
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const rows = page.data?.notifications ?? [];
  const total = page.data?.total ?? 0;
  const open = (item: Notification) => {
    if (item.status === 'Unread') markRead.markRead(item);
    onOpen(item);
  };
  // Worded in the current language; a language switch renders them again.
  const title = (n: Notification) => notificationText(i18n, n).title || t`No Title`;
  const message = (n: Notification) => notificationText(i18n, n).message || t`No content`;
  const status = (n: Notification) =>
    n.status === 'Unread' ? (
      <Badge color="alert" variant="filled" size="sm">{t`Unread`}</Badge>
    ) : (
      <Badge color="gray" variant="light" size="sm">{t`Read`}</Badge>
    );
  // The kit's columns: one list draws the table and a phone's cards. The title is the keyboard's way to open a
  // notification; a click anywhere else on its row or card does the same.
  const columns: ListColumn<Notification>[] = [
    {
      id: 'unread',
      title: t`Unread`,
      titleHidden: true,
      width: 28,
      card: 'none',
      render: (n) =>
        n.status === 'Unread' ? <span className={classes.dot} role="img" aria-label={t`Unread`} /> : null,
    },
    { id: 'user', title: t`User`, render: (n) => n.user ?? '—', card: 'detail' },
    { id: 'date', title: t`Date`, noWrap: true, render: (n) => formatIsoDateTime(n.createdAt), card: 'detail' },
    {
      id: 'title',
      title: t`Title`,
      // A tablet's table keeps room for a title's words (a booking's id among them) beside the message.
      width: 200,
      card: 'title',
      render: (n) => (
        <UnstyledButton className={classes.open} onClick={() => open(n)}>
          {title(n)}
        </UnstyledButton>
      ),
    },
    {
      id: 'message',
      title: t`Message`,
      card: 'sub',
      render: (n) => (
        <Text size="sm" lineClamp={2}>
          {message(n)}
        </Text>
      ),
    },
    { id: 'status', title: t`Status`, noWrap: true, card: 'status', render: status },
  ];
  // What the phone's cards and the wider screens' table both draw (no selection: nothing is done to many at once).
  const shown = {
    rows,
    columns,
    testIds: TEST_IDS,
    onRowClick: open,
    rowAttributes: (n: Notification) => ({ 'data-unread': n.status === 'Unread' || undefined }),
    selection: null,
    selectLabel: () => '',
  };
  const loading = <Skeleton h={320} />;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>Notifications</Trans>
        </Title>
        <Button
          variant="light"
          onClick={() => markAll.markAll()}
          loading={markAll.isPending && !markAll.isPaused}
          disabled={(page.data?.unread ?? 0) === 0}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </Group>
      <Card withBorder padding={isPhone ? 'xs' : 'md'}>
        {page.isPending ? (
          loading
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="notifications-empty">
            <Trans>No notifications yet.</Trans>
          </Text>
        ) : isPhone ? (
          <ListCards {...shown} onToggle={() => {}} />
        ) : (
          <Suspense fallback={loading}>
            <ListTable {...shown} onSelection={() => {}} />
          </Suspense>
        )}
      </Card>
      {/* The list kit's paging, as the list screens and the detail pages have it: the range shown, a phone's own
          page-size picker and pages it can fit at 390 px. */}
      {total > 0 && (
        <ListPaging
          view={{ pageNumber, pageSize }}
          total={total}
          pageSizes={NOTIFICATION_PAGE_SIZES}
          isPhone={isPhone}
          testIds={{ list: 'notifications' }}
          onPage={(next) => onPage({ pageNumber: next, pageSize })}
          onPageSize={(size) => onPage({ pageNumber: 1, pageSize: size })}
        />
      )}
    </Stack>
  );
}
