import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ListPaging } from '@/components/list/list-paging';
import { formatIsoDateTime } from '@/shared/format';
import type { Notification } from '@/shared/schemas/notifications';
import { useMarkAllRead, useMarkRead } from '../api/notifications.mutations';
import { notificationPageOptions } from '../api/notifications.queries';
import { notificationText } from '../lib/notification-text';
import { NOTIFICATION_PAGE_SIZES } from '../lib/notifications-search';
import classes from './notifications-page.module.css';

type Props = {
  pageNumber: number;
  pageSize: number;
  onPage: (page: { pageNumber: number; pageSize: number }) => void;
  /** A notification was opened: the route navigates by its pushType. */
  onOpen: (item: Notification) => void;
};

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
  const dot = (n: Notification) =>
    n.status === 'Unread' ? <span className={classes.dot} role="img" aria-label={t`Unread`} /> : null;

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
      <Card withBorder padding={0}>
        {page.isPending ? (
          <Skeleton h={320} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            <Trans>No notifications yet.</Trans>
          </Text>
        ) : isPhone ? (
          <Stack gap={0} data-testid="notification-rows">
            {rows.map((n) => (
              <UnstyledButton
                key={n.id}
                className={classes.card}
                onClick={() => open(n)}
                data-unread={n.status === 'Unread' || undefined}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {dot(n)}
                    <Text fw={600} size="sm" truncate>
                      {title(n)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatIsoDateTime(n.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {message(n)}
                </Text>
                <Group justify="space-between" mt={4}>
                  <Text size="xs">{n.user ?? '—'}</Text>
                  {status(n)}
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover verticalSpacing="sm" data-testid="notification-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={28}>
                    <VisuallyHidden>{t`Unread`}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t`User`}</Table.Th>
                  <Table.Th>{t`Date`}</Table.Th>
                  <Table.Th>{t`Title`}</Table.Th>
                  <Table.Th>{t`Message`}</Table.Th>
                  <Table.Th>{t`Status`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((n) => (
                  <Table.Tr
                    key={n.id}
                    className={classes.row}
                    onClick={() => open(n)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') open(n);
                    }}
                    tabIndex={0}
                    data-unread={n.status === 'Unread' || undefined}
                  >
                    <Table.Td>{dot(n)}</Table.Td>
                    <Table.Td>{n.user ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIsoDateTime(n.createdAt)}</Table.Td>
                    <Table.Td fw={n.status === 'Unread' ? 700 : 400}>{title(n)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {message(n)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{status(n)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
