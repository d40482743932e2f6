import { useLingui } from '@lingui/react/macro';
import { Group, Indicator, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconCalendarEvent,
  IconCash,
  IconHeadset,
  IconUser,
  IconUserPlus,
  IconUserStar,
} from '@tabler/icons-react';
import { formatMessageTime } from '@/shared/format';
import type { Notification } from '@/shared/schemas/notifications';
import { notificationText } from '../lib/notification-text';
import classes from './notification-item.module.css';

const ICONS: Record<number, typeof IconBell> = {
  11: IconCalendarEvent,
  12: IconUserStar,
  13: IconCash,
  14: IconHeadset,
  15: IconUser,
  16: IconUserPlus,
};

/** One message: icon, title (default "No Title"), content (default "No content") and time. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t, i18n } = useLingui();
  const Icon = ICONS[item.pushType] ?? IconBell;
  const unread = item.status === 'Unread';
  // Worded in the current language; a language switch renders it again.
  const text = notificationText(i18n, item);
  return (
    <UnstyledButton className={classes.item} onClick={() => onOpen(item)} data-unread={unread || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Indicator disabled={!unread} size={8} offset={4} color="alert" label={undefined}>
          <ThemeIcon variant="light" radius="xl" size="lg" color={item.color ?? 'brand'}>
            <Icon size={18} aria-hidden />
          </ThemeIcon>
        </Indicator>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread ? 700 : 500} size="sm" truncate>
              {text.title || t`No Title`}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} data-testid="notification-time">
              {formatMessageTime(item.createdAt, i18n.locale)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {text.message || t`No content`}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
