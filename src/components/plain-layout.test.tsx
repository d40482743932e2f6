import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { comparableMarkup } from '@/test/markup';
import { renderWithProviders } from '@/test/render';
import { PlainCard, PlainGroup, PlainStack, PlainTitle } from './plain-layout';

/** The rendered elements' markup, without the style sheets Mantine's provider draws beside them. */
const markup = (ui: ReactElement) =>
  [...renderWithProviders(ui).container.children]
    .filter((element) => element.tagName !== 'STYLE')
    .map(comparableMarkup)
    .join('');

describe('the layout look-alikes draw Mantine’s markup', () => {
  it('Stack (a list screen’s frame)', () => {
    expect(markup(<PlainStack gap="md">a</PlainStack>)).toBe(markup(<Stack gap="md">a</Stack>));
  });

  it.each([
    ['a list’s title row', { justify: 'space-between', wrap: 'wrap' }],
    ['the title and its “Last updated”', { gap: 'sm', wrap: 'wrap' }],
    ['the filters', { gap: 'sm', wrap: 'wrap', align: 'flex-end', 'data-testid': 'order-filters' }],
    ['the header’s right side', { gap: 2, wrap: 'nowrap' }],
  ] as const)('Group (%s)', (_, props) => {
    expect(
      markup(
        <PlainGroup {...props}>
          <span>a</span>
          <span>b</span>
        </PlainGroup>,
      ),
    ).toBe(
      markup(
        <Group {...props}>
          <span>a</span>
          <span>b</span>
        </Group>,
      ),
    );
  });

  it('Group with style props and a style (the shell’s header)', () => {
    expect(
      markup(
        <PlainGroup
          styleProps={{ paddingInline: 'var(--mantine-spacing-sm)', height: '100%' }}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
        >
          <PlainGroup gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            a
          </PlainGroup>
        </PlainGroup>,
      ),
    ).toBe(
      markup(
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            a
          </Group>
        </Group>,
      ),
    );
  });

  it.each(['xs', 'md'] as const)('Card with a border (padding %s) around a busy box', (padding) => {
    expect(
      markup(
        <PlainCard padding={padding}>
          <div style={{ opacity: 1 }} aria-busy={false}>
            rows
          </div>
        </PlainCard>,
      ),
    ).toBe(
      markup(
        <Card withBorder padding={padding}>
          <div style={{ opacity: 1 }} aria-busy={false}>
            rows
          </div>
        </Card>,
      ),
    );
  });

  it('Title (a screen’s heading)', () => {
    expect(markup(<PlainTitle size="h2">Bookings</PlainTitle>)).toBe(
      markup(
        <Title order={1} size="h2">
          Bookings
        </Title>,
      ),
    );
  });
});
