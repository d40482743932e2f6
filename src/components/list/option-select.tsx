import { Select } from '@mantine/core';
import { FILTER_SELECT_WIDTH } from './select-box';

type Props = {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string | null) => void;
  /** Takes the focus when mounted: it replaces its box as the box took the focus (see `OptionFilter`). */
  autoFocus?: boolean;
  /** Opens with its options shown: its box was pressed before the select was there (see `OptionFilter`). */
  opened?: boolean;
};

/**
 * A filter's select (Mantine's Select: its combobox, popover and floating position). Its code loads after the first
 * paint, and it mounts where its box (the same box with the value, `SelectBox`) stood when that box is first used:
 * none of that code is fetched or evaluated before a reopen's first screen, and no page load mounts its Popover
 * (issue 22).
 */
export default function OptionSelect({ label, options, value, onChange, autoFocus = false, opened = false }: Props) {
  return (
    <Select
      aria-label={label}
      data={options}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      autoFocus={autoFocus}
      defaultDropdownOpened={opened}
      checkIconPosition="right"
      w={{ base: '100%', xs: FILTER_SELECT_WIDTH }}
      // Its option list is built when opened: a list kept mounted (hidden) is positioned at every mount,
      // which forces a style calculation of the whole page inside the commit.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
