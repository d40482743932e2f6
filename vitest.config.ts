import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Client test files that mock modules (`vi.mock`) or switch the app's language run isolated, each in a fresh
 * environment; the others share one jsdom and one module cache, which takes the client run from ~3 minutes to
 * ~40 s on two cores. A mock only replaces a module imported after it, and a language switch is global state
 * that a late effect of the previous file can switch back, so those files cannot share.
 */
const clientTests = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`);
const isolated = clientTests.filter((file) =>
  /\bvi\.(do)?[mM]ock\(|\bloadAndActivate\(|\bi18n\.activate\(/.test(readFileSync(file, 'utf8')),
);

/** Unit tests: next to the code. Client code runs in jsdom; server, worker and script code in node. */
export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    globals: true,
    globalSetup: ['tests/setup/compiled-catalogues.ts'],
    // One worker per core. Vitest's default for a run is one core fewer (cores − 1), so that its own process has one:
    // on two cores that is one worker, and the other core was a third idle (238 s for the whole run; 163 s with two).
    // The main process only collects results.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolated,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          isolate: false,
          env: { MPA_SHARED_JSDOM: '1' },
        },
      },
      {
        extends: true,
        test: {
          name: 'client-isolated',
          include: isolated.length ? isolated : ['no-such-file'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/setup/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
