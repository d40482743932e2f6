import { Button, type ButtonProps, UnstyledButton, useMantineTheme } from '@mantine/core';
import type { CSSProperties, MouseEvent, ReactElement, ReactNode } from 'react';

/** What the root element gets: Mantine's classes, variables and data attributes of the button, and its content. */
export type PlainButtonRootProps = {
  className: string;
  style: CSSProperties;
  'data-variant'?: string;
  'data-with-left-section'?: 'true';
  children: ReactNode;
};

type Props = {
  variant?: 'default' | 'subtle';
  color?: string;
  leftSection?: ReactNode;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  /** Draws the root element instead of a `<button type="button">` (a router Link, for instance) with these props. */
  renderRoot?: (props: PlainButtonRootProps) => ReactElement;
};

const ROOT_CLASS = `mantine-focus-auto mantine-active ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

/**
 * Mantine's `<Button>` (size sm) drawn as its elements, without its component: the same classes, and the variables of
 * Mantine's own resolver (`Button.varsResolver`, the operator's colour and its contrast included). Every list's first
 * screen draws one or two (the page's Add, the date filter), and Mantine's Button with UnstyledButton and its Boxes,
 * props and styles cost ~2-4 ms at 4× CPU there (issue 22, decision 015). plain-button.test.tsx compares its markup
 * with Mantine's for every way it is used.
 */
export function PlainButton({ variant, color, leftSection, children, onClick, onPointerEnter, renderRoot }: Props) {
  const theme = useMantineTheme();
  const vars = Button.varsResolver(theme, { variant, color } as ButtonProps, {}).root;
  const root: PlainButtonRootProps = {
    className: ROOT_CLASS,
    style: vars as CSSProperties,
    'data-variant': variant,
    'data-with-left-section': leftSection ? 'true' : undefined,
    children: (
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        {leftSection && (
          <span className={`${Button.classes.section} mantine-Button-section`} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={`${Button.classes.label} mantine-Button-label`}>{children}</span>
      </span>
    ),
  };
  if (renderRoot) return renderRoot(root);
  return <button {...root} type="button" onClick={onClick} onPointerEnter={onPointerEnter} />;
}
