import { execFileSync } from 'node:child_process';

/**
 * The console's code imports the compiled catalogues (`src/locales/<locale>/*.ts`), which git does not keep: they
 * are made from the `.po` files. Compiling them here (about 2 s) makes `npm run test:unit` work on a fresh clone and
 * never test against catalogues older than the `.po` files.
 */
export default function compileCatalogues() {
  // `npm test` compiles them once before its suites run side by side (scripts/test-all.mjs).
  if (process.env.CATALOGUES_COMPILED === '1') return;
  execFileSync('npx', ['lingui', 'compile', '--typescript'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
