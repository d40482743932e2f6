// Lighthouse (mobile profile: Moto G Power screen, simulated slow 4G and 4× CPU) on Debian's Chromium: the
// sign-in page as a signed-out visitor sees it (signed in, it redirects to the dashboard), the other pages
// signed in — the session is stored in the browser's own profile first. Each page is audited from an empty
// HTTP cache, without a service worker or IndexedDB (Lighthouse's storage reset is off so localStorage
// survives). Each page is audited LIGHTHOUSE_RUNS times (default 5) and the run with the median performance
// score is reported, as Lighthouse's own guidance on variability advises ("the median Lighthouse score of 5 runs is
// twice as stable as 1 run", docs/variability.md there): on these 2-core machines one build reads 72-95 from run
// to run, and the medians of 3 in sessions 30-33's final bench runs read 82-90 (dashboard) and 80-89 (bookings).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'mpa-lighthouse-'));
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
      Omit<LighthouseRow, 'runs' | 'warnings' | 'unfinished'> & { runWarnings: string[]; runUnfinished: string[] }
    > => {
      if (signedOut) await setup.evaluate(() => localStorage.clear());
      else await storeSession(setup, session);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(base).origin,
        storageTypes: 'service_workers,cache_storage,indexeddb',
      });
      const audit = () =>
        lighthouse(`${base}${target.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
        });
      let result = await audit();
      // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): one more try, then report it.
      if (result?.lhr.runtimeError) {
        console.warn(`lighthouse ${target.path}: ${result.lhr.runtimeError.code}; trying once more`);
        await cdp.send('Network.clearBrowserCache');
        result = await audit();
      }
      if (!result) throw new Error(`lighthouse returned nothing for ${target.path}`);
      const { lhr } = result;
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
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
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
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        findings: [...new Set(findings)],
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        runWarnings: lhr.runWarnings.map(String),
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
        warnings: [...new Set(runs.flatMap((r) => r.runWarnings))],
        unfinished: [...new Set(runs.flatMap((r) => r.runUnfinished))],
      });
    }
    return rows;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
