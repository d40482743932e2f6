#!/usr/bin/env node
// `npm test`: every check and every suite, then one plain line `N passed, N failed`.
// Typecheck, lint, build and the bundle budgets count as one check each. With TEST_DATABASE_URL (a PostgreSQL
// server URL whose user may create databases), the API and security suites and the database-heavy e2e specs
// run on PostgreSQL as well as PGlite, and the several-instances suite runs (PostgreSQL only).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];
const pgUrl = process.env.TEST_DATABASE_URL;
const only = process.argv.slice(2);
mkdirSync('test-results', { recursive: true });

/**
 * Runs a command; resolves with its exit status and its whole output. Its output goes to ours as it comes, or,
 * while it runs beside another (`together`), all at once when it ends, so that two suites never interleave.
 */
function run(name, command, args, env = {}, { buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      if (!buffered) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      chunks.push(chunk);
      if (!buffered) process.stderr.write(chunk);
    });
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const output = Buffer.concat(chunks).toString('utf8');
      if (buffered) process.stdout.write(`\n=== ${name} (ran beside another suite) ===\n${output}`);
      console.log(`=== ${name}: exit ${status} in ${seconds}s ===`);
      resolve({ ok: status === 0, output });
    });
  });
}

/**
 * Runs suites at the same time (TEST_SERIAL=1: one after the other). The API, security and fault suites each
 * drive one server process from one test process, request by request, so one of them keeps about one of the
 * two cores busy: the PGlite and PostgreSQL runs of a suite side by side take little longer than the slower of
 * the two. Each has its own server, port and database. The e2e shards run side by side too (below).
 */
async function together(...suites) {
  if (process.env.TEST_SERIAL === '1') {
    for (const suite of suites) await suite({ buffered: false });
    return;
  }
  const live = suites.length === 1;
  await Promise.all(suites.map((suite) => suite({ buffered: !live })));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are control characters
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (text = '') => plain(String(text)).trim().split('\n')[0].slice(0, 300);
const relative = (file) => file.replace(`${process.cwd()}/`, '');

/** What failed, in a few lines each: repeated in the summary, because a CI log is often read from its end. */
function vitestFailures(report, output) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        lines.push(`${relative(file.name)} › ${test.fullName || test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      lines.push(`${relative(file.name)}: ${firstLine(file.message)}`);
  }
  // Errors thrown outside any test (after one ended, in a timer, an unhandled rejection) fail the run but no test.
  const text = plain(output);
  const start = text.search(/Unhandled Errors? ⎯/);
  if (start >= 0) {
    const end = text.indexOf(' Test Files ', start);
    const noise = /^\s*(\d*\|)|^\s*[⎯-]|might cause false positive|^\s*- (The|If the) error|^\s*$/;
    const block = text
      .slice(start, end < 0 ? undefined : end)
      .split('\n')
      .slice(1);
    lines.push(
      ...block
        .filter((line) => !noise.test(line))
        .slice(0, 20)
        .map((line) => `  ${line.trim().slice(0, 300)}`),
    );
  }
  // Nothing recognised (no report, a crashed worker): the end of its output.
  if (!report) lines.push('no report was written; the last lines of its output:');
  if (!report || !lines.length) lines.push(...text.trim().split('\n').slice(-15));
  return lines;
}

function playwrightFailures(report, status = 'unexpected') {
  const lines = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        // A flaky test passed on its retry: its first attempt's error is the one to tell.
        const error = (status === 'flaky' ? test.results?.[0] : test.results?.at(-1))?.error?.message;
        lines.push(
          `${spec.file}:${spec.line} [${test.projectName}] › ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      visit(child, suite.file === child.file && child.title ? [...path, child.title] : path);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  for (const error of report?.errors ?? []) lines.push(firstLine(error.message));
  return lines;
}

async function check(name, command, args, env, options) {
  if (only.length && !only.includes(name)) return;
  const { ok, output } = await run(name, command, args, env, options);
  const failures = ok ? [] : plain(output).trim().split('\n').slice(-15);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures });
}

