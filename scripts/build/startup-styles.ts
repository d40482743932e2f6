import type { Plugin } from 'vite';

/**
 * A rule of one of the console's CSS modules: Vite names their classes `_<local>_<hash>_<line>` in a build
 * (`_header_16grg_1`). Mantine's and the other libraries' sheets have none.
 */
const MODULE_CLASS = /\._[A-Za-z][\w-]*_[0-9a-z]{5}_\d+(?![\w-])/;

type Emitted =
  | { type: 'asset'; fileName: string; source: string | Uint8Array }
  | { type: 'chunk'; isEntry: boolean; viteMetadata?: { importedCss: Set<string> } };

/**
 * The style sheets of a build, other than the ones the entry (the start-up) links, that hold rules of the console's
 * CSS modules. Every module's rules belong in the start-up sheet (src/main.tsx): a route with a small sheet of its
 * own made a reopen add a <link> and wait for it before the route's code ran (issue 22, docs/performance.md).
 */
export function moduleSheetsOutsideStartup(bundle: Record<string, Emitted>): string[] {
  const startup = new Set<string>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk' && file.isEntry) for (const css of file.viteMetadata?.importedCss ?? []) startup.add(css);
  return Object.values(bundle)
    .filter(
      (file): file is Extract<Emitted, { type: 'asset' }> => file.type === 'asset' && file.fileName.endsWith('.css'),
    )
    .filter((file) => !startup.has(file.fileName))
    .filter((file) =>
      MODULE_CLASS.test(typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)),
    )
    .map((file) => file.fileName);
}

/** Fails the build when a CSS module's rules left the start-up style sheet. */
export function startupStyles(): Plugin {
  return {
    name: 'marketplace:startup-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const outside = moduleSheetsOutsideStartup(bundle as unknown as Record<string, Emitted>);
      if (outside.length > 0)
        this.error(
          `CSS module rules outside the start-up style sheet: ${outside.join(', ')} (src/main.tsx imports every *.module.css; scripts/build/startup-styles.ts)`,
        );
    },
  };
}
