// Lighthouse (mobile profile: Moto G Power screen, simulated slow 4G, CPU slowdown calibrated to this machine) on
// Debian's Chromium: the sign-in page as a signed-out visitor sees it (signed in, it redirects to the dashboard), the
// other pages signed in — the session is stored in the browser's own profile first. Each page is audited from an empty
// HTTP cache, without a service worker or IndexedDB (Lighthouse's storage reset is off so localStorage survives). Each
// page is audited LIGHTHOUSE_RUNS times (default 5) and the run with the median performance score is reported, as
// Lighthouse's own guidance on variability advises ("the median Lighthouse score of 5 runs is twice as stable as 1
// run", docs/variability.md there): on these 2-core machines one build reads 72-95 from run to run, and the medians of
// 3 in sessions 30-33's final bench runs read 82-90 (dashboard) and 80-89 (bookings).
//
// The CPU slowdown (decision 025). Lighthouse's fixed 4× turns a desktop of benchmark index ~1,500 into the mid-tier
// phone it targets; its documentation (docs/throttling.md, "Calibrating the CPU slowdown") asks a slower or faster
// host to calibrate, and its CLI warns under 1,000. These machines read 850-2,800 from day to day, so each run is
// scored at the slowdown Lighthouse's calibration gives for the benchmark index it measured in that very run
// (`calibratedCpuSlowdown`): the same target phone on any day, a harder slowdown than 4× above ~1,530. The CPU is
// simulated (Lighthouse's default `simulate`: the page loads unthrottled and the main-thread time is scaled
// afterwards), so one page load is audited twice — at the calibrated slowdown (the budget) and at the fixed 4×
// (reported beside it) — from the same saved artifacts. LIGHTHOUSE_CPU=<n> fixes the slowdown instead.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/setup/chromium';
import { freePort } from '../../tests/setup/server-process';
import { type SignedIn, storeSession } from './session';

export const LIGHTHOUSE_TARGET = 95;
/** Audits per page; the median run (by performance score) is reported. */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5);
/** Lighthouse's own CPU slowdown, the one its mobile profile applies on any machine. */
export const LIGHTHOUSE_DEFAULT_CPU = 4;

/**
 * The CPU slowdown that makes a host of this benchmark index the mid-tier phone Lighthouse targets, by the
 * calibration its documentation links (the Lighthouse team's CPU throttling calculator): 1× at an index of 150,
 * 2× at 800, 3× at 1,300, then one more for every 233 (4× at ~1,533, where Lighthouse's default is right). Straight
 * lines between those points; never under 1× (a host slower than the target phone cannot be slowed to it).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`no benchmark index to calibrate the CPU slowdown with (${benchmarkIndex})`);
  }
  const points: [index: number, slowdown: number][] = [
    [150, 1],
    [800, 2],
    [1300, 3],
  ];
  let slowdown: number;
  if (benchmarkIndex >= 1300) slowdown = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex <= 150) slowdown = 1;
  else {
    const upper = points.findIndex(([index]) => index >= benchmarkIndex);
    const [i0, s0] = points[upper - 1] as [number, number];
    const [i1, s1] = points[upper] as [number, number];
    slowdown = s0 + ((benchmarkIndex - i0) / (i1 - i0)) * (s1 - s0);
  }
  return Math.round(slowdown * 100) / 100;
}

export type LighthouseRow = {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points (score < 0.9) and opportunities with savings, for the report. */
  findings: string[];
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; a quiet desktop is ~1500+). */
  benchmarkIndex: number;
  /** The CPU slowdown the scores above were simulated at (calibrated to `benchmarkIndex`, or LIGHTHOUSE_CPU). */
  cpuSlowdown: number;
  /** The same page loads scored at Lighthouse's fixed 4×: every run's performance, and the reported run's TBT. */
  atDefaultCpu: { runs: number[]; tbtMs: number };
  /** The performance score of every run, in order (the row is the median one). */
  runs: number[];
  /**
   * Lighthouse's warnings about its own runs, of every run ("The page loaded too slowly to finish within the time
   * limit": it waited 45 s for a quiet network and its results may be incomplete). A warned run fails the bench.
   */
  warnings: string[];
  /**
   * The page's data requests (its `shows`) that some run ended without a finished answer to: that run scored a page
   * still waiting for its data, not the page a person sees (session 45: from session 38 to 44 a 2-second stall in the
   * start-up let Lighthouse end its dashboard and bookings runs before the page asked for its data).
   */
  unfinished: string[];
};

