import { Checkbox } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { containerMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { CardCheckbox } from './card-checkbox';

const markup = (ui: React.ReactElement) => containerMarkup(renderWithProviders(ui).container);

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
