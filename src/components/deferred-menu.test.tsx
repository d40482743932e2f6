import { Button, Menu } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MenuOnFirstUse } from './deferred-menu';

function renderMenu(onIntent?: () => void) {
  const open = vi.fn((target) => (
    <Menu defaultOpened withinPortal={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Rename</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ));
  renderWithProviders(<MenuOnFirstUse target={<Button>Views</Button>} open={open} onIntent={onIntent} />);
  return open;
}

describe('MenuOnFirstUse', () => {
  it('renders only its button, announced as a closed menu button, until it is used', () => {
    const open = renderMenu();
    const button = screen.getByRole('button', { name: 'Views' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('mounts the menu already open on the first click', async () => {
    const open = renderMenu();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Views' }));
    });
    expect(open).toHaveBeenCalledTimes(1);
    // Open (jsdom never positions the dropdown, so Mantine keeps it display: none; the e2e tests see it shown).
    expect(screen.getByRole('button', { name: 'Views' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Rename', hidden: true })).toBeTruthy();
  });

  it('tells of intent when the button is pointed at or focused, without mounting the menu', () => {
    const onIntent = vi.fn();
    const open = renderMenu(onIntent);
    const button = screen.getByRole('button', { name: 'Views' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(onIntent).toHaveBeenCalledTimes(2);
    expect(open).not.toHaveBeenCalled();
  });
});
