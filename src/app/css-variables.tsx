import { useLayoutEffect, useMemo } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '@/lib/storage';

/** Where the theme's CSS variables of the last start are kept on this device (one theme: the last one drawn). */
export const CSS_VARIABLES_KEY = STORAGE_KEYS.cssVariables;

type Stored = { key: string; css: string };

/** The element of the theme's variables, as Mantine's provider draws it. */
const VARIABLES_STYLE = 'style[data-mantine-styles="true"]';

/**
 * The theme's CSS variables kept on this device under `cacheKey` (everything they depend on: the app's version, the
 * operator's colour), or null. Mantine's provider derives them from the whole theme at every start, ~5 ms at 4× CPU
 * before the first screen (issue 22): with kept ones, the provider draws none (`withCssVariables={false}`) and
 * `CssVariables` draws the kept text.
 */
export function useKeptCssVariables(cacheKey: string): string | null {
  return useMemo(() => {
    // The dev server's version never changes while the theme's code may: there, Mantine always derives them.
    if (import.meta.env.MODE === 'development') return null;
    const stored = readJson<Stored>(CSS_VARIABLES_KEY);
    return stored?.key === cacheKey && typeof stored.css === 'string' && stored.css ? stored.css : null;
  }, [cacheKey]);
}

/**
 * Inside a Mantine provider: with `kept`, draws those variables; else keeps the ones the provider drew (its
 * `withCssVariables` on) under `cacheKey` for the next start.
 */
export function CssVariables({ cacheKey, kept }: { cacheKey: string; kept: string | null }) {
  useLayoutEffect(() => {
    if (kept !== null) return;
    const css = document.querySelector(VARIABLES_STYLE)?.textContent;
    if (css) writeJson(CSS_VARIABLES_KEY, { key: cacheKey, css } satisfies Stored);
  }, [cacheKey, kept]);
  // As text: the kept CSS never becomes markup.
  return kept === null ? null : <style data-mantine-styles="true">{kept}</style>;
}
