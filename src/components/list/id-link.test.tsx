import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { comparableMarkup } from '@/test/markup';
import { RouterHarness } from '@/test/router';
import { IdLink } from './id-link';

async function linkMarkup(component: () => React.ReactElement): Promise<string> {
  const view = renderWithProviders(<RouterHarness component={component} />);
  const link = await screen.findByRole('link', { name: 'ORD_1A2B3C4D' });
  const html = comparableMarkup(link);
  view.unmount();
  return html;
}

describe('IdLink', () => {
  it('is the same link, classes and variables as Mantine’s Anchor around a router Link', async () => {
    const mantine = await linkMarkup(() => (
      <Anchor renderRoot={(props) => <Link to="/orders" {...props} />} ff="monospace" size="sm" fw={600}>
        ORD_1A2B3C4D
      </Anchor>
    ));
    const plain = await linkMarkup(() => (
      <IdLink renderRoot={(props) => <Link to="/orders" {...props} />}>ORD_1A2B3C4D</IdLink>
    ));
    expect(plain).toBe(mantine);
    expect(plain).toContain('href="/orders"');
  });
});
