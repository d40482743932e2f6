import { Badge } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BOOKING_STATUS_DISPLAY, UNKNOWN_STATUS } from './booking-status';
import { PlainBadge } from './plain-badge';

/** The markup without the attributes' order. */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (element: Element): string => {
    const attributes = [...element.attributes]
      .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
      .sort()
      .join(' ');
    const text = element.children.length ? '' : (element.textContent ?? '');
    return `<${element.tagName.toLowerCase()} ${attributes}>${text}${[...element.children].map(walk).join('')}</>`;
  };
  return [...template.content.children].map(walk).join('');
}

const markup = (ui: ReactElement) => normalized(renderWithProviders(ui).container.innerHTML);

const statusColors = [...Object.values(BOOKING_STATUS_DISPLAY), UNKNOWN_STATUS].map((display) => display.color);

describe('PlainBadge', () => {
  it.each(statusColors)('draws a booking status (%s) as Mantine’s Badge does', (color) => {
    expect(
      markup(
        <PlainBadge color={color} variant="filled" radius="sm" style={{ flexShrink: 0 }} data-status={3}>
          Reached
        </PlainBadge>,
      ),
    ).toBe(
      markup(
        <Badge color={color} variant="filled" radius="sm" style={{ flexShrink: 0 }} data-status={3}>
          Reached
        </Badge>,
      ),
    );
  });

  it.each(['sm', 'md'] as const)('draws a default badge with an icon (size %s) as Mantine’s Badge does', (size) => {
    const icon = <svg aria-hidden data-icon="clock" />;
    expect(
      markup(
        <PlainBadge variant="default" size={size} tt="none" leftSection={icon} data-testid="last-updated" role="status">
          Last updated 10:00
        </PlainBadge>,
      ),
    ).toBe(
      markup(
        <Badge variant="default" size={size} tt="none" leftSection={icon} data-testid="last-updated" role="status">
          Last updated 10:00
        </Badge>,
      ),
    );
  });
});
