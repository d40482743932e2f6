import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { merchantDetailQueryOptions } from '../api/merchants.queries';
import { MerchantForm } from './merchant-form';
import { MerchantNotFound } from './merchant-not-found';

/** The edit page: the merchant's current values in the form, or the not-found state. */
export function MerchantEditScreen({ id, onSaved }: { id: string; onSaved: (id: string) => void }) {
  const { t } = useLingui();
  const detail = useQuery({ ...merchantDetailQueryOptions(id), enabled: id !== '' });
  if (id === '' || (detail.error instanceof ApiError && detail.error.status === 404)) return <MerchantNotFound />;
  if (detail.isError && !detail.data)
    return (
      <Alert color="red" title={t`The merchant could not be loaded.`} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void detail.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  if (!detail.data)
    return (
      <Stack aria-busy="true" aria-label={t`Loading`}>
        <Skeleton h={36} w={240} />
        <Skeleton h={360} />
      </Stack>
    );
  // Keyed by the merchant's last change, so the form starts from the values it shows.
  return <MerchantForm key={detail.data.updatedAt} merchant={detail.data} onSaved={onSaved} onCancelTo="details" />;
}
