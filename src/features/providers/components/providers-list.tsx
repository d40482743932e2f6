import { useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DisplayId, StatusToggle } from '@/components/list/cells';
import type { ListSearch } from '@/components/list/define-list';
import { idColumn } from '@/components/list/columns';
import { ListScreen } from '@/components/list/list-screen';
import type { ListColumn } from '@/components/list/types';
import { apiDownload } from '@/lib/api-client';
import { providerEndpoints } from '@/shared/api/endpoints/providers';
import type { ProviderRow } from '@/shared/schemas/providers';
import { useProviderStatus } from '../api/providers.mutations';
import { providersListSource } from '../api/providers.queries';
import { providersList } from '../lib/providers-list';
import { initials, VerifiedBadge } from './provider-parts';
import { paths } from '@/shared/paths';
import { orEmpty } from '@/components/list/empty-text';

type Props = {
  search: ListSearch;
  onSearchChange: (search: ListSearch, options?: { replace?: boolean }) => void;
};

/** Service providers (issue 15) on the list kit: each row opens the provider's details. */
export function ProvidersList({ search, onSearchChange }: Props) {
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
      idColumn<ProviderRow>({
        title: t`ID`,
        sortField: 'createdAt',
        sortLabel: t`Date added`,
        render: (row) => <DisplayId prefix="" id={row.id} />,
      }),
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
      { id: 'email', title: t`Email`, sortable: true, card: 'sub', render: (row) => orEmpty(row.email) },
      { id: 'phone', title: t`Phone`, noWrap: true, render: (row) => orEmpty(row.phone) },
      {
        id: 'businessType',
        title: t`Business type`,
        noWrap: true,
        wideOnly: true,
        render: (row) => orEmpty(row.businessType),
      },
      {
        id: 'rating',
        title: t`Rating`,
        sortable: true,
        noWrap: true,
        align: 'right',
        card: 'aside',
        render: (row) => (row.rating === null ? t`N/A` : row.rating.toFixed(1)),
      },
      {
        id: 'verified',
        title: t`Verification`,
        noWrap: true,
        render: (row) => <VerifiedBadge verified={row.verified} />,
      },
      {
        id: 'status',
        title: t`Status`,
        noWrap: true,
        card: 'status',
        render: ({ id, name, status: active }) => (
          <StatusToggle
            checked={active}
            label={t`Active: ${name}`}
            onChange={(next) => status.mutateAsync({ id, status: next })}
          />
        ),
      },
    ];
  }, [t, status.mutateAsync]);

  return (
    <ListScreen
      definition={providersList}
      search={search}
      onSearchChange={onSearchChange}
      source={providersListSource}
      columns={columns}
      onRowClick={(row) => void navigate(paths.provider(row.id))}
      texts={{
        title: t`Service providers`,
        empty: t`no data found`,
        loadError: t`Service providers could not be loaded.`,
      }}
      exportSpec={{
        fileName: 'providers.csv',
        download: (query, onProgress, signal) =>
          apiDownload(providerEndpoints.providersExport, { query }, { onProgress, signal }),
      }}
      testIds={{ list: 'providers', row: 'provider' }}
    />
  );
}
