import { Select } from '@mantine/core';

type Props = {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string | null) => void;
};

/**
 * A filter's select (Mantine's Select: its combobox, popover and floating position). It loads after the first paint,
 * where its placeholder (the same box with the value, `SelectPlaceholder`) stood: none of that code is fetched or
 * evaluated before a reopen's first screen (issue 22).
 */
export default function OptionSelect({ label, options, value, onChange }: Props) {
  return (
    <Select
      aria-label={label}
      data={options}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      checkIconPosition="right"
      w={{ base: '100%', xs: 220 }}
      // Its option list is built when opened: a list kept mounted (hidden) is positioned at every mount,
      // which forces a style calculation of the whole page inside the commit.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
