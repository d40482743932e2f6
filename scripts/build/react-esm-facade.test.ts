import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { FACADE_PREFIX, facadeSource, productionExports, reactEsmFacade } from './react-esm-facade';

/**
 * Bundles two pages that a start-up module loads on demand, as the console's routes are, each importing React the
 * ways the console's code and its libraries do, and returns the output's chunks. The folder is inside node_modules'
 * parent, so that `react` resolves.
 */
async function bundle(withFacade: boolean): Promise<{ dir: string; code: string[] }> {
  const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.react-esm-facade-'));
  writeFileSync(
    join(dir, 'start.mjs'),
    [
      "import { createElement } from 'react';",
      'export const pages = () => Promise.all([import("./a.mjs"), import("./b.mjs")]);',
      'export const element = createElement("p", null, "start");',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'a.mjs'),
    "import { useState, createElement } from 'react';\nexport const a = [typeof useState, createElement('a').type];\n",
  );
  writeFileSync(
    join(dir, 'b.mjs'),
    "import * as React from 'react';\nimport ReactDefault from 'react';\nexport const b = [typeof React.useEffect, typeof React['useId'.toString()], ReactDefault.createElement('b').type];\n",
  );
  const plugin = reactEsmFacade();
  const build = await rolldown({
    input: join(dir, 'start.mjs'),
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: withFacade
      ? [{ name: plugin.name, resolveId: plugin.resolveId, load: plugin.load } as import('rolldown').Plugin]
      : [],
  });
  const out = join(dir, 'out');
  await build.write({ dir: out, format: 'es' });
  await build.close();
  const code = readdirSync(out)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(out, file), 'utf8'));
  return { dir, code };
}

const wraps = (code: string[]) => code.join('\n').match(/__toESM\(require_react\(\)/g)?.length ?? 0;

describe("the build's ES facade for React", () => {
  it("exports every export of the installed React's production module, by name", () => {
    const names = productionExports('react');
    expect(names).toEqual(expect.arrayContaining(['useState', 'useEffect', 'createElement', 'Fragment', 'useId']));
    const source = facadeSource('react', names);
    expect(source).toContain('import cjs from "react";');
    expect(source).toContain('export default cjs;');
    for (const name of names) expect(source).toMatch(new RegExp(`[{ ]${name.replace(/\$/g, '\\$')}[,} ]`));
    expect(productionExports('react-dom')).toEqual(expect.arrayContaining(['createPortal', 'flushSync']));
  });

  it('refuses an export name it could not re-export, instead of dropping it', () => {
    expect(() => facadeSource('react', ['useState', 'not-a-name'])).toThrow(/cannot re-export: not-a-name/);
  });

  it("points ES imports at the facade, and leaves the facade's own import and CommonJS requires to the package", () => {
    const plugin = reactEsmFacade();
    const resolve = plugin.resolveId as (s: string, i: string | undefined, o: { kind: string }) => string | null;
    expect(resolve('react', '/app/a.tsx', { kind: 'import-statement' })).toBe(`${FACADE_PREFIX}react`);
    expect(resolve('react-dom', '/app/a.tsx', { kind: 'import-statement' })).toBe(`${FACADE_PREFIX}react-dom`);
    expect(resolve('react', `${FACADE_PREFIX}react`, { kind: 'import-statement' })).toBeNull();
    expect(resolve('react', '/node_modules/react-dom/index.js', { kind: 'require-call' })).toBeNull();
    expect(resolve('react/jsx-runtime', '/app/a.tsx', { kind: 'import-statement' })).toBeNull();
  });

  it('wraps React once for the whole build instead of once per chunk, and every page still gets working React', async () => {
    const without = await bundle(false);
    const withFacade = await bundle(true);
    try {
      // Without the facade each chunk that imports React wraps it (this is what the facade is for).
      expect(wraps(without.code)).toBeGreaterThan(1);
      expect(wraps(withFacade.code)).toBe(1);
      const start = await import(pathToFileURL(join(withFacade.dir, 'out', 'start.js')).href);
      const [{ a }, { b }] = await start.pages();
      expect(start.element.type).toBe('p');
      expect(a).toEqual(['function', 'a']);
      expect(b).toEqual(['function', 'function', 'b']);
    } finally {
      rmSync(without.dir, { recursive: true, force: true });
      rmSync(withFacade.dir, { recursive: true, force: true });
    }
  });

  it('is for the build only (the dev server pre-bundles React its own way)', () => {
    expect(reactEsmFacade().apply).toBe('build');
  });
});
