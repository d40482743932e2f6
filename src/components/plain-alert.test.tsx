import { Alert } from '@mantine/core';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { comparableMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { PlainAlert } from './plain-alert';

/** The markup with each render's own ids replaced by their order of appearance. */
function markup(ui: ReactElement): string {
  const { container } = renderWithProviders(ui);
  const elements = [...container.children].filter((element) => element.tagName !== 'STYLE');
  let text = elements.map(comparableMarkup).join('');
  const root = elements[0]?.getAttribute('aria-labelledby')?.replace(/-title$/, '') ?? '';
  if (root) text = text.replaceAll(root, 'ROOT');
  return text;
}

const icon = <svg aria-hidden data-icon="wifi-off" />;

describe('PlainAlert', () => {
  it('draws the offline banner as Mantine’s Alert does', () => {
    const props = {
      color: 'yellow',
      variant: 'light',
      icon,
      title: 'You are offline',
      role: 'status',
      mb: 'md',
      'data-testid': 'offline-banner',
    } as const;
    expect(
      markup(
        <PlainAlert {...props} titleStyle={{ color: 'var(--mantine-color-text)' }}>
          You see the data saved on this device.
        </PlainAlert>,
      ),
    ).toBe(
      markup(
        <Alert {...props} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          You see the data saved on this device.
        </Alert>,
      ),
    );
  });

  it('is named by its title and described by its message', () => {
    renderWithProviders(
      <PlainAlert color="red" variant="light" icon={icon} title="Offline" role="alert">
        Changes are kept.
      </PlainAlert>,
    );
    const alert = screen.getByRole('alert', { name: 'Offline' });
    expect(alert).toHaveAccessibleDescription('Changes are kept.');
  });
});