async function vitestSuite(name, config, env, options) {
  if (only.length && !only.includes(name.split(' ')[0])) return;
  const out = `test-results/${name.replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  if (config) args.push('--config', config);
  const { ok, output } = await run(name, 'npx', args, env, options);
  let passed = 0;
  let failed = ok ? 0 : 1;
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : undefined;
  if (report) {
    passed = report.numPassedTests;
    failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  }
  results.push({ name, passed, failed, failures: ok ? [] : vitestFailures(report, output) });
}

async function playwrightSuite(name, env, files = [], options = {}) {
  if (only.length && !only.includes(name.split(' ')[0])) return;
  const out = `test-results/${name.replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  // Each run keeps its failures' traces and screenshots in a folder of its own: Playwright empties its output folder
  // when it starts, and the PostgreSQL run used to empty the PGlite run's (a flaky test's trace was lost with it).
  const artifacts = `test-results/${name.replace(/\W+/g, '-').replace(/-$/, '')}`;
  const args = ['playwright', 'test', '--reporter=list,json', '--output', artifacts, ...files];
  const { ok, output } = await run(
    name,
    'npx',
    args,
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
    options,
  );
  let passed = 0;
  let failed = ok ? 0 : 1;
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : undefined;
  if (report) {
    passed = report.stats.expected + report.stats.flaky;
    failed = report.stats.unexpected + (ok || report.stats.unexpected > 0 ? 0 : 1);
  }
  const failures = ok ? [] : report ? playwrightFailures(report) : plain(output).trim().split('\n').slice(-15);
  // Tests that failed and then passed on their retry: counted as passed, and named, since each is a bug to find.
  const flaky = report ? playwrightFailures(report, 'flaky').map((line) => `flaky (passed on retry): ${line}`) : [];
  results.push({ name, passed, failed, failures: [...flaky, ...failures], artifacts });
}

/** Suites one after another, as one of the suites that `together` runs side by side. */
const lane =
  (...suites) =>
  async (o) => {
    for (const suite of suites) await suite(o);
  };
// The compiled catalogues (src/locales/*/*.ts) are made once, here, before the suites that read them run side by
// side: the typecheck and the unit run each compiled them themselves, and tsc once read a file the other was
// rewriting ("screens.ts is not a module"). The suites below are told they are made (CATALOGUES_COMPILED).
execFileSync('npx', ['lingui', 'compile', '--typescript'], { stdio: ['ignore', 'ignore', 'inherit'] });
process.env.CATALOGUES_COMPILED = '1';

// The typecheck and the lint beside the unit tests: tsc holds one core for ~75 s, and the unit run's two workers
// left ~15 % of the cores idle (files starting, PGlite opening). One after the other they took ~300 s on a 2-core
// machine, side by side 242 s.
await together(
  lane(
    (o) => check('typecheck', 'npm', ['run', '--silent', 'typecheck:types'], {}, o),
    (o) => check('lint', 'npx', ['biome', 'check', '.'], {}, o),
  ),
  (o) => vitestSuite('unit', undefined, {}, o),
);
const onPostgres = (...suites) => (pgUrl ? suites : []);
// Two lanes side by side, one per database. The API, security and fault suites (and the several-instances suite, on
// PostgreSQL only) go one after another in each lane. The PGlite lane is the longer one (its security suite took 358 s
// against 281 s on PostgreSQL), so the build and the bundle budgets go in the PostgreSQL lane, after its security suite:
// they used to wait for both lanes, and the PostgreSQL lane used to wait for the PGlite one at every step. The build
// changes nothing those suites read: its `lingui extract` writes a catalogue (.po, which the server reads) only when
// it changes, which it does not on a clean checkout, and the servers of the API and security suites serve no
// built files (STATIC_DIR=./.no-static).
// The API suite: every route, on a real server. The hardening suite: the route matrix generated from the OpenAPI
// document, uploads, sign-in limits, headers, CSV exports; on PostgreSQL too, where NUL bytes and row locks behave
// differently. The fault run: SIGKILL mid-stream of writes, restart, invariants (tests/fault). Several instances
// (tests/instances): two server processes started together on one empty PostgreSQL database share sign-in limits,
// sessions, live events, Idempotency-Keys and uploads, and hand streams over on SIGTERM.
await together(
  lane(
    (o) => vitestSuite('api (PGlite)', 'vitest.api.config.ts', { TEST_DATABASE_URL: '' }, o),
    (o) => vitestSuite('security (PGlite)', 'vitest.security.config.ts', { TEST_DATABASE_URL: '' }, o),
    (o) => vitestSuite('fault (PGlite)', 'vitest.fault.config.ts', { TEST_DATABASE_URL: '' }, o),
  ),
  lane(
    ...onPostgres(
      (o) => vitestSuite('api (PostgreSQL)', 'vitest.api.config.ts', { TEST_DATABASE_URL: pgUrl }, o),
      (o) => vitestSuite('security (PostgreSQL)', 'vitest.security.config.ts', { TEST_DATABASE_URL: pgUrl }, o),
    ),
    (o) => check('build', 'npm', ['run', '--silent', 'build'], {}, o),
    // JS per route against the budgets (login ≤ 200 KB, dashboard ≤ 350 KB gzip), measured in Chromium.
    (o) => check('budgets', 'npm', ['run', '--silent', 'check:budgets'], {}, o),
    ...onPostgres(
      (o) => vitestSuite('fault (PostgreSQL)', 'vitest.fault.config.ts', { TEST_DATABASE_URL: pgUrl }, o),
      (o) => vitestSuite('instances (PostgreSQL)', 'vitest.instances.config.ts', { TEST_DATABASE_URL: pgUrl }, o),
      // On PostgreSQL: the tests tagged @postgres, of the screens whose SQL differs between the engines (the
      // dashboard's figures and graph, the bookings list's search, filters, paging and writes). Their axe, viewport
      // and dark-mode tests do not depend on the database; sign-in, the limits and every route run on PostgreSQL in
      // the API and security suites. In this lane, after the build: this lane ends ~50 s before the PGlite one, and
      // the run alone after the e2e shards (~80 s) left a core partly idle (one Playwright run kept two cores ~77 %
      // busy). Its own port: the shards' come later, but the suites beside it pick free ports at random.
      (o) =>
        playwrightSuite('e2e (PostgreSQL)', { TEST_DATABASE_URL: pgUrl, E2E_PORT: '8799' }, ['--grep', '@postgres'], o),
    ),
  ),
);
// The e2e specs on PGlite in two shards side by side (E2E_SHARDS=1: one run), each with its own server, database and
// browser (E2E_PORT), so no test sees another shard's data. One run kept two cores ~77 % busy (the page, the server and
// Playwright take turns); two shards fill the rest. On one 2-core machine the 134 tests took 850 s in one run and
// 757 and 780 s as two shards side by side (measured an hour and a half apart).
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
await together(
  ...Array.from(
    { length: shards },
    (_, i) => (o) =>
      playwrightSuite(
        shards > 1 ? `e2e (PGlite) ${i + 1}/${shards}` : 'e2e (PGlite)',
        { TEST_DATABASE_URL: '', E2E_PORT: String(8790 + i) },
        shards > 1 ? [`--shard=${i + 1}/${shards}`] : [],
        o,
      ),
  ),
);

console.log('\nSummary:');
for (const r of results) {
  console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const line of r.failures ?? []) console.log(`       ${line}`);
  if (r.artifacts && r.failures?.length) console.log(`       traces and screenshots: ${r.artifacts}/`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
