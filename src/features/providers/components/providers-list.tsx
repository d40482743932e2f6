import { useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ListUrl } from '@/components/list/list-route';
import { idColumn, ratingColumn, textColumn } from '@/components/list/columns';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { providerEndpoints } from '@/shared/api/endpoints/providers';
import type { ProviderRow } from '@/shared/schemas/providers';
import { useProviderStatus } from '../api/providers.mutations';
import { providersListSource } from '../api/providers.queries';
import { providersList } from '../lib/providers-list';
import { initials, VerifiedBadge } from './provider-parts';
import { paths } from '@/shared/paths';

/** Service providers (issue 15) on the list kit: each row opens the provider's details. */
export function ProvidersList(url: ListUrl) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useProviderStatus();

  const columns = useMemo((): ListColumn<ProviderRow>[] => {
    const detailsLink = (row: ProviderRow, text: string) => (
      <Anchor size="sm" fw={600} renderRoot={(props) => <Link {...paths.provider(row.id)} {...props} />}>
        {text}
      </Anchor>
    );
    return [
      idColumn({ title: t`ID` }),
      {
        id: 'name',
        title: t`Name`,
        sortable: true,
        card: 'main',
        render: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={row.profileImage} alt="" size={32} radius="xl" imageProps={{ loading: 'lazy' }}>
              {initials(row.name)}
            </Avatar>
            {detailsLink(row, row.name)}
          </Group>
        ),
      },
      textColumn('email', t`Email`, { sortable: true, card: 'sub' }),
      textColumn('phone', t`Phone`, { noWrap: true }),
      textColumn('businessType', t`Business type`, { noWrap: true, wideOnly: true }),
      ratingColumn(),
      {
        id: 'verified',
        title: t`Verification`,
        noWrap: true,
        render: (row) => <VerifiedBadge verified={row.verified} />,
      },
      statusToggleColumn<ProviderRow>({
        id: 'status',
        noWrap: true,
        checked: (row) => row.status,
        name: (row) => row.name,
        save: ({ id }, next) => status.mutateAsync({ id, status: next }),
      }),
    ];
  }, [t, status.mutateAsync]);

  return (
    <ListScreen
      {...url}
      definition={providersList}
      source={providersListSource}
      columns={columns}
      onRowClick={(row) => void navigate(paths.provider(row.id))}
      texts={{
        title: t`Service providers`,

        loadError: t`Service providers could not be loaded.`,
      }}
      exportSpec={exportOf(providerEndpoints.providersExport, 'providers.csv')}
      testIds={{ list: 'providers', row: 'provider' }}
    />
  );
}
