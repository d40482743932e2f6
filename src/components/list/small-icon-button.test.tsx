import { ActionIcon } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SmallIconButton } from './small-icon-button';

/** The markup without the attributes' order. */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (element: Element): string => {
    const attributes = [...element.attributes]
      .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
      .sort()
      .join(' ');
    return `<${element.tagName.toLowerCase()} ${attributes}>${[...element.children].map(walk).join('')}</>`;
  };
  return [...template.content.children].map(walk).join('');
}

const markup = (ui: ReactElement) => normalized(renderWithProviders(ui).container.innerHTML);

describe('SmallIconButton', () => {
  it.each(['gray', 'teal'] as const)(
    'is the same button, classes and variables as Mantine’s ActionIcon (%s)',
    (color) => {
      const mantine = markup(
        <ActionIcon variant="subtle" size="sm" color={color} aria-label="Copy id ORD_1" onClick={() => undefined}>
          <b>icon</b>
        </ActionIcon>,
      );
      const small = markup(
        <SmallIconButton color={color} aria-label="Copy id ORD_1" onClick={() => undefined}>
          <b>icon</b>
        </SmallIconButton>,
      );
      expect(small).toBe(mantine);
    },
  );

  it('is a labelled button that reports a click', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <SmallIconButton color="gray" aria-label="Copy id ORD_1" onClick={onClick}>
        <b>icon</b>
      </SmallIconButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy id ORD_1' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
