// @vitest-environment jsdom
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_RESTORATION, scrollCacheOnUse } from './router-scroll-cache-on-use';

const require = createRequire(import.meta.url);
// The package's CJS entry (dist/cjs/index.cjs) is resolved; the ESM build the console bundles is beside it.
const installed = join(require.resolve('@tanstack/router-core'), '..', '..', 'esm/scroll-restoration.js');
const original = readFileSync(installed, 'utf8');

type ScrollModule = {
  getElementScrollRestorationEntry: (
    router: { latestLocation: { state: Record<string, unknown>; href: string } },
    options: { id: string },
  ) => { scrollX: number; scrollY: number } | undefined;
  storageKey: string;
};

/** Evaluates a version of the module (written beside the installed one, so its imports resolve as in the build). */
async function evaluate(code: string, name: string): Promise<ScrollModule> {
  const file = installed.replace('scroll-restoration.js', `scroll-restoration.${name}-${process.pid}.js`);
  writeFileSync(file, code);
  try {
    return (await import(pathToFileURL(file).href)) as ScrollModule;
  } finally {
    rmSync(file, { force: true });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the build's router scroll restoration, reading sessionStorage on first use", () => {
  it("changes the installed router's module (this fails when an upgrade changes it: check the plugin then)", () => {
    expect(SCROLL_RESTORATION.test(installed)).toBe(true);
    const changed = scrollCacheOnUse(original, installed) as string;
    expect(changed).not.toContain('const safeSessionStorage = getSafeSessionStorage();');
    expect(changed).not.toContain('createScrollRestorationCache();');
    expect(changed).not.toMatch(/scrollRestorationCache\[|safeSessionStorage\?\./);
  });

  it('leaves every other module alone', () => {
    const other = installed.replace('scroll-restoration.js', 'router.js');
    expect(scrollCacheOnUse(readFileSync(other, 'utf8'), other)).toBeNull();
  });

  it('refuses a module that uses the cache in a way it does not know, instead of changing it blindly', () => {
    const more = original.replace(
      'const entries = scrollRestorationCache[restoreKey];',
      'const entries = scrollRestorationCache.get(restoreKey);',
    );
    expect(() => scrollCacheOnUse(more, installed)).toThrow(/no longer reads sessionStorage the way/);
  });

  it('does not touch sessionStorage while the module is evaluated (the original does), and reads it when used', async () => {
    const reads = vi.spyOn(globalThis, 'sessionStorage', 'get');
    await evaluate(original, 'original');
    expect(reads).toHaveBeenCalled();
    reads.mockClear();

    const changed = await evaluate(scrollCacheOnUse(original, installed) as string, 'changed');
    expect(reads).not.toHaveBeenCalled();

    // What an earlier page stored is still found when the router asks for it.
    reads.mockRestore();
    sessionStorage.setItem(
      changed.storageKey,
      JSON.stringify({ '/orders': { '[data-scroll-restoration-id="list"]': { scrollX: 0, scrollY: 420 } } }),
    );
    const router = { latestLocation: { state: {}, href: '/orders' } };
    expect(changed.getElementScrollRestorationEntry(router, { id: 'list' })).toEqual({ scrollX: 0, scrollY: 420 });
  });
});
