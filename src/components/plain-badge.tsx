import { Badge, type BadgeProps, type MantineTheme, useMantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

type BadgeVars = Record<string, string | undefined>;

/**
 * Mantine's variables for each colour, variant, size and radius, per theme: its resolver parses the colour and works
 * out the contrast on every call (~0.5 ms a badge at 4× CPU), and a list draws the same few statuses again and again.
 */
const varsByTheme = new WeakMap<MantineTheme, Map<string, BadgeVars>>();

function badgeVars(theme: MantineTheme, props: Pick<Props, 'color' | 'variant' | 'size' | 'radius'>): BadgeVars {
  let known = varsByTheme.get(theme);
  if (!known) {
    known = new Map();
    varsByTheme.set(theme, known);
  }
  const key = `${props.color}|${props.variant}|${props.size}|${props.radius}`;
  let vars = known.get(key);
  if (!vars) {
    vars = (Badge.varsResolver(theme, props as BadgeProps, {}).root ?? {}) as BadgeVars;
    known.set(key, vars);
  }
  return vars;
}

type Props = {
  color?: string;
  variant: 'filled' | 'default';
  size?: 'sm' | 'md' | 'lg';
  radius?: 'sm';
  /** Mantine's `tt` style prop. */
  tt?: 'none';
  leftSection?: ReactNode;
  style?: CSSProperties;
  role?: string;
  children: ReactNode;
  [data: `data-${string}`]: string | number | undefined;
};

/**
 * Mantine's `<Badge>` drawn as its elements, without its component: the same classes, and the variables of Mantine's
 * own resolver (`Badge.varsResolver`, colours and contrast included). The first screen of a list draws several (the
 * status of each card, "Last updated"), and Mantine's Badge with its Box, props and styles cost ~1 ms each at 4× CPU,
 * the first one ~3 (issue 22). plain-badge.test.tsx compares its markup with Mantine's for every way it is used.
 */
export function PlainBadge({ color, variant, size, radius, tt, leftSection, style, children, ...rest }: Props) {
  const theme = useMantineTheme();
  const vars = badgeVars(theme, { color, variant, size, radius });
  return (
    <div
      style={{ ...vars, ...(tt ? { textTransform: tt } : null), ...style } as CSSProperties}
      className={`${Badge.classes.root} mantine-Badge-root`}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? 'true' : undefined}
      {...rest}
    >
      {leftSection && (
        <span className={`${Badge.classes.section} mantine-Badge-section`} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={`${Badge.classes.label} mantine-Badge-label`}>{children}</span>
    </div>
  );
}

/**
 * A note beside what it is about, as a badge: its icon before its words, in the default variant and as written (no
 * capitals): "Last updated", "Pending sync", the changes waiting to sync.
 */
export function NoteBadge({ icon, ...props }: Omit<Props, 'variant' | 'tt' | 'leftSection'> & { icon: ReactNode }) {
  return <PlainBadge variant="default" tt="none" leftSection={icon} {...props} />;
}
