import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CSS_VARIABLES_KEY, CssVariables, useKeptCssVariables } from './css-variables';
import { operatorTheme } from './theme';

/** The provider as AppProviders sets it up. */
function Themed({ version, color }: { version: string; color: string }) {
  const key = `${version}|${color}`;
  const kept = useKeptCssVariables(key);
  return (
    <MantineProvider theme={operatorTheme(color)} withCssVariables={kept === null}>
      <CssVariables cacheKey={key} kept={kept} />
    </MantineProvider>
  );
}

const variableStyles = () => [...document.querySelectorAll('style[data-mantine-styles="true"]')];
const stored = () => JSON.parse(localStorage.getItem(CSS_VARIABLES_KEY) ?? 'null') as { key: string; css: string };

afterEach(() => localStorage.clear());

describe('the theme’s CSS variables kept on the device', () => {
  it('keeps what Mantine drew, then draws the kept text instead of deriving it again', () => {
    const first = render(<Themed version="1.0.0+abc" color="#23AEC1" />);
    expect(variableStyles()).toHaveLength(1);
    const drawn = variableStyles()[0]?.textContent ?? '';
    expect(drawn).toContain('--mantine-color-brand-filled');
    expect(stored()).toEqual({ key: '1.0.0+abc|#23AEC1', css: drawn });
    first.unmount();

    // A marker only the kept text has: the next start must draw it, and nothing else.
    localStorage.setItem(
      CSS_VARIABLES_KEY,
      JSON.stringify({ key: '1.0.0+abc|#23AEC1', css: `${drawn}:root{--kept:1}` }),
    );
    render(<Themed version="1.0.0+abc" color="#23AEC1" />);
    expect(variableStyles()).toHaveLength(1);
    expect(variableStyles()[0]?.textContent).toBe(`${drawn}:root{--kept:1}`);
  });

  it('derives them again for another colour or another version of the console', () => {
    localStorage.setItem(CSS_VARIABLES_KEY, JSON.stringify({ key: '1.0.0+abc|#23AEC1', css: ':root{--kept:1}' }));
    const other = render(<Themed version="1.0.0+abc" color="#E64980" />);
    expect(variableStyles()[0]?.textContent).not.toContain('--kept');
    expect(stored().key).toBe('1.0.0+abc|#E64980');
    other.unmount();

    localStorage.setItem(CSS_VARIABLES_KEY, JSON.stringify({ key: '1.0.0+abc|#23AEC1', css: ':root{--kept:1}' }));
    render(<Themed version="1.0.1+def" color="#23AEC1" />);
    expect(variableStyles()[0]?.textContent).not.toContain('--kept');
    expect(stored().key).toBe('1.0.1+def|#23AEC1');
  });

  it('ignores a kept entry it cannot read', () => {
    localStorage.setItem(CSS_VARIABLES_KEY, '{not json');
    render(<Themed version="1" color="#23AEC1" />);
    expect(variableStyles()).toHaveLength(1);
    expect(variableStyles()[0]?.textContent).toContain('--mantine-color-brand-filled');
  });
});
