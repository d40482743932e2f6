// `npm run bench`: measures what we claim and writes bench/results.json and bench/report.md.
// - cold start of the product on an empty PGlite folder (migrations + demo seed) until /health answers;
// - JS and CSS the login and dashboard routes load (gzip and brotli), against the budgets;
// - API latency (sequential calls on 127.0.0.1): p50 / p95 / p99 per endpoint.
// Exits non-zero when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';
import { freshDatabase, startServerProcess } from '../tests/setup/server-process';

const BUDGETS = { loginJsGzip: 200 * 1024, dashboardJsGzip: 350 * 1024, statsP95Ms: 50, ordersP95Ms: 30 };

type Sizes = { files: number; raw: number; gzip: number; brotli: number; largest: { url: string; gzip: number }[] };

function measure(bodies: Map<string, Buffer>): Sizes {
  const rows = [...bodies].map(([url, body]) => ({
    url: new URL(url).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body).length,
  }));
  return {
    files: rows.length,
    raw: rows.reduce((n, r) => n + r.raw, 0),
    gzip: rows.reduce((n, r) => n + r.gzip, 0),
    brotli: rows.reduce((n, r) => n + r.brotli, 0),
    largest: rows
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map(({ url, gzip }) => ({ url, gzip })),
  };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function latency(name: string, count: number, call: () => Promise<Response>) {
  for (let i = 0; i < 5; i++) await (await call()).arrayBuffer(); // warm up
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) errors++;
  }
  times.sort((a, b) => a - b);
  return { name, count, errors, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

async function main() {
  if (!existsSync('dist/index.html') || process.argv.includes('--build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const database = await freshDatabase(undefined);
  const started = performance.now();
  const server = await startServerProcess({
    ...database.env,
    STATIC_DIR: './dist',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_PER_IP: '100000',
  });
  const coldStartMs = Math.round(performance.now() - started);
  const base = server.url;
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let bodies = { js: new Map<string, Buffer>(), css: new Map<string, Buffer>() };
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        (type === 'script' ? bodies.js : bodies.css).set(response.url(), await response.body());
      } catch {
        // redirected or aborted
      }
    });
    await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
    const login = { js: measure(bodies.js), css: measure(bodies.css) };

    await page.getByLabel('Email or username').fill('admin@demo.test');
    await page.getByLabel(/^Password/).fill('Demo@12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.waitForTimeout(1500);
    // A fresh signed-in load of the dashboard: everything it needs, from an empty memory cache.
    bodies = { js: new Map(), css: new Map() };
    const fresh = await context.newPage();
    fresh.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        (type === 'script' ? bodies.js : bodies.css).set(response.url(), await response.body());
      } catch {
        // ignore
      }
    });
    await fresh.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
    const dashboard = { js: measure(bodies.js), css: measure(bodies.css) };
    await browser.close();

    // API latency, sequential, on the default seed.
    const client = await (
      await fetch(`${base}/api/v1/auth/client-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId: 'admin-console', clientSecret: 'admin-console-secret' }),
      })
    ).json();
    const loginCall = () =>
      fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Client-Token': client.data.clientToken },
        body: JSON.stringify({ username: 'admin@demo.test', password: 'Demo@12345' }),
      });
    const session = await (await loginCall()).json();
    const auth = { Authorization: `Bearer ${session.data.accessToken}` };
    const get = (path: string) => () => fetch(`${base}/api/v1${path}`, { headers: auth });
    const api = [
      await latency('POST /auth/login (scrypt)', 30, loginCall),
      await latency('GET /me', 200, get('/me')),
      await latency('GET /dashboard/stats', 200, get('/dashboard/stats')),
      await latency('GET /orders', 200, get('/orders?pageNumber=1&pageSize=10')),
      await latency('GET /orders?search=', 200, get('/orders?pageNumber=1&pageSize=10&search=clean')),
      await latency('GET /notifications', 200, get('/notifications?pageNumber=1&pageSize=10')),
    ];

    const results = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
      coldStartMs,
      bundles: { login, dashboard },
      api,
      budgets: BUDGETS,
    };
    const stat = (n: string) => api.find((a) => a.name === n);
    const failures = [
      login.js.gzip > BUDGETS.loginJsGzip && `login JS ${login.js.gzip} B gzip > ${BUDGETS.loginJsGzip}`,
      dashboard.js.gzip > BUDGETS.dashboardJsGzip &&
        `dashboard JS ${dashboard.js.gzip} B gzip > ${BUDGETS.dashboardJsGzip}`,
      (stat('GET /dashboard/stats')?.p95 ?? 0) > BUDGETS.statsP95Ms && 'dashboard stats p95 over budget',
      (stat('GET /orders')?.p95 ?? 0) > BUDGETS.ordersP95Ms && 'orders list p95 over budget',
      ...api.filter((a) => a.errors > 0).map((a) => `${a.name}: ${a.errors} errors`),
    ].filter(Boolean) as string[];

    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    const report = [
      '# Benchmark report',
      '',
      `${results.date} · Node ${process.version} · ${results.machine.cpus} cores · PGlite, default seed`,
      '',
      `Cold start (empty data folder, migrations + demo seed, until /api/v1/health answers): **${(coldStartMs / 1000).toFixed(1)} s**`,
      '',
      '| route | JS files | JS gzip | JS brotli | CSS gzip | budget (JS gzip) |',
      '|---|---|---|---|---|---|',
      `| login | ${login.js.files} | ${kb(login.js.gzip)} | ${kb(login.js.brotli)} | ${kb(login.css.gzip)} | ${kb(BUDGETS.loginJsGzip)} |`,
      `| dashboard (signed in) | ${dashboard.js.files} | ${kb(dashboard.js.gzip)} | ${kb(dashboard.js.brotli)} | ${kb(dashboard.css.gzip)} | ${kb(BUDGETS.dashboardJsGzip)} |`,
      '',
      'Largest chunks (gzip), dashboard:',
      '',
      ...dashboard.js.largest.map((c) => `- ${c.url}: ${kb(c.gzip)}`),
      '',
      '| API call (sequential, 127.0.0.1) | n | p50 ms | p95 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|',
      ...api.map((a) => `| ${a.name} | ${a.count} | ${a.p50} | ${a.p95} | ${a.p99} | ${a.errors} |`),
      '',
      failures.length ? `**Over budget:** ${failures.join('; ')}` : 'All budgets met.',
      '',
    ].join('\n');
    mkdirSync('bench', { recursive: true });
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync('bench/report.md', report);
    console.log(report);
    if (failures.length) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
