import { CheckIcon, useMantineTheme } from '@mantine/core';
import { type CSSProperties, useId } from 'react';

/**
 * The classes Mantine's Checkbox draws: its own and those of InlineInput (the frame of its Checkbox, Radio and
 * Switch, which Mantine does not export). card-checkbox.test.tsx compares this component's elements with Mantine's
 * Checkbox, so an upgrade that changes any of them fails there.
 */
const CLASSES = {
  root: 'm_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root',
  body: 'm_5f6e695e mantine-Checkbox-body',
  inner: 'm_26062bec mantine-Checkbox-inner',
  input: 'mantine-focus-auto m_26063560 mantine-Checkbox-input',
  icon: 'm_bf295423 mantine-Checkbox-icon',
  labelWrapper: 'm_d3ea56bb mantine-Checkbox-labelWrapper',
};

type Props = { checked: boolean; onChange: () => void; 'aria-label': string };

/**
 * A phone card's selection box: Mantine's `<Checkbox>` (default size, filled, no label) drawn as the same elements
 * with the same classes and variables, without its component. Every card draws one in the first screen of a list,
 * and Mantine's (Checkbox, InlineInput, their props and styles) cost ~1.5 ms a card at 4× CPU (issue 22).
 */
export function CardCheckbox({ checked, onChange, 'aria-label': label }: Props) {
  const theme = useMantineTheme();
  const id = `mantine-${useId().replace(/:/g, '')}`;
  const vars = {
    // Mantine's Checkbox defaults to radius "sm" whatever the theme's.
    '--checkbox-radius': 'var(--mantine-radius-sm)',
    '--checkbox-color': `var(--mantine-color-${theme.primaryColor}-filled)`,
    '--checkbox-icon-color': 'var(--mantine-color-white)',
  } as CSSProperties;
  return (
    <div
      style={vars}
      className={CLASSES.root}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={CLASSES.body}>
        <div className={CLASSES.inner} data-label-position="right">
          <input
            className={CLASSES.input}
            data-with-error-styles="true"
            id={id}
            aria-label={label}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          <CheckIcon aria-hidden className={CLASSES.icon} />
        </div>
        <div className={CLASSES.labelWrapper} />
      </div>
    </div>
  );
}