/** A request as Lighthouse's `network-requests` audit lists it (the fields read here). */
export type AuditedRequest = { url: string; finished?: boolean; statusCode?: number };

/**
 * Which of the page's data requests (`shows`: a path, with its query's start if it matters, e.g. `/api/v1/orders?`)
 * the run has no finished, successful answer to.
 */
export function unfinishedData(requests: AuditedRequest[], shows: string[]): string[] {
  const answered = requests
    .filter((r) => r.finished !== false && r.statusCode !== undefined && r.statusCode >= 200 && r.statusCode < 300)
    .map((r) => {
      const url = new URL(r.url);
      return url.pathname + url.search;
    });
  return shows.filter((path) => !answered.some((url) => url.startsWith(path)));
}

/** What fails the bench in a page's row: a score under the target, or a run Lighthouse warned about. */
export function lighthouseFailures(row: LighthouseRow): string[] {
  const failures: string[] = [];
  for (const [label, score] of [
    ['performance', row.performance],
    ['accessibility', row.accessibility],
    ['best practices', row.bestPractices],
  ] as const) {
    if (score < LIGHTHOUSE_TARGET) failures.push(`Lighthouse ${label} on ${row.page}: ${score} < ${LIGHTHOUSE_TARGET}`);
  }
  for (const warning of row.warnings) failures.push(`Lighthouse on ${row.page} warned: ${warning}`);
  for (const path of row.unfinished) {
    failures.push(
      `Lighthouse on ${row.page} ended a run before the page had its data (${path}): it scored a page still waiting`,
    );
  }
  return failures;
}

/** The run with the median performance score (the lower middle one for an even count). */
export function medianRun<T extends { performance: number }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to report');
  return median;
}

