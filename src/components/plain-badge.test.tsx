import { Badge } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { containerMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { BOOKING_STATUS_DISPLAY, UNKNOWN_STATUS } from '@/lib/status-display';
import { PlainBadge } from './plain-badge';

const markup = (ui: ReactElement) => containerMarkup(renderWithProviders(ui).container);

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

  it.each(['sm', 'md', 'lg'] as const)(
    'draws a default badge with an icon (size %s) as Mantine’s Badge does',
    (size) => {
      const icon = <svg aria-hidden data-icon="clock" />;
      expect(
        markup(
          <PlainBadge
            variant="default"
            size={size}
            tt="none"
            leftSection={icon}
            data-testid="last-updated"
            role="status"
          >
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
    },
  );

  it('works out the variables of a colour once per theme, however many badges draw it', () => {
    const resolver = vi.spyOn(Badge, 'varsResolver');
    try {
      renderWithProviders(
        <>
          {['a', 'b', 'c'].map((id) => (
            <PlainBadge key={id} color="grape" variant="filled" radius="sm">
              {id}
            </PlainBadge>
          ))}
          <PlainBadge color="lime" variant="filled" radius="sm">
            d
          </PlainBadge>
        </>,
      );
      expect(resolver.mock.calls.map(([, props]) => props.color)).toEqual(['grape', 'lime']);
    } finally {
      resolver.mockRestore();
    }
  });
});
