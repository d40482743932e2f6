import { Trans } from '@lingui/react/macro';
import { IconWifiOff } from '@tabler/icons-react';
import { PlainAlert } from '@/components/plain-alert';
import { useOnline } from '@/hooks/use-online';

/** Shown while the browser is offline: what the user sees is the last saved data; edits wait to be sent. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    // Mantine's Alert drawn as its markup (decision 015): the banner is in the first screen of every offline reopen.
    <PlainAlert
      color="yellow"
      variant="light"
      // The title in the text colour: yellow on pale yellow is too faint to read.
      titleStyle={{ color: 'var(--mantine-color-text)' }}
      icon={<IconWifiOff size={18} aria-hidden />}
      title={<Trans>You are offline</Trans>}
      role="status"
      mb="md"
      data-testid="offline-banner"
    >
      <Trans>
        You see the data saved on this device. Changes you make are kept and sent when the connection returns.
      </Trans>
    </PlainAlert>
  );
}
