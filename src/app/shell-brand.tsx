import type { CSSProperties } from 'react';

/** The classes Mantine's Burger and Image draw; shell-brand.test.tsx compares them. */
const CLASSES = {
  burger: 'mantine-focus-auto m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root',
  lines: 'm_d4fb9cad mantine-Burger-burger',
  image: 'm_9e117634 mantine-Image-root',
};

const BURGER_VARS = { '--burger-size': 'var(--burger-size-sm)' } as CSSProperties;
const LOGO_SIZE: CSSProperties = {
  width: 'calc(2rem * var(--mantine-scale))',
  height: 'calc(2rem * var(--mantine-scale))',
};

type BurgerProps = {
  opened: boolean;
  onClick: () => void;
  'aria-label': string;
  'aria-expanded': boolean;
};

/**
 * The header's menu button: Mantine's `<Burger size="sm">` drawn as its elements, without its component (Burger,
 * UnstyledButton and two Boxes, ~2.5 ms of every start at 4× CPU; issue 22, decision 015). The lines and their
 * animation are Mantine's CSS. shell-brand.test.tsx compares its markup with Mantine's, closed and opened.
 */
export function ShellBurger({ opened, onClick, 'aria-label': label, 'aria-expanded': expanded }: BurgerProps) {
  return (
    <button
      style={BURGER_VARS}
      className={CLASSES.burger}
      data-size="sm"
      type="button"
      aria-label={label}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <div className={CLASSES.lines} data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  );
}

/** The operator's logo in the header: Mantine's `<Image h={32} w={32}>` as its element (decision 015). */
export function OperatorLogo({ src, alt }: { src: string; alt: string }) {
  return <img style={LOGO_SIZE} className={CLASSES.image} alt={alt} src={src} />;
}
