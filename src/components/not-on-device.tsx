import { Trans } from '@lingui/react/macro';
import { IconCloudOff } from '@tabler/icons-react';
import { PlainAlert } from '@/components/plain-alert';
import { useOnline } from '@/hooks/use-online';

/** What a screen's query says of its data: the fields of TanStack Query's result this reads. */
type QueryState = { data: unknown; isPending: boolean };

/**
 * Whether a query has nothing to show and cannot get it now: no data on the device (never loaded, or not kept) while
 * the device is offline. Its fetch cannot finish before the connection returns, so placeholders would stay for good
 * (issue 75); the query goes on by itself when the device is back online.
 */
export function waitsForConnection(query: QueryState, online: boolean): boolean {
  return !online && query.data === undefined && query.isPending;
}

/** `waitsForConnection` for the current connection, following it. */
export function useWaitsForConnection(query: QueryState): boolean {
  return waitsForConnection(query, useOnline());
}

/** Said in place of a screen's placeholders when its data is not on the device and the device is offline. */
export function NotOnDevice() {
  return (
    <PlainAlert
      color="gray"
      variant="light"
      titleStyle={{ color: 'var(--mantine-color-text)' }}
      icon={<IconCloudOff size={18} aria-hidden />}
      title={<Trans>Not on this device yet</Trans>}
      role="status"
      data-testid="not-on-device"
    >
      <Trans>This screen’s data is not on this device yet. It will load when you are back online.</Trans>
    </PlainAlert>
  );
}