export async function runLighthouse(
  base: string,
  session: SignedIn,
  pages: { page: string; path: string; signedOut?: boolean; shows?: string[] }[],
): Promise<LighthouseRow[]> {
  // LIGHTHOUSE_CPU=<n>: this slowdown for every run instead of the calibrated one (a number of at least 1).
  const fixedCpuSlowdown = process.env.LIGHTHOUSE_CPU ? Number(process.env.LIGHTHOUSE_CPU) : undefined;
  if (fixedCpuSlowdown !== undefined && !(fixedCpuSlowdown >= 1)) {
    throw new Error(`LIGHTHOUSE_CPU must be a CPU slowdown of at least 1, not "${process.env.LIGHTHOUSE_CPU}"`);
  }
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'mpa-lighthouse-'));
  // Each load's artifacts (trace, network log, settings), read back to score it at the calibrated slowdown.
  const artifacts = mkdtempSync(join(tmpdir(), 'mpa-lighthouse-artifacts-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const setup = context.pages()[0] ?? (await context.newPage());
    // The API's health route is on the console's origin and loads no console code.
    await setup.goto(`${base}/api/v1/health`);
    const cdp = await context.newCDPSession(setup);
    const rows: LighthouseRow[] = [];
    const auditOnce = async (
      target: { page: string; path: string },
      signedOut: boolean | undefined,
      shows: string[],
    ): Promise<
      Omit<LighthouseRow, 'runs' | 'warnings' | 'unfinished' | 'atDefaultCpu'> & {
        runWarnings: string[];
        runUnfinished: string[];
        atDefaultCpu: { performance: number; tbtMs: number };
      }
    > => {
      if (signedOut) await setup.evaluate(() => localStorage.clear());
      else await storeSession(setup, session);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(base).origin,
        storageTypes: 'service_workers,cache_storage,indexeddb',
      });
      const flags = {
        port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      };
      // Load the page once (its artifacts saved in `artifacts`) and score it at Lighthouse's own 4×.
      const gather = () =>
        lighthouse(`${base}${target.path}`, { ...flags, gatherMode: artifacts, auditMode: artifacts });
      let result = await gather();
      // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): one more try, then report it.
      if (result?.lhr.runtimeError) {
        console.warn(`lighthouse ${target.path}: ${result.lhr.runtimeError.code}; trying once more`);
        await cdp.send('Network.clearBrowserCache');
        result = await gather();
      }
      if (!result) throw new Error(`lighthouse returned nothing for ${target.path}`);
      const atDefault = result.lhr;
      const benchmarkIndex = atDefault.environment.benchmarkIndex;
      const cpuSlowdown = fixedCpuSlowdown ?? calibratedCpuSlowdown(benchmarkIndex);
      // The same load scored again at the calibrated slowdown. Lighthouse refuses to audit artifacts under settings
      // other than those they were gathered with; the slowdown is only simulated afterwards (nothing was throttled
      // while gathering), so the saved settings are given the new one.
      const saved = join(artifacts, 'artifacts.json');
      const gathered = JSON.parse(readFileSync(saved, 'utf8')) as { settings: { throttling: Record<string, unknown> } };
      if (gathered.settings.throttling.cpuSlowdownMultiplier !== LIGHTHOUSE_DEFAULT_CPU) {
        throw new Error(
          `Lighthouse gathered at ${gathered.settings.throttling.cpuSlowdownMultiplier}× CPU, not its ${LIGHTHOUSE_DEFAULT_CPU}×`,
        );
      }
      gathered.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
      writeFileSync(saved, JSON.stringify(gathered));
      const calibrated = await lighthouse(`${base}${target.path}`, {
        ...flags,
        auditMode: artifacts,
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!calibrated) throw new Error(`lighthouse returned nothing for ${target.path} at ${cpuSlowdown}× CPU`);
      const { lhr } = calibrated;
      // LIGHTHOUSE_SAVE=<dir>: every run's full report, to read its long tasks and bootup times while working, and the
      // trace Lighthouse recorded beside it (`<page>-<time>.trace.json`: what each long task was made of).
      const saveTo = process.env.LIGHTHOUSE_SAVE;
      if (saveTo) {
        mkdirSync(saveTo, { recursive: true });
        const stamp = Date.now();
        writeFileSync(join(saveTo, `${target.page}-${stamp}.json`), JSON.stringify(lhr));
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        if (trace) writeFileSync(join(saveTo, `${target.page}-${stamp}.trace.json`), JSON.stringify(trace));
      }
      const score = (report: typeof lhr, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const numeric = (report: typeof lhr, id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      const findings = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
      for (const audit of Object.values(lhr.audits)) {
        const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
        if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) >= 100) {
          findings.push(`${audit.id} (saves ~${Math.round(details.overallSavingsMs ?? 0)} ms)`);
        }
      }
      if (lhr.runtimeError) findings.unshift(`runtime error: ${lhr.runtimeError.message}`);
      return {
        ...target,
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
        tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
        cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
        findings: [...new Set(findings)],
        benchmarkIndex: Math.round(benchmarkIndex),
        cpuSlowdown,
        atDefaultCpu: {
          performance: score(atDefault, 'performance'),
          tbtMs: Math.round(numeric(atDefault, 'total-blocking-time')),
        },
        runWarnings: [...new Set([...atDefault.runWarnings, ...lhr.runWarnings].map(String))],
        runUnfinished: unfinishedData(
          (lhr.audits['network-requests']?.details as { items?: AuditedRequest[] } | undefined)?.items ?? [],
          shows,
        ),
      };
    };
    for (const { signedOut, shows = [], ...target } of pages) {
      const runs: Awaited<ReturnType<typeof auditOnce>>[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await auditOnce(target, signedOut, shows));
      const { runWarnings: _, runUnfinished: __, ...median } = medianRun(runs);
      rows.push({
        ...median,
        runs: runs.map((r) => r.performance),
        atDefaultCpu: { runs: runs.map((r) => r.atDefaultCpu.performance), tbtMs: median.atDefaultCpu.tbtMs },
        warnings: [...new Set(runs.flatMap((r) => r.runWarnings))],
        unfinished: [...new Set(runs.flatMap((r) => r.runUnfinished))],
      });
    }
    return rows;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(artifacts, { recursive: true, force: true });
  }
}
