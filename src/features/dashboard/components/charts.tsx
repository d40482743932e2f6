import '@mantine/charts/styles.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Card, ColorSwatch, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCompactCurrency, formatCurrency, formatNumber } from '@/shared/format';
import type { BookingGraphPoint, PopularService } from '@/shared/schemas/dashboard';
import type { GraphType } from '../api/dashboard.queries';

/**
 * Every how many points an x-axis label is drawn (0 = each): about `labels` labels whatever the interval (seven, three
 * on a phone, where seven dates overlapped into unreadable text: issue 75).
 */
export const labelInterval = (points: number, labels = 7) => Math.max(0, Math.ceil(points / labels) - 1);

/** Phones (up to 599 px): the sales chart draws three dates. */
const PHONE = '(max-width: 37.4375em)';

/** Sales analysis: a line chart with the daily / weekly / monthly selector. */
export function SalesChart({
  points,
  graphType,
  onGraphType,
  currency,
}: {
  points: BookingGraphPoint[] | undefined;
  graphType: GraphType;
  onGraphType: (graphType: GraphType) => void;
  currency: string;
}) {
  const { t, i18n } = useLingui();
  const isPhone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return (
    <Card withBorder padding="md" data-testid="sales-chart">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            <Trans>Sales analysis</Trans>
          </Title>
          <SegmentedControl
            size="xs"
            value={String(graphType)}
            onChange={(value) => onGraphType(Number(value) as GraphType)}
            data={[
              { value: '1', label: t`Daily` },
              { value: '2', label: t`Weekly` },
              { value: '3', label: t`Monthly` },
            ]}
            aria-label={t`Interval`}
          />
        </Group>
        {points && points.length > 0 ? (
          <LineChart
            h={280}
            data={points}
            dataKey="label"
            series={[{ name: 'totalSales', label: t`Sales`, color: 'brand.6' }]}
            curveType="monotone"
            withDots={false}
            valueFormatter={(value) => formatCurrency(value, currency, i18n.locale)}
            // Fixed tick intervals: recharts then places the labels without measuring each one in the DOM
            // (its "preserveEnd" default costs a layout per label when the chart first draws).
            xAxisProps={{ interval: labelInterval(points.length, isPhone ? 3 : 7) }}
            yAxisProps={{
              width: 70,
              interval: 0,
              tickFormatter: (value: number) => formatCompactCurrency(value, currency, i18n.locale),
            }}
            gridAxis="y"
            data-points={points.length}
          />
        ) : (
          <Text c="dimmed" size="sm">
            <Trans>No sales data for this interval.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Popular services: bookings and revenue per service. */
export function PopularServicesChart({ services, currency }: { services: PopularService[]; currency: string }) {
  const { t, i18n } = useLingui();
  return (
    <Card withBorder padding="md" data-testid="popular-services-chart">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Popular services</Trans>
        </Title>
        <BarChart
          h={300}
          data={services}
          dataKey="serviceName"
          withRightYAxis
          series={[
            { name: 'totalBookings', label: t`Bookings`, color: 'brand.6' },
            { name: 'totalRevenue', label: t`Revenue`, color: 'teal.6', yAxisId: 'right' },
          ]}
          yAxisProps={{ interval: 0 }}
          rightYAxisProps={{
            width: 70,
            interval: 0,
            tickFormatter: (value: number) => formatCompactCurrency(value, currency, i18n.locale),
          }}
          valueFormatter={(value) => formatNumber(value, i18n.locale)}
          withLegend
          tickLine="none"
          xAxisProps={{ interval: 0, angle: -20, textAnchor: 'end', height: 60 }}
        />
      </Stack>
    </Card>
  );
}

/** Approved versus unapproved providers (450 wide). */
export function ProvidersDonut({ verified, notVerified }: { verified: number; notVerified: number }) {
  const { t, i18n } = useLingui();
  const slices = [
    { name: t`Approved`, value: verified, color: 'teal.6' },
    { name: t`Unapproved`, value: notVerified, color: 'orange.6' },
  ];
  return (
    <Card withBorder padding="md" data-testid="providers-donut" maw={450} w="100%">
      <Stack gap="sm" align="center">
        <Title order={2} size="h4" style={{ alignSelf: 'flex-start' }}>
          <Trans>Providers</Trans>
        </Title>
        <DonutChart
          size={220}
          thickness={30}
          withLabelsLine
          withLabels
          withTooltip
          chartLabel={String(verified + notVerified)}
          data={slices}
        />
        {/* The legend: what each colour counts (the labels on the ring show only the numbers). */}
        <Group gap="lg" justify="center" data-testid="providers-donut-legend">
          {slices.map((slice) => (
            <Group key={slice.name} gap={6} wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
                size={12}
                withShadow={false}
              />
              <Text size="sm">
                {slice.name}: {formatNumber(slice.value, i18n.locale)}
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
