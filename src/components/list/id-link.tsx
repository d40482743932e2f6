import type { CSSProperties, ReactElement, ReactNode } from 'react';

/** What Mantine's Anchor gives its root (classes, variables and data attributes of `size="sm"`). */
export type IdLinkRootProps = {
  className: string;
  style: CSSProperties;
  'data-size': 'sm';
  'data-underline': 'hover';
  children: ReactNode;
};

const ROOT: Omit<IdLinkRootProps, 'children'> = {
  className: 'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root',
  style: {
    '--text-fz': 'var(--mantine-font-size-sm)',
    '--text-lh': 'var(--mantine-line-height-sm)',
    fontFamily: 'var(--mantine-font-family-monospace)',
    fontWeight: 600,
  } as CSSProperties,
  'data-size': 'sm',
  'data-underline': 'hover',
};

/**
 * A row's id as a link: Mantine's `<Anchor renderRoot={…} ff="monospace" size="sm" fw={600}>` drawn as the same
 * element, classes and variables, without its component (Anchor, Text and Box, their props and styles: ~1 ms a row at
 * 4× CPU, the first more; issue 22). `renderRoot` draws the element, a router Link for instance, with the props it
 * is given. id-link.test.tsx compares its markup with Mantine's, so an upgrade that changes it fails there.
 */
export function IdLink({
  renderRoot,
  children,
}: {
  renderRoot: (props: IdLinkRootProps) => ReactElement;
  children: ReactNode;
}) {
  return renderRoot({ ...ROOT, children });
}
