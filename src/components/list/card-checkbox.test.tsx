import { Checkbox } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CardCheckbox } from './card-checkbox';

/** The markup without ids (each render has its own) and without the attributes' order. */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (element: Element): string => {
    const attributes = [...element.attributes]
      .filter((a) => a.name !== 'id')
      .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
      .sort()
      .join(' ');
    return `<${element.tagName.toLowerCase()} ${attributes}>${[...element.children].map(walk).join('')}</>`;
  };
  return [...template.content.children].map(walk).join('');
}

const markup = (ui: React.ReactElement) => normalized(renderWithProviders(ui).container.innerHTML);

describe('CardCheckbox', () => {
  it.each([false, true])(
    'is the same elements, classes and variables as Mantine’s Checkbox (checked: %s)',
    (checked) => {
      const mantine = markup(<Checkbox checked={checked} onChange={() => undefined} aria-label="Select ORD_1" />);
      const card = markup(<CardCheckbox checked={checked} onChange={() => undefined} aria-label="Select ORD_1" />);
      expect(card).toBe(mantine);
    },
  );

  it('is a labelled checkbox that reports a change', () => {
    const onChange = vi.fn();
    renderWithProviders(<CardCheckbox checked={false} onChange={onChange} aria-label="Select ORD_1" />);
    const box = screen.getByRole('checkbox', { name: 'Select ORD_1' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
