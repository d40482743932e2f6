import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from '@/hooks/use-online';

/** Shown while the browser is offline: what the user sees is the last saved data; edits wait to be sent. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      // The title in the text colour: yellow on pale yellow is too faint to read.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<IconWifiOff size={18} aria-hidden />}
      title={<Trans>You are offline</Trans>}
      role="status"
      mb="md"
      data-testid="offline-banner"
    >
      <Trans>
        You see the data saved on this device. Changes you make are kept and sent when the connection returns.
      </Trans>
    </Alert>
  );
}
