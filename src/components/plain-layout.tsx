import {
  Card,
  type CardProps,
  Group,
  type GroupProps,
  type MantineSpacing,
  Paper,
  Stack,
  type StackProps,
  Title,
  type TitleProps,
  useMantineTheme,
} from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A resolver's variables as a style (React leaves the undefined ones out of the attribute, as Mantine does). */
const asStyle = (vars: Record<string, string | undefined> | undefined) => vars as CSSProperties;

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

type Common = {
  className?: string;
  /** After Mantine's variables, as Mantine's Box merges them. */
  style?: CSSProperties;
  children?: ReactNode;
  'aria-busy'?: boolean;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

type GapProps = { gap?: MantineSpacing | number };

/**
 * Mantine's `<Stack>` drawn as its element, without its component (decision 015): its classes and the variables of
 * `Stack.varsResolver`. The frame of every list screen; Mantine's Stack, Box, props and styles ran in the first screen
 * of every reopen (issue 22). plain-layout.test.tsx compares the markup with Mantine's for every way it is used.
 */
export function PlainStack({ gap = 'md', className, style, children, ...rest }: Common & GapProps) {
  const theme = useMantineTheme();
  const vars = Stack.varsResolver(theme, { gap, align: 'stretch', justify: 'flex-start' } as StackProps, {}).root;
  return (
    <div
      className={join(`${Stack.classes.root} mantine-Stack-root`, className)}
      style={{ ...asStyle(vars), ...style }}
      {...rest}
    >
      {children}
    </div>
  );
}

type GroupLayout = GapProps & {
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
  /** What Mantine's style props give (`h="100%"`: `{ height: '100%' }`), after the variables as Mantine puts them. */
  styleProps?: CSSProperties;
};

/** Mantine's `<Group>` (without `grow`) drawn as its element, as PlainStack (decision 015). */
export function PlainGroup({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  styleProps,
  className,
  style,
  children,
  ...rest
}: Common & GroupLayout) {
  const theme = useMantineTheme();
  const props = { gap, align, justify, wrap, preventGrowOverflow: true } as GroupProps;
  const vars = Group.varsResolver(theme, props, { childWidth: '' }).root;
  return (
    <div
      className={join(`${Group.classes.root} mantine-Group-root`, className)}
      style={{ ...asStyle(vars), ...style, ...styleProps }}
      {...rest}
    >
      {children}
    </div>
  );
}

/** Mantine's `<Card withBorder padding>` (its Paper inside) drawn as its element, as PlainStack (decision 015). */
export function PlainCard({ padding, className, style, children, ...rest }: Common & { padding: MantineSpacing }) {
  const theme = useMantineTheme();
  const vars = {
    ...Paper.varsResolver(theme, {} as never, {}).root,
    ...Card.varsResolver(theme, { padding } as CardProps, {}).root,
  };
  return (
    <div
      className={join(`${Card.classes.root} mantine-Card-root`, `${Paper.classes.root} mantine-Paper-root`, className)}
      style={{ ...asStyle(vars), ...style }}
      data-orientation="vertical"
      data-with-border="true"
      {...rest}
    >
      {children}
    </div>
  );
}

/** Mantine's `<Title order={1} size>` drawn as its element, as PlainStack (decision 015). */
export function PlainTitle({ size, children }: { size: TitleProps['size']; children: ReactNode }) {
  const theme = useMantineTheme();
  const vars = Title.varsResolver(theme, { order: 1, size } as TitleProps, {}).root;
  return (
    <h1 className={`${Title.classes.root} mantine-Title-root`} style={asStyle(vars)} data-order={1} data-size={size}>
      {children}
    </h1>
  );
}
