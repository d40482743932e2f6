import { useLingui } from '@lingui/react/macro';
import { Grid, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { FormDialog } from '@/components/form/form-frames';
import { SearchSelect } from '@/components/form/search-select';
import { useEntityForm } from '@/components/form/use-entity-form';
import { areaEndpoints } from '@/shared/api/endpoints/areas';
import { GEOFENCE_KINDS, GeofenceBodySchema, type GeofenceKind, type GeofenceRow } from '@/shared/schemas/areas';
import { type AreaGeometry, circlePolygon, type Position } from '@/shared/schemas/geo';
import { cityDetailQuery, cityOptions, geofenceKeys } from '../api/areas.queries';
import { KIND_LABELS } from '../lib/geofences-list';
import type { MapShape } from './area-map';
import { AreaEditor } from './area-editor';

const AreaMap = lazy(() => import('./area-map'));

type Props = { geofence: GeofenceRow | null; onClose: () => void };

/** An ISO time as a `datetime-local` input shows it (the reader's time), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

/**
 * Add / edit a geofence: its city (the city's outline is drawn under it), name, kind, surcharge, priority, status,
 * schedule, and its shape — a polygon drawn, imported or pasted on the map, or a circle (centre and radius).
 */
export default function GeofenceFormDialog({ geofence, onClose }: Props) {
  const { t, i18n } = useLingui();
  const entity = useEntityForm({
    endpoint: geofence ? areaEndpoints.geofenceUpdate : areaEndpoints.geofenceCreate,
    params: geofence ? { id: geofence.id } : undefined,
    schema: GeofenceBodySchema,
    initialValues: {
      cityId: geofence?.cityId ?? '',
      name: geofence?.name ?? '',
      kind: geofence?.kind ?? ('surcharge' as GeofenceKind),
      surchargeKind: geofence?.surchargeKind ?? ('percent' as 'percent' | 'fixed' | null),
      surchargeAmount: geofence?.surchargeAmount ?? (null as number | null),
      priority: geofence?.priority ?? 0,
      status: geofence?.status ?? ('active' as 'active' | 'inactive'),
      startsAt: geofence?.startsAt ?? (null as string | null),
      endsAt: geofence?.endsAt ?? (null as string | null),
      shape: geofence?.shape ?? ('polygon' as 'polygon' | 'circle'),
      area: (geofence?.shape === 'polygon' ? geofence.area : null) as AreaGeometry | null,
      center: (geofence?.center ?? null) as Position | null,
      radiusM: geofence?.radiusM ?? (null as number | null),
    },
    invalidate: [geofenceKeys.all],
    saved: (_, { name }) => (geofence ? t`Geofence ${name} saved.` : t`Geofence ${name} added.`),
    failed: t`The geofence was not saved.`,
    onSaved: onClose,
  });
  const { form, field } = entity;
  const v = form.values;
  const city = useQuery({ ...cityDetailQuery(v.cityId), enabled: /^[0-9a-f-]{36}$/i.test(v.cityId) });
  const shapes = useMemo((): MapShape[] => {
    const out: MapShape[] = [];
    if (city.data)
      out.push({ id: city.data.id, label: city.data.name, kind: 'context', area: city.data.area.coordinates });
    if (v.shape === 'circle' && v.center && v.radiusM)
      out.push({ id: 'circle', label: v.name, kind: v.kind, area: [circlePolygon(v.center, v.radiusM)] });
    return out;
  }, [city.data, v.shape, v.center, v.radiusM, v.name, v.kind]);
  const kinds = GEOFENCE_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }));
  const centre = (i: 0 | 1) => ({
    value: v.center?.[i] ?? '',
    onChange: (value: string | number) => {
      const next: Position = [...(v.center ?? [0, 0])] as Position;
      next[i] = Number(value);
      form.setFieldValue('center', value === '' ? null : next);
    },
    error: form.errors.center,
  });
  return (
    <FormDialog
      entity={entity}
      title={geofence ? t`Edit geofence` : t`Add geofence`}
      submitLabel={geofence ? t`Save` : t`Add`}
      onClose={onClose}
      size="80rem"
      testId="geofence-form"
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <SearchSelect
              label={t`City`}
              placeholder={t`Search cities`}
              options={cityOptions}
              initial={geofence ? { id: geofence.cityId, name: geofence.cityName } : null}
              {...field('cityId')}
            />
            <TextInput label={t`Name`} {...field('name')} />
            <Select label={t`Kind`} data={kinds} allowDeselect={false} {...field('kind')} />
            {v.kind === 'surcharge' && (
              <SimpleGrid cols={2}>
                <Select
                  label={t`Surcharge type`}
                  allowDeselect={false}
                  data={[
                    { value: 'percent', label: t`Percentage` },
                    { value: 'fixed', label: t`Fixed amount (minor units)` },
                  ]}
                  {...field('surchargeKind')}
                />
                <NumberInput
                  label={v.surchargeKind === 'fixed' ? t`Amount (minor units)` : t`Percent`}
                  clampBehavior="none"
                  {...field('surchargeAmount')}
                  value={v.surchargeAmount ?? ''}
                  onChange={(value) => form.setFieldValue('surchargeAmount', numberOrNull(value))}
                />
              </SimpleGrid>
            )}
            <NumberInput
              label={t`Priority`}
              description={t`Where zones overlap, the highest priority wins`}
              clampBehavior="none"
              {...field('priority')}
              onChange={(value) => form.setFieldValue('priority', Number(value))}
            />
            <SimpleGrid cols={2}>
              <TextInput
                type="datetime-local"
                label={t`Starts`}
                value={toLocalInput(v.startsAt)}
                onChange={(e) => form.setFieldValue('startsAt', fromLocalInput(e.currentTarget.value))}
                error={form.errors.startsAt}
              />
              <TextInput
                type="datetime-local"
                label={t`Ends`}
                value={toLocalInput(v.endsAt)}
                onChange={(e) => form.setFieldValue('endsAt', fromLocalInput(e.currentTarget.value))}
                error={form.errors.endsAt}
              />
            </SimpleGrid>
            <Switch
              label={t`Active`}
              checked={v.status === 'active'}
              onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? 'active' : 'inactive')}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <SegmentedControl
              aria-label={t`Shape`}
              value={v.shape}
              onChange={(value) => form.setFieldValue('shape', value as 'polygon' | 'circle')}
              data={[
                { value: 'polygon', label: t`Polygon` },
                { value: 'circle', label: t`Circle` },
              ]}
            />
            {v.shape === 'polygon' ? (
              <AreaEditor
                value={v.area}
                onChange={(area) => form.setFieldValue('area', area)}
                error={form.errors.area as string | undefined}
                shapes={shapes}
                name={v.name || 'geofence'}
                label={t`Geofence map`}
              />
            ) : (
              <>
                <SimpleGrid cols={3}>
                  <NumberInput label={t`Centre longitude`} clampBehavior="none" decimalSeparator="." {...centre(0)} />
                  <NumberInput label={t`Centre latitude`} clampBehavior="none" decimalSeparator="." {...centre(1)} />
                  <NumberInput
                    label={t`Radius (m)`}
                    clampBehavior="none"
                    {...field('radiusM')}
                    value={v.radiusM ?? ''}
                    onChange={(value) => form.setFieldValue('radiusM', numberOrNull(value))}
                  />
                </SimpleGrid>
                <Suspense fallback={<div style={{ height: 420 }} aria-busy="true" />}>
                  <AreaMap value={null} shapes={shapes} label={t`Geofence map`} />
                </Suspense>
                <Text
                  size="xs"
                  c="dimmed"
                >{t`The circle is drawn from its centre and radius; a point on its edge counts as inside.`}</Text>
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </FormDialog>
  );
}
