import { useLingui } from '@lingui/react/macro';
import { Button, Grid, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DetailPage } from '@/components/detail/detail-page';
import { FormPage } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { useOperator } from '@/lib/operator-context';
import { areaEndpoints } from '@/shared/api/endpoints/areas';
import { CURRENCIES, timeZones } from '@/shared/currencies';
import { paths } from '@/shared/paths';
import { CityBodySchema, type CityRow } from '@/shared/schemas/areas';
import type { AreaGeometry } from '@/shared/schemas/geo';
import { cityDetailQuery, cityKeys, cityZonesQuery } from '../api/areas.queries';
import type { MapShape } from './area-map';
import { AreaEditor } from './area-editor';

/** A city's page (Settings → Cities → a city, or `new`): its names, country, time zone, currency and outline. */
export default function CityPage({ id }: { id: string }) {
  const { t } = useLingui();
  const isNew = id === 'new';
  const query = useQuery({ ...cityDetailQuery(id), enabled: !isNew });
  if (isNew) return <CityForm city={null} />;
  return (
    <DetailPage
      query={query}
      back={{ label: t`Cities`, link: paths.cities() }}
      notFound={{
        testId: 'city-not-found',
        title: t`City not found`,
        text: t`This city does not exist or was deleted.`,
        back: { label: t`Back to cities`, link: paths.cities() },
      }}
      loadError={t`The city could not be loaded.`}
    >
      {(city) => <CityForm key={`${city.id}:${city.updatedAt}`} city={city} />}
    </DetailPage>
  );
}

function CityForm({ city }: { city: CityRow | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { config } = useOperator();
  const languages = config.languages;
  const zones = useQuery({ ...cityZonesQuery(city?.id ?? ''), enabled: city !== null });
  const entity = useEntityForm({
    endpoint: city ? areaEndpoints.cityUpdate : areaEndpoints.cityCreate,
    params: city ? { id: city.id } : undefined,
    schema: CityBodySchema,
    initialValues: {
      names: Object.fromEntries(languages.map((lang) => [lang, city?.names[lang] ?? ''])) as Record<string, string>,
      country: city?.country ?? '',
      timeZone: city?.timeZone ?? config.timeZone ?? 'UTC',
      currency: (city?.currency ?? null) as string | null,
      status: city?.status ?? ('active' as 'active' | 'inactive'),
      serviceTypeIds: city?.serviceTypeIds ?? [],
      area: (city?.area ?? null) as AreaGeometry | null,
    },
    invalidate: [cityKeys.all],
    saved: (row) => (city ? t`City ${row.name} saved.` : t`City ${row.name} added.`),
    failed: t`The city was not saved.`,
    onSaved: (row) => {
      if (!city && row !== 'queued') void navigate(paths.city(row.id));
    },
  });
  const { form, field } = entity;
  const zoneShapes = useMemo(
    (): MapShape[] =>
      (zones.data?.data ?? []).map((z) => ({ id: z.id, label: z.name, kind: z.kind, area: z.area.coordinates })),
    [zones.data],
  );
  const zoneList = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const title = city ? (city.names[i18n.locale] ?? city.name) : t`Add city`;
  return (
    <FormPage
      title={title}
      entity={entity}
      submitLabel={city ? t`Save` : t`Add`}
      cancel={
        <Button variant="default" renderRoot={(props) => <Link {...paths.cities()} {...props} />}>
          {t`Cancel`}
        </Button>
      }
      testId="city-form"
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SimpleGrid cols={1} spacing="sm">
            {languages.map((lang, i) => (
              <TextInput
                key={lang}
                label={t`Name (${lang})`}
                withAsterisk={i === 0}
                maxLength={100}
                {...form.getInputProps(`names.${lang}`)}
              />
            ))}
            <TextInput label={t`Country code`} placeholder="IN" maxLength={2} {...field('country')} />
            <Select label={t`Time zone`} searchable data={zoneList} {...field('timeZone')} />
            <Select
              label={t`Currency`}
              searchable
              clearable
              placeholder={t`The marketplace's (${config.currency})`}
              data={CURRENCIES as unknown as string[]}
              {...field('currency')}
            />
            <Switch
              label={t`Active`}
              checked={form.values.status === 'active'}
              onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? 'active' : 'inactive')}
            />
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AreaEditor
            value={form.values.area}
            onChange={(area) => form.setFieldValue('area', area)}
            error={form.errors.area as string | undefined}
            shapes={zoneShapes}
            name={form.values.names[languages[0] ?? 'en-US'] ?? 'city'}
            label={t`City outline map`}
          />
        </Grid.Col>
      </Grid>
    </FormPage>
  );
}
