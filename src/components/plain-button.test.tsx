import { Button, createTheme, MantineProvider } from '@mantine/core';
import { IconCalendar, IconPlus, IconX } from '@tabler/icons-react';
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { containerMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { PlainButton } from './plain-button';

const markup = (ui: ReactElement) => containerMarkup(renderWithProviders(ui).container);

describe('PlainButton', () => {
  it('is Mantine’s filled Button as a link: a list’s Add', () => {
    expect(
      markup(
        <PlainButton
          leftSection={<IconPlus size={16} aria-hidden />}
          renderRoot={(props) => <a href="/orders/create_orders" {...props} />}
        >
          Add booking
        </PlainButton>,
      ),
    ).toBe(
      markup(
        <Button component="a" href="/orders/create_orders" leftSection={<IconPlus size={16} aria-hidden />}>
          Add booking
        </Button>,
      ),
    );
  });

  it('is Mantine’s default Button: the date filter', () => {
    expect(
      markup(
        <PlainButton variant="default" leftSection={<IconCalendar size={16} />} onClick={() => {}}>
          Date range
        </PlainButton>,
      ),
    ).toBe(
      markup(
        <Button variant="default" leftSection={<IconCalendar size={16} />} onClick={() => {}}>
          Date range
        </Button>,
      ),
    );
  });

  it('is Mantine’s subtle gray Button: the date filter’s reset', () => {
    expect(
      markup(
        <PlainButton variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={() => {}}>
          Reset
        </PlainButton>,
      ),
    ).toBe(
      markup(
        <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={() => {}}>
          Reset
        </Button>,
      ),
    );
  });

  it('takes the theme’s colour and its contrast as Mantine does (a light primary colour gets dark text, as the console’s themes ask)', () => {
    const inTheme = (ui: ReactElement) =>
      containerMarkup(
        render(
          <MantineProvider theme={createTheme({ primaryColor: 'yellow', autoContrast: true })}>{ui}</MantineProvider>,
        ).container,
      );
    const plain = inTheme(<PlainButton renderRoot={(props) => <a href="/x" {...props} />}>Add</PlainButton>);
    expect(plain).toBe(
      inTheme(
        <Button component="a" href="/x">
          Add
        </Button>,
      ),
    );
    expect(plain).toContain('--button-');
  });

  it('reports clicks and the pointer coming near', () => {
    const onClick = vi.fn();
    const onPointerEnter = vi.fn();
    const { getByRole } = renderWithProviders(
      <PlainButton variant="default" onClick={onClick} onPointerEnter={onPointerEnter}>
        Date range
      </PlainButton>,
    );
    const button = getByRole('button', { name: 'Date range' });
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
