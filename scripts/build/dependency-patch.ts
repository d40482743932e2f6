import type { Plugin } from 'vite';

/**
 * A build plugin that changes a dependency's module: `change` returns the module's new code, or null for every module
 * it leaves alone (and throws when the module it expects has changed shape). Build only: the dev server pre-bundles
 * dependencies, where plugins do not transform them.
 */
export function dependencyPatch(name: string, change: (code: string, id: string) => string | null): Plugin {
  return {
    name: `marketplace:${name}`,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const changed = change(code, id);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
