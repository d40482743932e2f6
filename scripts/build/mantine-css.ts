import postcss from 'postcss';
import type { Plugin } from 'vite';

/** The style sheets of Mantine's packages (`@mantine/core/styles.layer.css`, `@mantine/dates/styles.css`, …). */
export const MANTINE_STYLES = /\/node_modules\/@mantine\/[^/]+\/styles(\.layer)?\.css$/;

/**
 * A class of Mantine's CSS modules: `m_` and the hash of the rule's source (6–8 hex digits). Each component's
 * module lists its classes as string literals (`{root: "m_77c9d27d", …}`), so the built code names every class a
 * component can put on an element.
 */
const CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/** The Mantine classes some code names (the built chunks of the build's first pass). */
export function mantineClassesIn(codes: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const code of codes) for (const name of code.match(CLASS) ?? []) found.add(name);
  return found;
}

/**
 * The classes an element must carry for a selector to match it: those outside `:not(…)` (a class inside one is a
 * class the element must lack, which every element of an unused component does).
 */
function requiredClasses(selector: string): string[] {
  let outside = selector;
  for (let previous = ''; previous !== outside; ) {
    previous = outside;
    outside = outside.replace(/:not\([^()]*\)/g, '');
  }
  return outside.match(CLASS) ?? [];
}

export type PrunedCss = { css: string; removed: Set<string> };

/**
 * Mantine's style sheet without the rules no element can match: a selector that needs a class no built code names
 * (the component is never used) is dropped, and a rule with none left. Everything else stays as written: the
 * variables, the baseline, keyframes, rules without Mantine classes. `removed` lists the classes whose rules went.
 */
export function pruneMantineCss(css: string, used: ReadonlySet<string>): PrunedCss {
  const root = postcss.parse(css);
  const removed = new Set<string>();
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => {
      const missing = requiredClasses(selector).filter((name) => !used.has(name));
      for (const name of missing) removed.add(name);
      return missing.length === 0;
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Blocks left empty (`@media`, `@supports`, a layer's block); statements such as `@layer a, b;` have no block.
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return { css: root.toString(), removed };
}

/**
 * A build plugin: the second pass of `vite build` bundles Mantine's style sheets without the rules of components the
 * console never draws (`used`: the classes the first pass's chunks name). The start-up style sheet is render-blocking
 * and parsed again at every reopen; Mantine's whole sheet is ~290 KB of which ~40 % matches nothing here (issue 22,
 * docs/performance.md). The pass fails if its own chunks name a class whose rules were dropped.
 */
export function mantineCss(used: ReadonlySet<string> | undefined): Plugin {
  const removed = new Set<string>();
  return {
    name: 'marketplace:mantine-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!used || !MANTINE_STYLES.test(id.split('?')[0] ?? id)) return null;
      const pruned = pruneMantineCss(code, used);
      for (const name of pruned.removed) removed.add(name);
      return { code: pruned.css, map: null };
    },
    generateBundle(_options, bundle) {
      if (!used) return;
      const codes = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      const lost = [...mantineClassesIn(codes)].filter((name) => removed.has(name));
      if (lost.length)
        this.error(`Mantine's CSS lost the rules of classes the built code uses: ${lost.sort().join(', ')}`);
    },
  };
}
