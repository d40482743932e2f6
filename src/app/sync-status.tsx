import { Plural } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { NoteBadge } from '@/components/plain-badge';
import { usePendingSync } from '@/lib/offline-queue';

/** In the header: how many changes made here wait for the server (hidden when none). */
export function SyncStatus() {
  const pending = usePendingSync().length;
  if (pending === 0) return null;
  const text = <Plural value={pending} one="# change waiting to sync" other="# changes waiting to sync" />;
  return (
    <NoteBadge
      size="lg"
      icon={<IconCloudUpload size={14} color="var(--mantine-color-orange-7)" aria-hidden />}
      role="status"
      data-testid="pending-sync-count"
    >
      <span aria-hidden>{pending}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </NoteBadge>
  );
}
