// `npm run check:budgets` (and the `budgets` check of `npm test`): the built console's JS per route against the
// budgets, measured in Chromium by the same code as `npm run bench` (scripts/bench/bundles.ts). Needs `dist/`
// (run after the build); exits non-zero when a budget is exceeded or the measurement is inconsistent.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';
import { freshDatabase, startServerProcess } from '../tests/setup/server-process';
import { bundleChecks, bundleMeasurementProblems, kb, measureBundles } from './bench/bundles';
import { apiSignIn } from './bench/session';

async function main(): Promise<number> {
  const dir = process.env.BUDGET_DIST ?? './dist';
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`${dir}/ is missing: run \`npm run build\` first`);
    return 1;
  }
  const database = await freshDatabase(undefined);
  const server = await startServerProcess({ ...database.env, STATIC_DIR: dir, SEED_BOOKINGS: '300' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const bundles = await measureBundles(browser, server.url, await apiSignIn(server.url));
    const checks = bundleChecks(bundles);
    for (const c of checks) {
      console.log(`${c.pass ? 'ok  ' : 'FAIL'} ${c.name}: ${kb(c.value)} (budget ${kb(c.budget)})`);
    }
    const problems = bundleMeasurementProblems(bundles);
    for (const p of problems) console.log(`FAIL measurement: ${p}`);
    // Each route's largest files: on a failure, or when asked for (BUDGET_LIST=n).
    if (checks.some((c) => !c.pass) || process.env.BUDGET_LIST) {
      for (const route of Object.values(bundles)) {
        console.log(`\n${route.path}, largest JS files (gzip):`);
        for (const f of route.js.list.slice(0, Number(process.env.BUDGET_LIST || 10)))
          console.log(`  ${kb(f.gzip).padStart(9)}  ${f.path}`);
      }
    }
    return checks.every((c) => c.pass) && problems.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
