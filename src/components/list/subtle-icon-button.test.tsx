import { ActionIcon } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { containerMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { SubtleIconButton } from './subtle-icon-button';

const markup = (ui: ReactElement) => containerMarkup(renderWithProviders(ui).container);

describe('SubtleIconButton', () => {
  // The id's copy button (gray, teal once copied) and a row's action (the primary colour, default size).
  it.each([
    ['gray', 'sm'],
    ['teal', 'sm'],
    [undefined, undefined],
  ] as const)('is the same button, classes and variables as Mantine’s subtle ActionIcon (%s, %s)', (color, size) => {
    const mantine = markup(
      <ActionIcon variant="subtle" size={size} color={color} aria-label="Copy id ORD_1" onClick={() => undefined}>
        <b>icon</b>
      </ActionIcon>,
    );
    const subtle = markup(
      <SubtleIconButton size={size} color={color} aria-label="Copy id ORD_1" onClick={() => undefined}>
        <b>icon</b>
      </SubtleIconButton>,
    );
    expect(subtle).toBe(mantine);
  });

  it('is a labelled button that reports a click and a pointer entering it', () => {
    const onClick = vi.fn();
    const onPointerEnter = vi.fn();
    renderWithProviders(
      <SubtleIconButton aria-label="Edit booking ORD_1" onClick={onClick} onPointerEnter={onPointerEnter}>
        <b>icon</b>
      </SubtleIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit booking ORD_1' });
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
