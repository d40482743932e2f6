import { Trans } from '@lingui/react/macro';
import { NoteBadge } from './plain-badge';
import { IconCloudUpload } from '@tabler/icons-react';

/** A change made here that the server has not confirmed yet (waiting in the offline queue). */
export function PendingSyncBadge() {
  return (
    <NoteBadge
      size="sm"
      icon={<IconCloudUpload size={12} color="var(--mantine-color-orange-7)" aria-hidden />}
      data-testid="pending-sync"
    >
      <Trans>Pending sync</Trans>
    </NoteBadge>
  );
}
