import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyDefaultVariables, REMOVE_DEFAULT_VARIABLES } from './mantine-default-variables';

const require = createRequire(import.meta.url);
const installed = join(
  require.resolve('@mantine/core'),
  '..',
  '..',
  'esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
);

type Variables = { variables: Record<string, string>; light: Record<string, string>; dark: Record<string, string> };
type Module = { removeDefaultVariables: (input: Variables) => Variables };

/** The module's text as an importable file outside the package (its relative imports made absolute). */
async function load(code: string, dir: string, name: string): Promise<Module> {
  const base = pathToFileURL(`${dirname(installed)}/`).href;
  const absolute = code
    .replace(/\/\/# sourceMappingURL=.*$/m, '')
    .replace(/from "(\.{1,2}\/[^"]+)"/g, (_, path: string) => `from "${new URL(path, base).href}"`);
  const file = join(dir, name);
  writeFileSync(file, absolute);
  return (await import(pathToFileURL(file).href)) as Module;
}

describe("the build's change to Mantine's removeDefaultVariables", () => {
  it('changes the installed Mantine (this fails when an upgrade changes the module: check the change then)', () => {
    expect(REMOVE_DEFAULT_VARIABLES.test(installed)).toBe(true);
    const changed = lazyDefaultVariables(readFileSync(installed, 'utf8'), installed);
    expect(changed).not.toBeNull();
    // Nothing is derived when the module is evaluated: the only call is inside the function.
    const topLevel = (changed as string).split('function removeDefaultVariables')[0];
    expect(topLevel).not.toContain('defaultCssVariablesResolver(');
  });

  it('leaves every other module alone', () => {
    const other = installed.replace('remove-default-variables.mjs', 'get-merged-variables.mjs');
    expect(lazyDefaultVariables(readFileSync(other, 'utf8'), other)).toBeNull();
  });

  it('removes the same defaults as the original', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mantine-defaults-'));
    try {
      const source = readFileSync(installed, 'utf8');
      const original = await load(source, dir, 'original.mjs');
      const lazy = await load(lazyDefaultVariables(source, installed) as string, dir, 'lazy.mjs');
      const input: Variables = {
        variables: { '--mantine-scale': '1', '--mantine-color-primary': '#C2185B' },
        light: { '--mantine-color-body': '#fff', '--mantine-color-text': '#123456' },
        dark: { '--mantine-color-body': '#242424', '--mantine-color-anchor': 'pink' },
      };
      const expected = original.removeDefaultVariables(input);
      expect(expected.variables).toEqual({ '--mantine-color-primary': '#C2185B' });
      expect(lazy.removeDefaultVariables(input)).toEqual(expected);
      expect(lazy.removeDefaultVariables(input)).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the build when Mantine no longer derives the defaults on evaluation', () => {
    expect(() => lazyDefaultVariables('export const x = 1;', installed)).toThrow(/has changed/);
  });
});
