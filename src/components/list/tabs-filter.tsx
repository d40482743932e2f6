import { SegmentedControl } from '@mantine/core';

type Props = {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
};

/** A tab filter (e.g. All / Active / Inactive): loaded only by the lists that declare one. */
export default function TabsFilter({ label, options, value, onChange }: Props) {
  return <SegmentedControl aria-label={label} data={options} value={value} onChange={onChange} />;
}
