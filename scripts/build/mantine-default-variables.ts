import type { Plugin } from 'vite';
import { dependencyPatch } from './dependency-patch';

/** The Mantine module this plugin changes. */
export const REMOVE_DEFAULT_VARIABLES =
  /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;

/**
 * What the module does when it is evaluated: it derives the default theme's CSS variables (every colour of every
 * shade, light and dark), ~5 ms at 4× CPU at every start (issue 22), for a comparison that only runs when Mantine's
 * provider draws the variables. The console draws the variables it kept on the device instead on every start but the
 * first of a version (src/app/css-variables.tsx), so the work was wasted on every reopen.
 */
const EAGER =
  'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);\nfunction removeDefaultVariables(input) {\n';

/** The same, derived the first time the comparison runs. */
const LAZY =
  'let defaultCssVariables;\nfunction removeDefaultVariables(input) {\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);\n';

/** Returns the module with the defaults derived on first use; fails when Mantine's version no longer has the line. */
export function lazyDefaultVariables(code: string, id: string): string | null {
  if (!REMOVE_DEFAULT_VARIABLES.test(id)) return null;
  if (!code.includes(EAGER))
    throw new Error(
      `${id}: Mantine's removeDefaultVariables has changed; check scripts/build/mantine-default-variables.ts against it`,
    );
  return code.replace(EAGER, LAZY);
}

/** A build plugin: Mantine derives its default CSS variables when it first needs them, not at every start. */
export function mantineDefaultVariables(): Plugin {
  return dependencyPatch('mantine-default-variables', lazyDefaultVariables);
}
