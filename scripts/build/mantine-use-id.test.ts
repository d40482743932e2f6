import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, replaceMantineUseId, USE_ID_SOURCE } from './mantine-use-id';

const require = createRequire(import.meta.url);
// The package's CJS entry (cjs/index.cjs) is resolved; the ESM build the console bundles is beside it.
/** The replacement under test, loaded in the last test. */
let useReplacedId: (staticId?: string) => string = () => '';
function Field({ id }: { id?: string }) {
  return createElement('input', { id: useReplacedId(id) });
}

const installed = join(require.resolve('@mantine/hooks'), '..', '..', 'esm/use-id/use-id.mjs');

describe("the build's replacement of Mantine's useId", () => {
  it("replaces the installed Mantine's useId (this fails when an upgrade changes it: check the replacement then)", () => {
    expect(MANTINE_USE_ID.test(installed)).toBe(true);
    expect(replaceMantineUseId(readFileSync(installed, 'utf8'), installed)).toBe(USE_ID_SOURCE);
  });

  it('leaves every other module alone', () => {
    const other = installed.replace('use-id/use-id.mjs', 'use-idle/use-idle.mjs');
    expect(replaceMantineUseId(readFileSync(other, 'utf8'), other)).toBeNull();
  });

  it('refuses a useId that no longer swaps the id in an effect, instead of replacing it blindly', () => {
    const changed = readFileSync(installed, 'utf8').replace('setUuid(randomId());', 'setUuid(makeId());');
    expect(() => replaceMantineUseId(changed, installed)).toThrow(/Mantine's useId has changed/);
  });

  it("returns React's id with Mantine's prefix (unique per component, valid in a CSS selector), or the given id", async () => {
    // The replacement is a module of its own; it is loaded from a folder where `react` resolves.
    const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.mantine-use-id-'));
    try {
      const file = join(dir, 'use-id.mjs');
      writeFileSync(file, USE_ID_SOURCE);
      useReplacedId = ((await import(pathToFileURL(file).href)) as { useId: typeof useReplacedId }).useId;
      const html = renderToString(
        createElement(
          Fragment,
          null,
          createElement(Field),
          createElement(Field),
          createElement(Field, { id: 'given' }),
        ),
      );
      const ids = [...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids).toHaveLength(3);
      expect(ids[0]).toMatch(/^mantine-[A-Za-z0-9_-]+$/);
      expect(ids[1]).toMatch(/^mantine-[A-Za-z0-9_-]+$/);
      expect(ids[0]).not.toBe(ids[1]);
      expect(ids[2]).toBe('given');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
