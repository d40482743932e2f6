import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A settings page's record: skeletons while it loads, the failure with "Try again", then the form. */
export function SettingsLoader<T>({
  query,
  loadError,
  children,
}: {
  query: UseQueryResult<T>;
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <Alert color="red" title={loadError} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  return (
    <Stack maw={860} role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={36} w={240} />
      <Skeleton h={420} />
    </Stack>
  );
}
