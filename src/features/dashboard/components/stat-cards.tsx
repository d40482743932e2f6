import { useLingui } from '@lingui/react/macro';
import {
  Card,
  type CardProps,
  Group,
  type GroupProps,
  type MantineTheme,
  Paper,
  rem,
  SimpleGrid,
  Skeleton,
  Text,
  type TextProps,
  ThemeIcon,
  type ThemeIconProps,
  useMantineTheme,
} from '@mantine/core';
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
import type { CSSProperties, ReactNode } from 'react';

type Props = { figures: StatFigures; currency: string; loading: boolean };

/** The six stat cards (spec part 1 §2). */
export function StatCards({ figures, currency, loading }: Props) {
  const { t, i18n } = useLingui();
  const count = (value: number) => formatNumber(value, i18n.locale);
  const cards = [
    { key: 'todayOrder', label: t`Today's bookings`, value: count(figures.todayOrder), icon: IconCalendarEvent },
    { key: 'totalOrders', label: t`Total bookings`, value: count(figures.totalOrders), icon: IconCalendarStats },
    {
      key: 'totalSalesAmount',
      label: t`Total sales`,
      value: formatCurrency(figures.totalSalesAmount, currency, i18n.locale),
      icon: IconCash,
    },
    { key: 'totalUsers', label: t`Total customers`, value: count(figures.totalUsers), icon: IconUsers },
    { key: 'totalProviders', label: t`Total providers`, value: count(figures.totalProviders), icon: IconUserStar },
    { key: 'totalProducts', label: t`Total services`, value: count(figures.totalProducts), icon: IconPackage },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards.map(({ key, label, value, icon: Icon }) => (
        <StatCard
          key={key}
          testId={`stat-${key}`}
          label={label}
          value={loading ? null : value}
          icon={<Icon size={20} aria-hidden />}
        />
      ))}
    </SimpleGrid>
  );
}

// Mantine's inline styles of the pieces below, as its components write them (stat-cards.test.tsx compares).
const CARD_VARS = Card.varsResolver({} as MantineTheme, { padding: 'md' } as CardProps, {}).root;
const GROUP_VARS = Group.varsResolver(
  {} as MantineTheme,
  { gap: 'md', justify: 'space-between', wrap: 'nowrap', align: 'flex-start' } as GroupProps,
  { childWidth: '' },
).root;
const LABEL_STYLE = {
  ...Text.varsResolver({} as MantineTheme, { size: 'sm' } as TextProps, {}).root,
  color: 'var(--mantine-color-dimmed)',
};
const VALUE_STYLE = { marginTop: rem(4), fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 };
const SKELETON_STYLE = { marginTop: rem(6), width: rem(80), height: rem(28) };
const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;

/**
 * One figure: Mantine's `Card withBorder padding="md"` around a `Group` of the label and value (`Text`, or a
 * `Skeleton` while loading) and a light `ThemeIcon`, drawn as their elements without their components (decision
 * 015). The six cards are the dashboard's first screen, and Mantine's Card, Paper, Group, two Texts and a ThemeIcon
 * with their Boxes, props and styles cost more than the rest of the screen's render (issue 22). stat-cards.test.tsx
 * compares its markup with Mantine's for both states and a primary colour of each kind.
 */
function StatCard({
  testId,
  label,
  value,
  icon,
}: {
  testId: string;
  label: string;
  value: string | null;
  icon: ReactNode;
}) {
  const theme = useMantineTheme();
  const iconVars = ThemeIcon.varsResolver(
    theme,
    { variant: 'light', size: 'lg', radius: 'md' } as ThemeIconProps,
    {},
  ).root;
  return (
    <div
      style={CARD_VARS as CSSProperties}
      className={`${Card.classes.root} mantine-Card-root ${Paper.classes.root} mantine-Paper-root`}
      data-with-border="true"
      data-orientation="vertical"
      data-testid={testId}
    >
      <div style={GROUP_VARS as CSSProperties} className={`${Group.classes.root} mantine-Group-root`}>
        <div style={{ minWidth: 0 }}>
          <p style={LABEL_STYLE as CSSProperties} className={TEXT_CLASS} data-size="sm">
            {label}
          </p>
          {value === null ? (
            <div
              style={SKELETON_STYLE}
              className={`${Skeleton.classes.root} mantine-Skeleton-root`}
              data-visible="true"
              data-animate="true"
            />
          ) : (
            <p style={VALUE_STYLE} className={TEXT_CLASS} data-testid="stat-value">
              {value}
            </p>
          )}
        </div>
        <div
          style={iconVars as CSSProperties}
          className={`${ThemeIcon.classes.root} mantine-ThemeIcon-root`}
          data-variant="light"
          data-size="lg"
        >
          {icon}
        </div>
      </div>
    </div>
  );
}
