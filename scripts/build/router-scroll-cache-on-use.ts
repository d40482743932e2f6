import type { Plugin } from 'vite';
import { dependencyPatch } from './dependency-patch';

/** TanStack Router's scroll restoration (the one module this plugin changes). */
export const SCROLL_RESTORATION = /\/@tanstack\/router-core\/dist\/esm\/scroll-restoration\.js$/;

/**
 * What costs the console: when the router's module is evaluated, its scroll restoration opens the page's
 * `sessionStorage` and parses what it stored there. The first use of `sessionStorage` in a page is a synchronous call
 * to the browser process, which on an offline reopen is busy serving the page's scripts from the worker: 3.5 ms at 4×
 * CPU in the start chunk's evaluation (issue 22), the largest of any ES module. The console does not turn scroll
 * restoration on, and with it off the router never reads that cache.
 *
 * The change: the storage and the cache are read when the router first uses them (a function that reads once and
 * keeps the result), so a console without scroll restoration never touches `sessionStorage` at start-up.
 */
const EAGER = [
  [
    'const safeSessionStorage = getSafeSessionStorage();',
    'let sessionStorageRead;\nconst safeSessionStorage = () => (sessionStorageRead ??= [getSafeSessionStorage()])[0];',
  ],
  [
    'const scrollRestorationCache = /* @__PURE__ */ createScrollRestorationCache();',
    'let scrollRestorationCacheRead;\nconst scrollRestorationCache = () => (scrollRestorationCacheRead ??= createScrollRestorationCache());',
  ],
] as const;

/** Every use of the two, and how many of each the installed version has. */
const USES = [
  ['safeSessionStorage?.', 'safeSessionStorage()?.', 2],
  ['scrollRestorationCache[', 'scrollRestorationCache()[', 6],
  ['JSON.stringify(scrollRestorationCache)', 'JSON.stringify(scrollRestorationCache())', 1],
] as const;

const count = (code: string, text: string) => code.split(text).length - 1;

/** Returns the module with both read on first use; fails when the router's version no longer has this shape. */
export function scrollCacheOnUse(code: string, id: string): string | null {
  if (!SCROLL_RESTORATION.test(id)) return null;
  const changed = [
    ...EAGER.map(([from]) => [from, 1] as const),
    ...USES.map(([from, , n]) => [from, n] as const),
  ].filter(([text, n]) => count(code, text) !== n);
  const mentions = count(code, 'safeSessionStorage') + count(code, 'scrollRestorationCache');
  // Each declaration names its variable once, and every other mention is one of the uses above.
  const expected = EAGER.length + USES.reduce((sum, [, , n]) => sum + n, 0);
  if (changed.length > 0 || mentions !== expected)
    throw new Error(
      `${id}: TanStack Router's scroll restoration no longer reads sessionStorage the way scripts/build/router-scroll-cache-on-use.ts expects (${changed.map(([text]) => text).join(', ') || `${mentions} mentions, not ${expected}`}); check the plugin against it`,
    );
  let out = code;
  for (const [from, to] of EAGER) out = out.replace(from, to);
  for (const [from, to] of USES) out = out.split(from).join(to);
  return out;
}

/** A build plugin: the router's scroll restoration reads `sessionStorage` when it is used, not at start-up. */
export function routerScrollCacheOnUse(): Plugin {
  return dependencyPatch('router-scroll-cache-on-use', scrollCacheOnUse);
}
