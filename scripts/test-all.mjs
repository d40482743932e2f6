#!/usr/bin/env node
// `npm test`: every check and every suite, then one plain line `N passed, N failed`.
// Typecheck, lint, build and the bundle budgets count as one check each. With TEST_DATABASE_URL (a PostgreSQL
// server URL whose user may create databases), the API and security suites and the database-heavy e2e specs
// run on PostgreSQL as well as PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];
const pgUrl = process.env.TEST_DATABASE_URL;
const only = process.argv.slice(2);
mkdirSync('test-results', { recursive: true });

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: exit ${result.status} in ${seconds}s ===`);
  return result.status === 0;
}

function check(name, command, args, env) {
  if (only.length && !only.includes(name)) return;
  const ok = run(name, command, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function vitestSuite(name, config, env) {
  if (only.length && !only.includes(name.split(' ')[0])) return;
  const out = `test-results/${name.replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  if (config) args.push('--config', config);
  const ok = run(name, 'npx', args, env);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  }
  results.push({ name, passed, failed });
}

function playwrightSuite(name, env, files = []) {
  if (only.length && !only.includes(name.split(' ')[0])) return;
  const out = `test-results/${name.replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  const ok = run(name, 'npx', ['playwright', 'test', '--reporter=list,json', ...files], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(out)) {
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  }
  results.push({ name, passed, failed });
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npx', ['biome', 'check', '.']);
vitestSuite('unit');
vitestSuite('api (PGlite)', 'vitest.api.config.ts', { TEST_DATABASE_URL: '' });
if (pgUrl) vitestSuite('api (PostgreSQL)', 'vitest.api.config.ts', { TEST_DATABASE_URL: pgUrl });
// The hardening suite: the route matrix generated from the OpenAPI document, uploads, sign-in limits,
// headers, CSV exports. On PostgreSQL too, where NUL bytes and row locks behave differently.
vitestSuite('security (PGlite)', 'vitest.security.config.ts', { TEST_DATABASE_URL: '' });
if (pgUrl) vitestSuite('security (PostgreSQL)', 'vitest.security.config.ts', { TEST_DATABASE_URL: pgUrl });
// The fault run: SIGKILL mid-stream of writes, restart, invariants (tests/fault).
vitestSuite('fault (PGlite)', 'vitest.fault.config.ts', { TEST_DATABASE_URL: '' });
if (pgUrl) vitestSuite('fault (PostgreSQL)', 'vitest.fault.config.ts', { TEST_DATABASE_URL: pgUrl });
check('build', 'npm', ['run', '--silent', 'build']);
// JS per route against the budgets (login ≤ 200 KB, dashboard ≤ 350 KB gzip), measured in Chromium.
check('budgets', 'npm', ['run', '--silent', 'check:budgets']);
playwrightSuite('e2e (PGlite)', { TEST_DATABASE_URL: '' });
// On PostgreSQL: the flows whose SQL differs between the engines (sign-in, dashboard figures, bookings).
if (pgUrl) {
  playwrightSuite('e2e (PostgreSQL)', { TEST_DATABASE_URL: pgUrl }, [
    'tests/e2e/sign-in.spec.ts',
    'tests/e2e/dashboard.spec.ts',
    'tests/e2e/bookings.spec.ts',
  ]);
}

console.log('\nSummary:');
for (const r of results)
  console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
