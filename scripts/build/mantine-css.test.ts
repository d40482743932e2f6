import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { MANTINE_STYLES, mantineClassesIn, mantineCss, pruneMantineCss } from './mantine-css';

const require = createRequire(import.meta.url);
const coreDir = join(require.resolve('@mantine/core'), '..', '..');
const coreSheet = join(coreDir, 'styles.layer.css');

/** The classes a component's CSS module gives its parts, as the built code names them. */
function classesOf(component: string): string[] {
  const module = readFileSync(join(coreDir, 'esm/components', component, `${component}.module.mjs`), 'utf8');
  return [...mantineClassesIn([module])];
}

function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    selectors.push(...rule.selectors);
  });
  return selectors;
}

describe("Mantine's style sheets without the rules of unused components", () => {
  it('finds the classes built code names, in the forms the minifier leaves them', () => {
    const code = 'var a={root:`m_77c9d27d`,section:"m_a74036a"};const b=\'m_5ae2e3c\';const notAClass="xm_12345678"';
    expect([...mantineClassesIn([code])].sort()).toEqual(['m_5ae2e3c', 'm_77c9d27d', 'm_a74036a']);
  });

  it('drops a selector that needs an unused class, keeps the rest of its list and everything without classes', () => {
    const css = `@layer mantine{
:root{--mantine-scale:1}
.m_aaaa1111{color:red}
.m_bbbb2222{color:blue}
.m_aaaa1111 .m_bbbb2222,.m_aaaa1111:hover{color:green}
.m_aaaa1111:not(.m_bbbb2222){color:pink}
@media (hover:hover){.m_bbbb2222:hover{color:black}}
@keyframes spin{from{rotate:0}to{rotate:360deg}}
}`;
    const { css: pruned, removed } = pruneMantineCss(css, new Set(['m_aaaa1111']));
    expect(selectorsOf(pruned)).toEqual([
      ':root',
      '.m_aaaa1111',
      '.m_aaaa1111:hover',
      '.m_aaaa1111:not(.m_bbbb2222)',
      'from',
      'to',
    ]);
    expect(pruned).not.toContain('@media');
    expect(pruned).toContain('@keyframes spin');
    expect([...removed]).toEqual(['m_bbbb2222']);
  });

  it("keeps a used component's rules and the theme's variables in the installed Mantine's sheet, and drops the others", () => {
    const css = readFileSync(coreSheet, 'utf8');
    const button = classesOf('Button');
    const accordion = classesOf('Accordion');
    expect(button.length).toBeGreaterThan(3);
    const { css: pruned, removed } = pruneMantineCss(css, new Set(button));
    for (const name of button) expect(pruned).toContain(`.${name}`);
    for (const name of accordion) {
      expect(pruned).not.toContain(`.${name}`);
      expect(removed.has(name)).toBe(true);
    }
    expect(pruned).toContain('--mantine-color-blue-6');
    expect(pruned).toContain("[data-mantine-color-scheme='dark']");
    expect(pruned.length).toBeLessThan(css.length / 2);
  });

  it('applies to the style sheets of every Mantine package and to nothing else', () => {
    expect(MANTINE_STYLES.test(coreSheet)).toBe(true);
    expect(MANTINE_STYLES.test('/x/node_modules/@mantine/dates/styles.css')).toBe(true);
    expect(MANTINE_STYLES.test('/x/node_modules/mantine-datatable/styles.layer.css')).toBe(false);
    expect(MANTINE_STYLES.test('/x/src/app/app-layout.module.css')).toBe(false);
  });

  it('fails the build when its chunks name a class whose rules it dropped', () => {
    const plugin = mantineCss(new Set(['m_aaaa1111']));
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const generateBundle = plugin.generateBundle as (
      this: { error: (message: string) => never },
      options: unknown,
      bundle: Record<string, unknown>,
    ) => void;
    const out = transform('.m_aaaa1111{color:red}.m_cccc3333{color:blue}', `${coreDir}/styles.layer.css`);
    expect(out?.code).toBe('.m_aaaa1111{color:red}');
    expect(transform('.m_cccc3333{color:blue}', '/x/src/app/app-layout.module.css')).toBeNull();
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    expect(() => generateBundle.call(context, {}, { 'a.js': { type: 'chunk', code: 'x="m_aaaa1111"' } })).not.toThrow();
    expect(() => generateBundle.call(context, {}, { 'a.js': { type: 'chunk', code: 'x="m_cccc3333"' } })).toThrow(
      /m_cccc3333/,
    );
  });

  it('leaves the sheets whole when the first pass found no classes (a build without it)', () => {
    const transform = mantineCss(undefined).transform as (code: string, id: string) => unknown;
    expect(transform('.m_cccc3333{color:blue}', coreSheet)).toBeNull();
  });
});
