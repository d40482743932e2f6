import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { containerMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { SearchInput } from './search-input';

const markup = (ui: ReactElement) => containerMarkup(renderWithProviders(ui).container);
const icon = <IconSearch size={16} aria-hidden />;
const clear = <CloseButton size="sm" aria-label="Clear search" />;

/** Mantine's TextInput as the list's search box drew it. */
function mantine(value: string, rightSection: ReactElement | null, placeholder?: string) {
  return (
    <TextInput
      type="search"
      aria-label="Search bookings"
      placeholder={placeholder}
      leftSection={icon}
      rightSection={rightSection}
      value={value}
      onChange={() => {}}
      maxLength={100}
      style={{ flex: '1 1 18rem' }}
      miw={0}
    />
  );
}

describe('SearchInput', () => {
  it('is Mantine’s search TextInput with its icon: an empty search box', () => {
    expect(
      markup(
        <SearchInput
          aria-label="Search bookings"
          placeholder="Search by booking ID"
          value=""
          maxLength={100}
          onChange={() => {}}
          leftSection={icon}
          rightSection={null}
        />,
      ),
    ).toBe(markup(mantine('', null, 'Search by booking ID')));
  });

  it('is Mantine’s with the clear button: a search typed', () => {
    expect(
      markup(
        <SearchInput
          aria-label="Search bookings"
          placeholder={undefined}
          value="ORD_1"
          maxLength={100}
          onChange={() => {}}
          leftSection={icon}
          rightSection={clear}
        />,
      ),
    ).toBe(markup(mantine('ORD_1', clear)));
  });

  it('hands every keystroke to its owner', () => {
    const onChange = vi.fn();
    const { getByRole } = renderWithProviders(
      <SearchInput
        aria-label="Search bookings"
        placeholder={undefined}
        value=""
        maxLength={100}
        onChange={onChange}
        leftSection={icon}
        rightSection={null}
      />,
    );
    fireEvent.change(getByRole('searchbox', { name: 'Search bookings' }), { target: { value: 'Asha' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].currentTarget).toBeDefined();
  });
});
