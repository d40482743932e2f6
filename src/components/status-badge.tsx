import { useLingui } from '@lingui/react/macro';
import { PlainBadge } from './plain-badge';
import { bookingStatusDisplay } from '@/lib/status-display';

/** A booking's status as a coloured badge (filled, with automatic black or white text for contrast). */
export function BookingStatusBadge({ status }: { status: number | null | undefined }) {
  const { i18n } = useLingui();
  const display = bookingStatusDisplay(status);
  return (
    <PlainBadge
      color={display.color}
      variant="filled"
      radius="sm"
      style={{ flexShrink: 0 }}
      data-status={status ?? 'unknown'}
    >
      {i18n._(display.label)}
    </PlainBadge>
  );
}
