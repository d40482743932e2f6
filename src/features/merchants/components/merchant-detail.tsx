import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { DetailPage, DetailSection, Field } from '@/components/detail/detail-page';
import { relatedBookingColumns } from '@/components/detail/related-bookings';
import { relatedBookings } from '@/components/detail/related-bookings-list';
import { RelatedList } from '@/components/detail/related-list';
import { DateCell, DisplayId, failureMessage, StatusToggle } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { notify } from '@/lib/notify';
import { formatNumber } from '@/shared/format';
import { paths } from '@/shared/paths';
import type { MerchantDetail } from '@/shared/schemas/merchants';
import type { OrdersListQuery } from '@/shared/schemas/orders';
import { useDeleteMerchant, useMerchantStatus } from '../api/merchants.mutations';
import { merchantBookingsQueryOptions, merchantDetailQueryOptions } from '../api/merchants.queries';
import { merchantNotFound } from './merchant-not-found';

/**
 * A merchant (`/merchants/merchant-details?id=`): its profile, its agents and its bookings (the bookings list
 * filtered by the merchant, each opening the booking), with Edit and Delete.
 */
export function MerchantDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const detail = useQuery({ ...merchantDetailQueryOptions(id), enabled: id !== '' });
  return (
    <DetailPage
      query={detail}
      missing={id === ''}
      back={{ label: <Trans>Merchants</Trans>, link: paths.merchants() }}
      notFound={merchantNotFound}
      loadError={t`The merchant could not be loaded.`}
    >
      {(merchant, asOf) => <MerchantDetailView merchant={merchant} asOf={asOf} />}
    </DetailPage>
  );
}

function MerchantDetailView({ merchant, asOf }: { merchant: MerchantDetail; asOf: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useMerchantStatus();
  const remove = useDeleteMerchant();
  const [deleting, setDeleting] = useState(false);
  const { name } = merchant;
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

  return (
    <Stack gap="md" data-testid="merchant-detail">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {name}
          </Title>
          {/* Filled: the theme's autoContrast picks the text colour (a light green badge read 2.4:1). */}
          <Badge color={merchant.status ? 'green' : 'gray'} variant="filled" radius="sm">
            {merchant.status ? t`Active` : t`Inactive`}
          </Badge>
          {asOf}
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            renderRoot={(props) => <Link {...paths.merchantEdit(merchant.id)} {...props} />}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>

      <DetailSection title={<Trans>Profile</Trans>} testId="merchant-profile">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label={<Trans>Business ID</Trans>}>
            <DisplayId prefix="" id={merchant.id} />
          </Field>
          <Field label={<Trans>Contact name</Trans>}>{`${merchant.firstName} ${merchant.lastName}`.trim()}</Field>
          <Field label={<Trans>Email</Trans>}>{merchant.email}</Field>
          <Field label={<Trans>Phone</Trans>} testId="merchant-phone">
            {merchant.phone}
          </Field>
          <Field label={<Trans>Address</Trans>}>{merchant.address}</Field>
          <Field label={<Trans>Business type</Trans>}>{merchant.businessType}</Field>
          <Field label={<Trans>Working hours</Trans>}>{merchant.workingHours}</Field>
          <Field label={<Trans>Servicable</Trans>}>{yesNo(merchant.servicable)}</Field>
          <Field label={<Trans>Approved</Trans>}>{yesNo(merchant.verified)}</Field>
          <Field label={<Trans>Rating</Trans>}>{merchant.rating === null ? t`N/A` : merchant.rating.toFixed(1)}</Field>
          <Field label={<Trans>Date added</Trans>}>
            <DateCell value={merchant.createdAt} format="YYYY-MM-DD HH:mm" />
          </Field>
          <Field label={<Trans>Active</Trans>}>
            <StatusToggle
              checked={merchant.status}
              label={t`Active: ${name}`}
              onChange={(next) => status.mutateAsync({ id: merchant.id, status: next })}
            />
          </Field>
        </SimpleGrid>
      </DetailSection>

      <MerchantAgents merchant={merchant} />
      <MerchantBookings merchantId={merchant.id} />

      <ConfirmDialog
        opened={deleting}
        title={t`Delete merchant`}
        message={t`Are you sure you want to delete this merchant?`}
        confirmLabel={t`Delete`}
        color="red"
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutateAsync(merchant.id).then(
            () => {
              notify({ color: 'green', message: t`Merchant ${name} deleted.` });
              void navigate({ ...paths.merchants(), replace: true });
            },
            (error: unknown) => {
              notify({
                color: 'red',
                title: t`Error`,
                message: failureMessage(error, t`The merchant was not deleted.`),
              });
              throw error;
            },
          )
        }
      />
    </Stack>
  );
}

/** The merchant's agents: the first 50, newest first, and how many there are. */
function MerchantAgents({ merchant }: { merchant: MerchantDetail }) {
  const { t, i18n } = useLingui();
  const { rows, total } = merchant.agents;
  const shown = formatNumber(rows.length, i18n.locale);
  const all = formatNumber(total, i18n.locale);
  return (
    <DetailSection
      title={<Trans>Agents</Trans>}
      testId="merchant-agents"
      aside={
        total > rows.length ? (
          <Text size="sm" c="dimmed">
            <Trans>
              {shown} of {all}
            </Trans>
          </Text>
        ) : (
          <Badge variant="light" color="gray">
            {all}
          </Badge>
        )
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>This merchant has no agents.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((agent) => (
            <Group key={agent.id} justify="space-between" wrap="wrap" gap="xs" data-testid="merchant-agent">
              <div>
                <Text size="sm" fw={600}>
                  {agent.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[agent.email, agent.phone, agent.displayAddress].filter(Boolean).join(' · ') || '--'}
                </Text>
              </div>
              <Badge color={agent.status === 'blocked' ? 'red' : 'green'} variant="filled" radius="sm">
                {agent.status === 'blocked' ? t`Blocked` : t`Active`}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

/** The merchant's bookings, newest first, a page at a time; each opens the booking. */
function MerchantBookings({ merchantId }: { merchantId: string }) {
  const { t, i18n } = useLingui();
  return (
    <RelatedList
      title={t`Bookings`}
      testIds={{ list: 'merchant-bookings', row: 'merchant-booking' }}
      definition={relatedBookings}
      columns={relatedBookingColumns(i18n)}
      queryOptions={(query) => merchantBookingsQueryOptions({ ...query, providerId: merchantId } as OrdersListQuery)}
      texts={{ empty: t`No bookings yet.`, loadError: t`The bookings could not be loaded.` }}
    />
  );
}
