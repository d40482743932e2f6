import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconBell, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notificationSummaryOptions } from '@/features/notifications/api/notifications.queries';

export function FullscreenToggle() {
  const { t } = useLingui();
  const { toggle, fullscreen } = useFullscreenDocument();
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      onClick={() => void toggle()}
      aria-label={fullscreen ? t`Exit full screen` : t`Full screen`}
      visibleFrom="sm"
    >
      {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
    </ActionIcon>
  );
}

/** The bell, with a dot when any message exists. */
export function NotificationsButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  const summary = useQuery(notificationSummaryOptions());
  const any = (summary.data?.total ?? 0) > 0;
  return (
    <Indicator disabled={!any} color="alert" size={9} offset={7} processing={false} data-testid="notification-dot">
      <ActionIcon variant="subtle" size="lg" onClick={onClick} aria-label={t`Notifications`}>
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
