import { useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarStats,
  IconCash,
  IconPackage,
  IconUsers,
  IconUserStar,
} from '@tabler/icons-react';
import { formatCurrency, formatNumber } from '@/shared/format';
import type { StatFigures } from '../lib/stats';

type Props = { figures: StatFigures; currency: string; loading: boolean };

/** The six stat cards (spec part 1 §2). */
export function StatCards({ figures, currency, loading }: Props) {
  const { t, i18n } = useLingui();
  const cards = [
    {
      key: 'todayOrder',
      label: t`Today's bookings`,
      value: formatNumber(figures.todayOrder, i18n.locale),
      icon: IconCalendarEvent,
    },
    {
      key: 'totalOrders',
      label: t`Total bookings`,
      value: formatNumber(figures.totalOrders, i18n.locale),
      icon: IconCalendarStats,
    },
    {
      key: 'totalSalesAmount',
      label: t`Total sales`,
      value: formatCurrency(figures.totalSalesAmount, currency, i18n.locale),
      icon: IconCash,
    },
    {
      key: 'totalUsers',
      label: t`Total customers`,
      value: formatNumber(figures.totalUsers, i18n.locale),
      icon: IconUsers,
    },
    {
      key: 'totalProviders',
      label: t`Total providers`,
      value: formatNumber(figures.totalProviders, i18n.locale),
      icon: IconUserStar,
    },
    {
      key: 'totalProducts',
      label: t`Total services`,
      value: formatNumber(figures.totalProducts, i18n.locale),
      icon: IconPackage,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards.map(({ key, label, value, icon: Icon }) => (
        <Card key={key} withBorder padding="md" data-testid={`stat-${key}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              {loading ? (
                <Skeleton h={28} mt={6} w={80} />
              ) : (
                <Text fw={700} fz="xl" mt={4} data-testid="stat-value">
                  {value}
                </Text>
              )}
            </div>
            <ThemeIcon variant="light" size="lg" radius="md">
              <Icon size={20} aria-hidden />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
