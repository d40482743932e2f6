import type { Plugin } from 'vite';
import { dependencyPatch } from './dependency-patch';

/** Mantine's ScrollArea (the one module this plugin changes). */
export const SCROLL_AREA = /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;

/**
 * What costs the console: ScrollArea takes one hook, `useMergeRefs`, from `@floating-ui/react`, and with it the whole
 * positioning library (~45 KB of code: floating-ui's React, DOM and core modules) comes with the shell, whose
 * phone menu is a ScrollArea. Every signed-in page then loads and evaluates it on every start, also the pages that
 * never open a popover (issue 22).
 */
const FLOATING_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";\n';

/**
 * The same hook from Mantine's own hooks (already in the start-up code): one callback ref that sets every ref given,
 * and clears or cleans them up when the element goes.
 */
export const MANTINE_MERGED_REF =
  'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);\n';

/** Returns ScrollArea with Mantine's merged ref; fails when Mantine's version no longer imports the hook this way. */
export function scrollAreaWithMantineRefs(code: string, id: string): string | null {
  if (!SCROLL_AREA.test(id)) return null;
  const floatingImports = code.match(/@floating-ui\//g)?.length ?? 0;
  if (!code.includes(FLOATING_IMPORT) || floatingImports !== 1 || !code.includes('useMergeRefs(['))
    throw new Error(
      `${id}: Mantine's ScrollArea no longer takes only useMergeRefs from @floating-ui/react; check scripts/build/mantine-scroll-area-refs.ts against it`,
    );
  return code.replace(FLOATING_IMPORT, MANTINE_MERGED_REF);
}

/** A build plugin: ScrollArea merges its refs with Mantine's hook, so it no longer brings floating-ui with it. */
export function mantineScrollAreaRefs(): Plugin {
  return dependencyPatch('mantine-scroll-area-refs', scrollAreaWithMantineRefs);
}
