import type { CSSProperties, MouseEvent, ReactNode } from 'react';

/** The classes Mantine's ActionIcon draws (its own and UnstyledButton's); small-icon-button.test.tsx compares them. */
const CLASSES = {
  root: 'mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
  icon: 'm_8d3afb97 mantine-ActionIcon-icon',
};

type Props = {
  /** A colour of the theme's palette (not the primary one, which Mantine resolves otherwise). */
  color: 'gray' | 'teal';
  'aria-label': string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
};

/**
 * Mantine's `<ActionIcon variant="subtle" size="sm" color=…>` drawn as the same button, classes and variables,
 * without its component: every row of every list draws one (the id's copy button), two or three of them in a phone's
 * first screen, and Mantine's ActionIcon (with UnstyledButton and Box, their props and styles) cost ~0.6 ms each at
 * 4× CPU (issue 22). small-icon-button.test.tsx compares its markup with Mantine's, so an upgrade that changes it
 * fails there.
 */
export function SmallIconButton({ color, 'aria-label': label, onClick, children }: Props) {
  const vars = {
    '--ai-size': 'var(--ai-size-sm)',
    '--ai-bg': 'transparent',
    '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
    '--ai-color': `var(--mantine-color-${color}-light-color)`,
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <button
      style={vars}
      className={CLASSES.root}
      data-variant="subtle"
      data-size="sm"
      type="button"
      aria-label={label}
      onClick={onClick}
    >
      <span className={CLASSES.icon}>{children}</span>
    </button>
  );
}
