import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { pwaUpdate } from '@/lib/pwa-update';
import { flushPersistedCaches } from '@/lib/query-client';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import classes from './update-prompt.module.css';

/**
 * "A new version is available — Reload". It stays until the user acts; the console never reloads by
 * itself. Queued edits are written to disk before the reload; a form with unsaved input makes it ask
 * first, so the user can save (the prompt stays) or choose to reload and discard it.
 */
export function UpdatePrompt() {
  const { ready } = useSyncExternalStore(pwaUpdate.subscribe, pwaUpdate.get);
  const [confirming, setConfirming] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!ready) return null;

  const reload = async () => {
    setReloading(true);
    await flushPersistedCaches().catch(() => undefined);
    pwaUpdate.apply();
  };

  return (
    <Paper className={classes.prompt} shadow="md" withBorder p="sm" role="status" data-testid="update-prompt">
      {confirming ? (
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Text size="sm">
            <Trans>A form has unsaved changes. Save them first, or reload now and lose them.</Trans>
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              <Trans>Keep editing</Trans>
            </Button>
            <Button size="xs" color="red.8" loading={reloading} onClick={() => void reload()}>
              <Trans>Reload anyway</Trans>
            </Button>
          </Group>
        </Group>
      ) : (
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Text size="sm">
            <Trans>A new version is available</Trans>
          </Text>
          <Button
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={reloading}
            onClick={() => (hasUnsavedChanges() ? setConfirming(true) : void reload())}
          >
            <Trans>Reload</Trans>
          </Button>
        </Group>
      )}
    </Paper>
  );
}
