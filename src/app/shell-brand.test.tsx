import { Burger, Image } from '@mantine/core';
import { fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { containerMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { OperatorLogo, ShellBurger } from './shell-brand';

const markup = (ui: ReactElement) => containerMarkup(renderWithProviders(ui).container);

describe("the shell header's look-alikes of Mantine's components", () => {
  for (const [opened, expanded] of [
    [false, true],
    [false, false],
    [true, true],
  ] as const) {
    it(`the menu button is Mantine’s Burger (opened: ${opened}, expanded: ${expanded})`, () => {
      expect(
        markup(
          <ShellBurger opened={opened} onClick={() => {}} aria-label="Toggle navigation" aria-expanded={expanded} />,
        ),
      ).toBe(
        markup(
          <Burger
            opened={opened}
            onClick={() => {}}
            size="sm"
            aria-label="Toggle navigation"
            aria-expanded={expanded}
          />,
        ),
      );
    });
  }

  it('the menu button reports its clicks', () => {
    const onClick = vi.fn();
    const { getByRole } = renderWithProviders(
      <ShellBurger opened={false} onClick={onClick} aria-label="Toggle navigation" aria-expanded={false} />,
    );
    fireEvent.click(getByRole('button', { name: 'Toggle navigation' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('the logo is Mantine’s Image at 32 px', () => {
    expect(markup(<OperatorLogo src="/branding/lotus.webp" alt="Lotus logo" />)).toBe(
      markup(<Image src="/branding/lotus.webp" alt="Lotus logo" h={32} w={32} />),
    );
  });
});
