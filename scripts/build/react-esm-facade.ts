import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The CommonJS packages every part of the console imports, each with the module a production build bundles for it
 * (`react/index.js` picks it by NODE_ENV, which the build sets to production).
 */
export const FACADE_PACKAGES: Record<string, string> = {
  react: 'cjs/react.production.js',
  'react-dom': 'cjs/react-dom.production.js',
};

/** The id of a package's facade: a virtual module, in the start-up chunk with the package itself. */
export const FACADE_PREFIX = '\0marketplace:esm-facade:';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * What costs the console: the bundler makes a CommonJS package importable once per chunk that imports it
 * (`var import_react = __toESM(require_react(), 1)` at each chunk's top), copying every export (~40 for React) onto a
 * fresh object as a getter made with `bind`. An offline reopen of the bookings list evaluated 22 such copies before its
 * first screen (2-16 ms at 4× CPU, measured in the page; issue 22), and every later `useState` and `useEffect` went
 * through one of those getters.
 *
 * A facade is one ES module per package that reads the package once and exports each of its exports by name. Every
 * other module's `import … from 'react'` is pointed at it, so chunks import React's functions as plain ES bindings
 * from the start-up chunk, and the package is wrapped once.
 */
export function facadeSource(pkg: string, names: readonly string[]): string {
  const exported = names.filter((name) => name !== 'default');
  const odd = exported.filter((name) => !IDENTIFIER.test(name));
  if (odd.length > 0) throw new Error(`${pkg} exports names a facade cannot re-export: ${odd.join(', ')}`);
  if (exported.length === 0) throw new Error(`${pkg}: no exports found for its facade`);
  return [
    `import cjs from ${JSON.stringify(pkg)};`,
    'export default cjs;',
    `export const { ${exported.join(', ')} } = cjs;`,
    '',
  ].join('\n');
}

/** The export names of a package's production module, read from the installed package. */
export function productionExports(pkg: string): string[] {
  const file = FACADE_PACKAGES[pkg];
  if (!file) throw new Error(`no facade for ${pkg}`);
  // The packages' `exports` do not list their cjs/ modules: the file is found beside the package's package.json.
  return Object.keys(require(join(dirname(require.resolve(`${pkg}/package.json`)), file)) as object);
}

/**
 * A build plugin: ES imports of React and ReactDOM resolve to their facades. The facades' own imports, and the
 * `require` calls inside CommonJS packages (react-dom's of react, for example), reach the packages as before.
 * Build only: the dev server pre-bundles dependencies its own way.
 */
export function reactEsmFacade(): Plugin {
  return {
    name: 'marketplace:react-esm-facade',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!Object.hasOwn(FACADE_PACKAGES, source)) return null;
      if (importer?.startsWith(FACADE_PREFIX)) return null;
      const kind = (options as { kind?: string }).kind;
      if (kind !== 'import-statement' && kind !== 'dynamic-import') return null;
      return FACADE_PREFIX + source;
    },
    load(id) {
      if (!id.startsWith(FACADE_PREFIX)) return null;
      const pkg = id.slice(FACADE_PREFIX.length);
      return facadeSource(pkg, productionExports(pkg));
    },
  };
}
