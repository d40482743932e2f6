import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Card, createTheme, Group, MantineProvider, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { comparableMarkup } from '@/test/markup';
import type { StatFigures } from '../lib/stats';
import { StatCards } from './stat-cards';

const FIGURES: StatFigures = {
  todayOrder: 3,
  totalOrders: 1204,
  totalSalesAmount: 12_345.67,
  totalUsers: 48,
  totalProviders: 12,
  totalProducts: 30,
  verifiedProviders: 9,
  notVerifiedProviders: 3,
};

/** The stat card as Mantine's components draw it (what StatCards drew before decision 015). */
function MantineStatCard({ loading }: { loading: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <Card withBorder padding="md" data-testid="stat-todayOrder">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              Today's bookings
            </Text>
            {loading ? (
              <Skeleton h={28} mt={6} w={80} />
            ) : (
              <Text fw={700} fz="xl" mt={4} data-testid="stat-value">
                3
              </Text>
            )}
          </div>
          <ThemeIcon variant="light" size="lg" radius="md">
            <IconCalendarEvent size={20} aria-hidden />
          </ThemeIcon>
        </Group>
      </Card>
    </SimpleGrid>
  );
}

/**
 * The first card's markup. Mantine's ThemeIcon also leaks its `radius` prop onto its element as an attribute
 * (`radius="md"`, not valid HTML and styled by nothing): left out of the comparison.
 */
function firstCard(container: HTMLElement): string {
  const card = container.querySelector('[data-testid="stat-todayOrder"]');
  if (!card) throw new Error('no card');
  card.querySelector('[radius]')?.removeAttribute('radius');
  return comparableMarkup(card);
}

const cards = (ui: ReactElement) => firstCard(renderWithProviders(ui).container);

describe('StatCards', () => {
  it('draws a figure as Mantine’s Card, Group, Text and ThemeIcon do', () => {
    expect(cards(<StatCards figures={FIGURES} currency="EUR" loading={false} />)).toBe(
      cards(<MantineStatCard loading={false} />),
    );
  });

  it('draws a loading figure as Mantine’s Skeleton', () => {
    expect(cards(<StatCards figures={FIGURES} currency="EUR" loading />)).toBe(cards(<MantineStatCard loading />));
  });

  it.each(['yellow', 'grape'])('takes the theme’s primary colour (%s) for the icon as Mantine does', (primaryColor) => {
    const themed = (ui: ReactElement) =>
      firstCard(
        render(
          <I18nProvider i18n={i18n}>
            <MantineProvider theme={createTheme({ primaryColor, autoContrast: true })}>{ui}</MantineProvider>
          </I18nProvider>,
        ).container,
      );
    const ours = themed(<StatCards figures={FIGURES} currency="EUR" loading={false} />);
    expect(ours).toContain(`var(--mantine-color-${primaryColor}-light-color)`);
    expect(ours).toBe(themed(<MantineStatCard loading={false} />));
  });

  it('shows each figure formatted, in the order of the spec', () => {
    const { container } = renderWithProviders(<StatCards figures={FIGURES} currency="EUR" loading={false} />);
    const shown = [...container.querySelectorAll('[data-testid^="stat-"]:not([data-testid="stat-value"])')].map(
      (card) => [card.getAttribute('data-testid'), card.querySelector('[data-testid="stat-value"]')?.textContent],
    );
    expect(shown).toEqual([
      ['stat-todayOrder', '3'],
      ['stat-totalOrders', '1,204'],
      ['stat-totalSalesAmount', '€12,345.67'],
      ['stat-totalUsers', '48'],
      ['stat-totalProviders', '12'],
      ['stat-totalProducts', '30'],
    ]);
  });
});
