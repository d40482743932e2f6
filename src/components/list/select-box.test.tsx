import { ComboboxChevron, TextInput } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { containerMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { SelectBox } from './select-box';

/**
 * The markup with the width's mechanism left out: Mantine writes the responsive width as a generated inline style
 * and class, SelectBox as a class of its own and a variable (checked below).
 */
function markupWithoutWidth(ui: ReactElement): string {
  // A copy: the rendered elements stay React's.
  const container = renderWithProviders(ui).container.cloneNode(true) as HTMLElement;
  for (const style of container.querySelectorAll('style[data-mantine-styles="inline"]')) style.remove();
  const root = container.querySelector('.mantine-TextInput-root') as HTMLElement;
  root.className = [...root.classList].filter((name) => name.startsWith('m_') || name.startsWith('mantine-')).join(' ');
  root.style.removeProperty('--select-box-width');
  if (!root.getAttribute('style')) root.removeAttribute('style');
  return containerMarkup(container);
}

describe('SelectBox', () => {
  it('is Mantine’s read-only TextInput with a chevron: a select’s value', () => {
    expect(markupWithoutWidth(<SelectBox label="Status" value="All Bookings" width={220} />)).toBe(
      markupWithoutWidth(
        <TextInput
          aria-label="Status"
          value="All Bookings"
          readOnly
          pointer
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
          w={{ base: '100%', xs: 220 }}
          data-select-placeholder
        />,
      ),
    );
  });

  it('is Mantine’s disabled one with a placeholder: an entity filter while its code loads', () => {
    expect(markupWithoutWidth(<SelectBox label="Supplier" placeholder="Any supplier" disabled width={260} />)).toBe(
      markupWithoutWidth(
        <TextInput
          aria-label="Supplier"
          value=""
          placeholder="Any supplier"
          readOnly
          disabled
          pointer
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
          w={{ base: '100%', xs: 260 }}
          data-select-placeholder
        />,
      ),
    );
  });

  it('takes the whole row on a phone and its width from a small screen up, as Mantine’s `w` did', () => {
    const { container } = renderWithProviders(<SelectBox label="Status" value="All Bookings" width={220} />);
    const root = container.querySelector('.mantine-TextInput-root') as HTMLElement;
    expect(root.style.getPropertyValue('--select-box-width')).toBe('calc(13.75rem * var(--mantine-scale))');
  });
});
