import { Alert, type AlertProps, type MantineSpacing, useMantineTheme } from '@mantine/core';
import { type CSSProperties, type ReactNode, useId } from 'react';

type Props = {
  color: string;
  variant: 'light';
  icon: ReactNode;
  title: ReactNode;
  /** Mantine's `styles={{ title: … }}`. */
  titleStyle?: CSSProperties;
  /** Mantine's `mb` style prop. */
  mb?: MantineSpacing;
  role: 'status' | 'alert';
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
};

/**
 * Mantine's `<Alert>` (an icon, a title and a message, no close button) drawn as its elements, without its component
 * (decision 015): the same classes, the variables of `Alert.varsResolver`, the title and the message named by the
 * root's `aria-labelledby` and `aria-describedby`. The offline banner is one: it is in the first screen of every
 * offline reopen (issue 22). plain-alert.test.tsx compares the markup with Mantine's.
 */
export function PlainAlert({ color, variant, icon, title, titleStyle, mb, role, children, ...rest }: Props) {
  const theme = useMantineTheme();
  const id = `mantine-${useId().replace(/:/g, '')}`;
  const vars = Alert.varsResolver(theme, { color, variant } as AlertProps, {}).root;
  // React leaves the undefined variables out of the attribute, as Mantine does; `mb` comes after them, as Mantine's
  // style props do.
  const style = { ...vars, marginBottom: mb === undefined ? undefined : `var(--mantine-spacing-${mb})` };
  const cls = Alert.classes;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is status or alert, both named by aria-labelledby
    <div
      id={id}
      className={`${cls.root} mantine-Alert-root`}
      style={style as CSSProperties}
      data-variant={variant}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={`${id}-title`}
      {...rest}
    >
      <div className={`${cls.wrapper} mantine-Alert-wrapper`}>
        <div className={`${cls.icon} mantine-Alert-icon`}>{icon}</div>
        <div className={`${cls.body} mantine-Alert-body`}>
          <div className={`${cls.title} mantine-Alert-title`} style={titleStyle}>
            <span id={`${id}-title`} className={`${cls.label} mantine-Alert-label`}>
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className={`${cls.message} mantine-Alert-message`} data-variant={variant}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
