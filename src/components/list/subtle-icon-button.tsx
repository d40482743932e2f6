import { ActionIcon, type ActionIconProps, useMantineTheme } from '@mantine/core';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';

/** The classes Mantine's ActionIcon draws (its own and UnstyledButton's); subtle-icon-button.test.tsx compares them. */
const CLASSES = {
  root: 'mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
  icon: 'm_8d3afb97 mantine-ActionIcon-icon',
};

type Props = {
  /** A colour of the theme (its primary one when not given). */
  color?: string;
  size?: 'sm';
  'aria-label': string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  children: ReactNode;
};

/**
 * Mantine's `<ActionIcon variant="subtle">` drawn as the same button, classes and variables (those of Mantine's own
 * resolver, `ActionIcon.varsResolver`), without its component: every row of a list draws one or two (the id's copy
 * button, a row's action), and Mantine's ActionIcon with UnstyledButton and Box, their props and styles, cost ~0.6 ms
 * each at 4× CPU, the first one more (issue 22). subtle-icon-button.test.tsx compares its markup with Mantine's for
 * every way it is used, so an upgrade that changes it fails there.
 */
export function SubtleIconButton({ color, size, 'aria-label': label, onClick, onPointerEnter, children }: Props) {
  const theme = useMantineTheme();
  const vars = ActionIcon.varsResolver(theme, { variant: 'subtle', color, size } as ActionIconProps, {}).root;
  return (
    <button
      style={vars as CSSProperties}
      className={CLASSES.root}
      data-variant="subtle"
      data-size={size}
      type="button"
      aria-label={label}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
    >
      <span className={CLASSES.icon}>{children}</span>
    </button>
  );
}
