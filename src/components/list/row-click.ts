import type { MouseEvent } from 'react';

/** A click on the row itself, not on a link, button or input inside it. */
export const isRowClick = (event: MouseEvent) =>
  !(event.target as HTMLElement).closest('a, button, input, label, [role="button"], [role="menuitem"]');
