import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build as viteBuild, defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  type BuiltChunk,
  builtChunks,
  type PageChunkPlan,
  pageLoadProblems,
  planPageChunks,
  type ShellRoutes,
} from './scripts/build/page-chunks';
import { mantineClassesIn, mantineCss } from './scripts/build/mantine-css';
import { mantineDefaultVariables } from './scripts/build/mantine-default-variables';
import { mantineScrollAreaRefs } from './scripts/build/mantine-scroll-area-refs';
import { mantineUseId } from './scripts/build/mantine-use-id';
import { reactEsmFacade } from './scripts/build/react-esm-facade';
import { reactSentinelErrors } from './scripts/build/react-sentinel-errors';
import { routerScrollCacheOnUse } from './scripts/build/router-scroll-cache-on-use';
import { startupStyles } from './scripts/build/startup-styles';

/**
 * Writes `.br` and `.gz` beside every text asset of the build; the server sends them as they are
 * (`serveStatic({ precompressed: true })`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'marketplace:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest)$/.test(file.fileName)) return;
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (body.length < 1024) return;
          const path = join(dir, file.fileName);
          await Promise.all([
            br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((out) => writeFile(`${path}.br`, out)),
            gz(body, { level: 9 }).then((out) => writeFile(`${path}.gz`, out)),
          ]);
        }),
      );
    },
  };
}

/**
 * The endpoint table and the shared schemas carry the API's documentation (endpoint `summary`, `responseHeaders`,
 * `errors`, and valibot `v.description(...)` texts) for the OpenAPI document the server builds from them. The
 * browser never reads it, yet every page shipped it (1–2 KB gzip in the start-up chunk alone), so the build blanks
 * those texts in the console's copy. The server, the tests and the dev server keep them (build only).
 */
