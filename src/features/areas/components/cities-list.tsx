import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { StatusMap } from '@/components/list/cells';
import { statusColumn, textColumn } from '@/components/list/columns';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { actionsColumn, editAction } from '@/components/list/row-actions';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { areaEndpoints } from '@/shared/api/endpoints/areas';
import { hrefOf, paths } from '@/shared/paths';
import type { CityRow } from '@/shared/schemas/areas';
import { useDeleteCity } from '../api/areas.mutations';
import { citiesListSource } from '../api/areas.queries';
import { citiesList } from '../lib/cities-list';
import { GeojsonExportButton } from './geojson-export-button';

export const AREA_STATUS: StatusMap = {
  active: { label: msg({ message: 'Active', context: 'area status' }), color: 'green' },
  inactive: { label: msg({ message: 'Inactive', context: 'area status' }), color: 'gray' },
};

/**
 * Settings → Cities (issue 71) on the list kit: name (the city's page), country, time zone, currency, outline
 * points, status; export as CSV (the kit) or GeoJSON; Add city opens a new city's page with its map.
 */
export function CitiesList(url: ListUrl) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const remove = useDeleteCity();
  const del = useDeleteAction<CityRow>({
    texts: {
      title: t`Delete city`,
      message: ({ name }) => t`Delete the city ${name} and its geofences? This cannot be undone.`,
      failed: t`The city was not deleted.`,
    },
    remove: (row) => remove.mutateAsync(row.id),
    deleted: ({ name }) => t`City ${name} deleted.`,
  });
  const columns = useMemo(
    (): ListColumn<CityRow>[] => [
      {
        id: 'name',
        title: t`Name`,
        sortable: true,
        card: 'main',
        render: (row) => (
          <Anchor renderRoot={(props) => <Link {...paths.city(row.id)} {...props} />} size="sm" fw={500}>
            {row.names[i18n.locale] ?? row.name}
          </Anchor>
        ),
      },
      textColumn('country', t`Country`, { sortable: true, card: 'sub' }),
      textColumn('timeZone', t`Time zone`),
      textColumn('currency', t`Currency`),
      textColumn('pointCount', t`Points`, { text: (row) => i18n.number(row.pointCount), wideOnly: true }),
      statusColumn(AREA_STATUS),
      actionsColumn(
        t`Actions`,
        (row) => row.name,
        (row) => [editAction(() => void navigate(paths.city(row.id)), hrefOf(paths.city(row.id))), del.action(row)],
      ),
    ],
    [t, i18n, navigate, del.action],
  );
  return (
    <ListScreen
      {...url}
      definition={citiesList}
      source={citiesListSource}
      columns={columns}
      texts={{ title: t`Cities`, loadError: t`Cities could not be loaded.` }}
      actions={
        <Group gap="xs">
          <GeojsonExportButton which="citiesGeojson" fileName="cities.geojson" filters={url.search} />
          <PlainButton
            leftSection={<IconPlus size={16} aria-hidden />}
            renderRoot={(props) => <Link {...paths.city('new')} {...props} />}
          >
            {t`Add city`}
          </PlainButton>
        </Group>
      }
      exportSpec={exportOf(areaEndpoints.citiesExport, 'cities.csv')}
      testIds={{ list: 'cities', row: 'city' }}
    >
      {del.dialog}
    </ListScreen>
  );
}
