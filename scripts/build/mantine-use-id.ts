import type { Plugin } from 'vite';
import { dependencyPatch } from './dependency-patch';

/** Mantine's `useId` (the one file this plugin replaces). */
export const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/**
 * What Mantine's `useId` does that the console does not want: after the first render it swaps React's id for a
 * random one in a layout effect. Every Checkbox, input, Select, Popover and Tooltip is then rendered twice before
 * the first paint (a second, synchronous commit right after the first one; issue 22).
 */
const RANDOM_ID_SWAP = /useIsomorphicEffect\(\(\) => \{[^}]*setUuid\(randomId\(\)\);\s*\}, \[\]\);/;

/**
 * The replacement: React's id (unique within the root, stable across renders), with Mantine's prefix and without
 * colons, as Mantine's own first render returns it. The console renders only in the browser, so the server/client
 * difference the swap is for does not arise.
 */
export const USE_ID_SOURCE = `import { useId as useReactId } from "react";
function useId(staticId) {
	const reactId = useReactId();
	if (typeof staticId === "string") return staticId;
	return \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`;

/** Returns the replacement for Mantine's `useId` module; fails when Mantine's version no longer has the swap. */
export function replaceMantineUseId(code: string, id: string): string | null {
  if (!MANTINE_USE_ID.test(id)) return null;
  if (!RANDOM_ID_SWAP.test(code) || !/export \{ useId\$1 as useId \}/.test(code))
    throw new Error(
      `${id}: Mantine's useId has changed; check scripts/build/mantine-use-id.ts (docs/decisions/014-mantine-use-id-without-a-second-render.md) against it`,
    );
  return USE_ID_SOURCE;
}

/** A build plugin: Mantine's components take React's id in their first render and keep it (no second render). */
export function mantineUseId(): Plugin {
  return dependencyPatch('mantine-use-id', replaceMantineUseId);
}