function stripApiDocs(): Plugin {
  const DOC_PROPERTIES = new Set(['summary', 'responseHeaders', 'errors']);
  let ts: typeof import('typescript') | undefined;
  return {
    name: 'marketplace:strip-api-docs',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\/src\/shared\/(api\/endpoints|schemas)\/[^/]+\.ts$/.test(id) || /\.test\.ts$/.test(id)) return null;
      ts ??= (await import('typescript')).default;
      const t = ts;
      const file = t.createSourceFile(id, code, t.ScriptTarget.Latest, true, t.ScriptKind.TS);
      const blanks: [start: number, end: number, text: string][] = [];
      const visit = (node: import('typescript').Node) => {
        if (
          t.isPropertyAssignment(node) &&
          t.isIdentifier(node.name) &&
          DOC_PROPERTIES.has(node.name.text) &&
          t.isObjectLiteralExpression(node.parent) &&
          node.parent.properties.some((p) => p.name && t.isIdentifier(p.name) && p.name.text === 'method')
        ) {
          blanks.push([node.initializer.getStart(file), node.initializer.end, 'undefined']);
          return;
        }
        if (
          t.isCallExpression(node) &&
          t.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'description' &&
          t.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === 'v' &&
          node.arguments.length === 1
        ) {
          const [text] = node.arguments;
          if (text) blanks.push([text.getStart(file), text.end, "''"]);
          return;
        }
        t.forEachChild(node, visit);
      };
      visit(file);
      if (blanks.length === 0) return null;
      let out = code;
      for (const [start, end, text] of blanks.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}

/** The app version: package.json's version plus the build's commit (or build time), e.g. `0.1.0+3f2a9c1`. */
function appVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  let build = process.env.BUILD_ID;
  if (!build) {
    try {
      build = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      build = Date.now().toString(36);
    }
  }
  return `${version}+${build}`;
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/** The signed-in shell's route and the routes under it (for the page chunks, scripts/build/page-chunks.ts). */
const SHELL_ROUTES: ShellRoutes = {
  shell: (id) => /\/src\/routes\/_shell\.tsx\?tsr-split=/.test(id),
  underShell: (id) => /\/src\/routes\/_shell\//.test(id),
};
/**
 * Shared chunks under 12 KB go into the chunk of the closest larger set of pages that loads them, as long as no page
 * loads more than 16 KB of code it does not use in all: a script costs a reopen its tasks whatever its size (2 KB
 * and 4 KB: bookings loaded 37 scripts on a reopen, then 29; 16 KB each: 25 scripts, no faster; issue 22). 8 and
 * 12 KB until the CSS modules' class maps moved into the start-up code (src/main.tsx): the dashboard then loaded
 * 350.1 KB of JS (gzip), over its 350 KB; at 12 and 16 KB, 349.9 KB (fewer files), the sign-in page 191.3 KB.
 */
const SMALL_CHUNKS = { smallChunkBytes: 12288, maxExtraBytes: 16384 };
/** Set in the first pass of a build, which only plans the chunks of the second (nothing is written). */
const PLANNING = process.env.MARKETPLACE_PAGE_CHUNKS === 'plan';
type PlanHolder = { pageChunkPlan?: PageChunkPlan; mantineClasses?: Set<string> };
type FirstPass = { plan: PageChunkPlan; mantineClasses: Set<string> };

/**
 * The first pass of `vite build`: the same build with the bundler's own split, not written; its chunks give the
 * plan of the second (scripts/build/page-chunks.ts) and the Mantine classes the code uses (scripts/build/mantine-css.ts).
 */
async function firstPass(): Promise<FirstPass> {
  process.env.MARKETPLACE_PAGE_CHUNKS = 'plan';
  try {
    await viteBuild({
      configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
      logLevel: 'warn',
      build: { write: false },
    });
  } finally {
    delete process.env.MARKETPLACE_PAGE_CHUNKS;
  }
  const { pageChunkPlan: plan, mantineClasses } = globalThis as PlanHolder;
  if (!plan || !mantineClasses) throw new Error('the first pass of the build made no chunk plan');
  return { plan, mantineClasses };
}

/** First pass: keeps the plan. Second pass: fails the build if some entry loads other modules than planned. */
function pageChunks(plan: PageChunkPlan | undefined): Plugin {
  return {
    name: 'marketplace:page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = builtChunks(bundle as never);
      if (PLANNING) {
        const planned = planPageChunks(chunks, SHELL_ROUTES, SMALL_CHUNKS);
        (globalThis as PlanHolder).pageChunkPlan = planned;
        (globalThis as PlanHolder).mantineClasses = mantineClassesIn(
          Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : [])),
        );
        // PAGE_CHUNKS_PLAN=<file>: keeps the plan to read (which entries load each shared chunk).
        if (process.env.PAGE_CHUNKS_PLAN) writeFileSync(process.env.PAGE_CHUNKS_PLAN, JSON.stringify(planned, null, 1));
        return;
      }
      if (!plan) return;
      const problems = pageLoadProblems(plan, chunks, SHELL_ROUTES);
      if (problems.length) this.error(`the page chunks changed what some pages load:\n${problems.join('\n')}`);
    },
  };
}

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // PAGE_CHUNKS=off: the bundler's own split and Mantine's whole style sheets (to compare builds).
  const first = command === 'build' && !PLANNING && process.env.PAGE_CHUNKS !== 'off' ? await firstPass() : undefined;
  const plan = first?.plan;
  return {
    // The persisted query cache's buster: data cached by another version is dropped (queued edits are kept).
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? appVersion()) },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // The loader travels with the component: only validateSearch and beforeLoad stay in the start-up bundle,
        // so one screen's query code and schemas never load for another (one chunk, no extra round trip).
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['errorComponent', 'notFoundComponent', 'pendingComponent'],
          ],
        },
        routeFileIgnorePattern: '\\.test\\.',
      }),
      stripApiDocs(),
      mantineUseId(),
      reactSentinelErrors(),
      mantineDefaultVariables(),
      mantineScrollAreaRefs(),
      reactEsmFacade(),
      routerScrollCacheOnUse(),
      mantineCss(first?.mantineClasses),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      react(),
      lingui(),
      ...(PLANNING
        ? []
        : [
            VitePWA({
              strategies: 'injectManifest',
              srcDir: 'sw',
              filename: 'sw.ts',
              injectRegister: false,
              manifest: false,
              injectManifest: {
                rollupFormat: 'es',
                // The demo operators' logos are WebP files: precached with the shell, like its icons (the login screen shows one).
                globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest}'],
                globIgnores: ['demo/**'],
                maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
              },
              devOptions: { enabled: false },
            }),
          ]),
      pageChunks(plan),
      startupStyles(),
      ...(PLANNING ? [] : [precompress()]),
    ],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      // No <link rel="modulepreload"> per import of a route chunk: adding ~25 of them at the shell's import was
      // ~10 ms of one start-up task and competed with the data on slow networks (docs/architecture.md).
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically goes into one start-up chunk instead of ~25 small shared
          // ones: one request at start-up, also through the service worker on an offline reopen.
          codeSplitting: {
            groups: [
              { name: 'start', tags: ['$initial'], priority: 2 },
              // Shared code by the pages that load it (the plan of the first pass, scripts/build/page-chunks.ts).
              ...(plan
                ? [
                    {
                      name: (id: string) => plan.groups[id] ?? null,
                      debugName: 'page-chunks',
                      priority: 1,
                      includeDependenciesRecursively: false,
                    },
                  ]
                : []),
            ],
          },
        },
      },
    },
  };
});
