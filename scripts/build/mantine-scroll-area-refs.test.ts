// @vitest-environment jsdom
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { act, createElement, createRef, type ComponentType, type Ref } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { MANTINE_MERGED_REF, SCROLL_AREA, scrollAreaWithMantineRefs } from './mantine-scroll-area-refs';

const require = createRequire(import.meta.url);
// The package's CJS entry (cjs/index.cjs) is resolved; the ESM build the console bundles is beside it.
const installed = join(require.resolve('@mantine/core'), '..', '..', 'esm/components/ScrollArea/ScrollArea.mjs');

describe("the build's ScrollArea without floating-ui", () => {
  it("changes the installed Mantine's ScrollArea (this fails when an upgrade changes it: check the plugin then)", () => {
    expect(SCROLL_AREA.test(installed)).toBe(true);
    const changed = scrollAreaWithMantineRefs(readFileSync(installed, 'utf8'), installed);
    expect(changed).toContain(MANTINE_MERGED_REF);
    expect(changed).not.toContain('@floating-ui');
  });

  it('leaves every other module alone', () => {
    const other = installed.replace('ScrollArea/ScrollArea.mjs', 'Popover/Popover.mjs');
    expect(scrollAreaWithMantineRefs(readFileSync(other, 'utf8'), other)).toBeNull();
  });

  it('refuses a ScrollArea that takes more than the one hook from floating-ui, instead of changing it blindly', () => {
    const more = readFileSync(installed, 'utf8').replace(
      'import { useMergeRefs } from "@floating-ui/react";',
      'import { useMergeRefs } from "@floating-ui/react";\nimport { autoUpdate } from "@floating-ui/react";',
    );
    expect(() => scrollAreaWithMantineRefs(more, installed)).toThrow(/no longer takes only useMergeRefs/);
  });

  it("gives the changed ScrollArea's viewport to the ref it is given, and takes it back when it goes", async () => {
    // What jsdom lacks and Mantine's provider asks for (src/test/setup.ts does the same for the client's tests).
    window.matchMedia ??= (media: string) =>
      ({ matches: false, media, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // The changed module is written beside the installed one, so that its own imports resolve as in the build.
    const file = installed.replace('ScrollArea.mjs', `ScrollArea.changed-${process.pid}.mjs`);
    writeFileSync(file, scrollAreaWithMantineRefs(readFileSync(installed, 'utf8'), installed) as string);
    try {
      const { ScrollArea } = (await import(pathToFileURL(file).href)) as {
        ScrollArea: ComponentType<{ viewportRef: Ref<HTMLDivElement>; h: number; children?: string }>;
      };
      const viewport = createRef<HTMLDivElement>();
      const container = document.createElement('div');
      const root = createRoot(container);
      await act(async () => {
        root.render(
          createElement(MantineProvider, null, createElement(ScrollArea, { viewportRef: viewport, h: 100 }, 'menu')),
        );
      });
      expect(viewport.current).toBe(container.querySelector('.mantine-ScrollArea-viewport'));
      expect(viewport.current?.textContent).toBe('menu');
      await act(async () => root.unmount());
      expect(viewport.current).toBeNull();
    } finally {
      rmSync(file, { force: true });
    }
  });
});
