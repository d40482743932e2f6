import { Trans, useLingui } from '@lingui/react/macro';
import { NoteBadge } from './plain-badge';
import { IconClockHour4 } from '@tabler/icons-react';
import { useOnline } from '@/hooks/use-online';
import { lastUpdatedAt, type QueryFreshness } from '@/lib/freshness';
import { formatIsoDateTime, formatMessageTime } from '@/shared/format';

/** "Last updated HH:mm" beside data that is not current (offline, refresh pending or failed, old snapshot). */
export function LastUpdated({ queries }: { queries: readonly QueryFreshness[] }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const at = lastUpdatedAt(queries, online);
  if (at === null) return null;
  const date = new Date(at);
  const today = new Date().toDateString() === date.toDateString();
  const time = today ? formatMessageTime(date, i18n.locale) : formatIsoDateTime(date);
  return (
    <NoteBadge size="md" icon={<IconClockHour4 size={14} aria-hidden />} data-testid="last-updated" role="status">
      <Trans>Last updated {time}</Trans>
    </NoteBadge>
  );
}
