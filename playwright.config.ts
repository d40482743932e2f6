import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/setup/chromium';

const port = Number(process.env.E2E_PORT ?? 8790);

/** End-to-end tests on Debian's Chromium against the built console served by the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  globalSetup: './tests/setup/e2e-server.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps a trace of its actions, console and network; page snapshots and screencast frames cost ~30 %
    // of every test's time on 2 cores (decision 019): `--trace retain-on-failure` records them when hunting a failure.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // Most specs test pages, not the worker: without it a context does not download the 2.5 MB precache in
    // every test. The specs of the worker, offline use, install and push allow it (test.use).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
});
