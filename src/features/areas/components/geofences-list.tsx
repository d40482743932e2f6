import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { statusColumn, textColumn } from '@/components/list/columns';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListUrl } from '@/components/list/list-route';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { actionsColumn, editAction } from '@/components/list/row-actions';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { areaEndpoints } from '@/shared/api/endpoints/areas';
import type { GeofenceRow } from '@/shared/schemas/areas';
import { useDeleteGeofence } from '../api/areas.mutations';
import { geofencesListSource } from '../api/areas.queries';
import { geofencesList, KIND_LABELS } from '../lib/geofences-list';
import { AREA_STATUS } from './cities-list';
import { GeojsonExportButton } from './geojson-export-button';

// The dialog (its map, leaflet and geoman) loads when it is first opened.
const GeofenceFormDialog = lazy(() => import('./geofence-form-dialog'));

/**
 * Settings → Geofences (issue 71) on the list kit: name, city, kind, surcharge, priority, shape, status; CSV and
 * GeoJSON exports; Add / Edit open the dialog with the map.
 */
export function GeofencesList(url: ListUrl) {
  const { t, i18n } = useLingui();
  const remove = useDeleteGeofence();
  const [editing, setEditing] = useState<GeofenceRow | 'new' | null>(null);
  const del = useDeleteAction<GeofenceRow>({
    texts: {
      title: t`Delete geofence`,
      message: ({ name }) => t`Delete the geofence ${name}? This cannot be undone.`,
      failed: t`The geofence was not deleted.`,
    },
    remove: (row) => remove.mutateAsync(row.id),
    deleted: ({ name }) => t`Geofence ${name} deleted.`,
  });
  const columns = useMemo((): ListColumn<GeofenceRow>[] => {
    const surcharge = (row: GeofenceRow) => {
      if (row.kind !== 'surcharge' || row.surchargeAmount === null) return '';
      return row.surchargeKind === 'percent'
        ? `${i18n.number(row.surchargeAmount)} %`
        : i18n.number(row.surchargeAmount / 100, { style: 'currency', currency: row.currency });
    };
    return [
      { id: 'name', title: t`Name`, sortable: true, card: 'main', render: (row) => row.name },
      textColumn('cityName', t`City`, { card: 'sub' }),
      textColumn('kind', t`Kind`, { text: (row) => i18n._(KIND_LABELS[row.kind]) }),
      textColumn('surcharge', t`Surcharge`, { text: surcharge }),
      textColumn('priority', t`Priority`, { sortable: true, text: (row) => i18n.number(row.priority) }),
      textColumn('shape', t`Shape`, {
        wideOnly: true,
        text: (row) => (row.shape === 'circle' ? t`Circle (${i18n.number(row.radiusM ?? 0)} m)` : t`Polygon`),
      }),
      statusColumn(AREA_STATUS),
      actionsColumn(
        t`Actions`,
        (row) => row.name,
        (row) => [editAction(() => setEditing(row)), del.action(row)],
      ),
    ];
  }, [t, i18n, del.action]);
  return (
    <ListScreen
      {...url}
      definition={geofencesList}
      source={geofencesListSource}
      columns={columns}
      texts={{ title: t`Geofences`, loadError: t`Geofences could not be loaded.` }}
      actions={
        <Group gap="xs">
          <GeojsonExportButton which="geofencesGeojson" fileName="geofences.geojson" filters={url.search} />
          <PlainButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t`Add geofence`}
          </PlainButton>
        </Group>
      }
      exportSpec={exportOf(areaEndpoints.geofencesExport, 'geofences.csv')}
      testIds={{ list: 'geofences', row: 'geofence' }}
    >
      {editing !== null && (
        <Suspense fallback={null}>
          <GeofenceFormDialog geofence={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {del.dialog}
    </ListScreen>
  );
}
