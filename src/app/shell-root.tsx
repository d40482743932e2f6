import type { ComponentProps } from 'react';

/**
 * The console's `AppShell` root (its `renderRoot`): Mantine's element, without Mantine's `data-resizing` mark.
 *
 * Mantine marks the root while the window is being resized and for `transitionDuration` (200 ms) after the shell
 * mounts; the mark sets `--app-shell-transition-duration` to 0 on the root, so that the navbar does not slide while
 * the window changes size. That variable is inherited by every element of the page: adding or removing the mark
 * restyles all of them. On a first visit of the bookings list the mount's mark came off right after the list was
 * drawn: a restyle of all ~560 elements, 12-24 ms on the bench's machine (four times that under Lighthouse), in every
 * visit (issue 22). Without it the navbar and the main area animate their change when a resize crosses the `sm`
 * breakpoint, as they do when the menu is opened; a first render animates nothing.
 *
 * shell-root.test.tsx checks that Mantine still sets the mark and that this root leaves it out.
 */
export function ShellRoot({ 'data-resizing': _mark, ...props }: ComponentProps<'div'> & { 'data-resizing'?: unknown }) {
  return <div {...props} />;
}
