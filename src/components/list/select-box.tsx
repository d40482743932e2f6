import { type CSSProperties, useId } from 'react';
import classes from './select-box.module.css';

/** The classes Mantine's TextInput and ComboboxChevron draw; select-box.test.tsx compares them. */
const CLASSES = {
  root: 'm_46b77525 mantine-InputWrapper-root mantine-TextInput-root',
  wrapper: 'm_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper',
  input: 'm_8fb7ebe7 mantine-Input-input mantine-TextInput-input',
  section: 'm_82577fc2 mantine-Input-section mantine-TextInput-section',
  chevron: 'm_2943220b mantine-ComboboxChevron-chevron',
};

const WRAPPER_VARS = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
  '--input-right-section-pointer-events': 'none',
} as CSSProperties;

/** The width of a filter's select (Mantine's Select in `option-select.tsx`) and so of the box that stands for it. */
export const FILTER_SELECT_WIDTH = 220;

type Props = {
  label: string;
  value?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  width: number;
  /**
   * The box stands for a select until it is used: announced as Mantine's Select announces its input (a closed
   * combobox), and told when the pointer comes onto it or it takes the focus, to put the select there at once, and
   * when it is pressed while the select is not there yet (its code still loading), to open the select when it comes.
   */
  onIntent?: (how: 'pointer' | 'focus' | 'press') => void;
};

/**
 * A select's box before the select is there: Mantine's `<TextInput readOnly pointer rightSection={<ComboboxChevron />}
 * w={{ base: '100%', xs: width }}>` drawn as its elements, without its components. A list's first screen draws one per
 * select filter, and Mantine's (TextInput, InputBase, InputWrapper, Input, the chevron and the inline style of the
 * responsive width) cost ~4 ms at 4× CPU (issue 22). select-box.test.tsx compares its markup with Mantine's, the
 * width aside (a class here, a generated inline style there).
 */
export function SelectBox({ label, value = '', placeholder, disabled = false, width, onIntent }: Props) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  return (
    <div
      className={`${CLASSES.root} ${classes.root}`}
      style={{ '--select-box-width': `calc(${width / 16}rem * var(--mantine-scale))` } as CSSProperties}
      data-size="sm"
    >
      <div
        style={WRAPPER_VARS}
        className={CLASSES.wrapper}
        data-variant="default"
        data-size="sm"
        data-disabled={disabled || undefined}
        data-pointer="true"
        data-with-right-section="true"
      >
        <input
          className={CLASSES.input}
          data-variant="default"
          aria-label={label}
          readOnly
          disabled={disabled}
          data-disabled={disabled || undefined}
          placeholder={placeholder}
          data-select-placeholder="true"
          id={id}
          value={value}
          {...(onIntent
            ? {
                role: 'combobox',
                'aria-haspopup': 'listbox' as const,
                'aria-expanded': false,
                onPointerEnter: () => onIntent('pointer'),
                onFocus: () => onIntent('focus'),
                onClick: () => onIntent('press'),
              }
            : {})}
        />
        <div data-position="right" className={CLASSES.section}>
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's chevron as Mantine draws it (decorative, no role) */}
          <svg
            className={CLASSES.chevron}
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path
              d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
      </div>
    </div>
  );
}
