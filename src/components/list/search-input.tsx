import type { ChangeEvent, CSSProperties, ReactNode } from 'react';
import { useId } from 'react';

/** The classes Mantine's TextInput draws; search-input.test.tsx compares them. */
const CLASSES = {
  root: 'm_46b77525 mantine-InputWrapper-root mantine-TextInput-root',
  wrapper: 'm_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper',
  input: 'm_8fb7ebe7 mantine-Input-input mantine-TextInput-input',
  section: 'm_82577fc2 mantine-Input-section mantine-TextInput-section',
};

const ROOT_STYLE: CSSProperties = { flex: '1 1 18rem', minWidth: '0rem' };
const WRAPPER_VARS = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties;

type Props = {
  'aria-label': string;
  placeholder: string | undefined;
  value: string;
  maxLength: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The icon before the text. */
  leftSection: ReactNode;
  /** After the text (a clear button), or nothing. */
  rightSection: ReactNode;
};

/**
 * A list's search box: Mantine's `<TextInput type="search" leftSection rightSection style={{ flex: '1 1 18rem' }}
 * miw={0}>` drawn as its elements, without its components. It is the one text input of every list's first screen,
 * and Mantine's (TextInput, InputBase, InputWrapper, Input, their props and styles) cost ~5 ms at 4× CPU there
 * (issue 22, decision 015). search-input.test.tsx compares its markup with Mantine's, empty and with a clear button.
 */
export function SearchInput({
  'aria-label': label,
  placeholder,
  value,
  maxLength,
  onChange,
  leftSection,
  rightSection,
}: Props) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  const withRight = rightSection !== null && rightSection !== undefined && rightSection !== false;
  return (
    <div style={ROOT_STYLE} className={CLASSES.root} data-size="sm">
      <div
        style={WRAPPER_VARS}
        className={CLASSES.wrapper}
        data-variant="default"
        data-size="sm"
        data-with-right-section={withRight || undefined}
        data-with-left-section="true"
      >
        <div data-position="left" className={CLASSES.section}>
          {leftSection}
        </div>
        <input
          className={CLASSES.input}
          data-variant="default"
          aria-label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          id={id}
          type="search"
          value={value}
          onChange={onChange}
        />
        {withRight && (
          <div data-position="right" className={CLASSES.section}>
            {rightSection}
          </div>
        )}
      </div>
    </div>
  );
}
