// A/B of the start-up's phases between two builds (issue 22): `npx tsx scripts/bench/ab-marks.ts <distA> <distB>
// [rounds=4] [perRound=6] [dashboard|bookings]`. Each round reopens each build offline at 4× CPU `perRound` times,
// back to back as the bench does (SETTLE_MS waits before each reload), and reads the `startup:*` marks
// (src/lib/first-paint.ts). Prints the medians of each mark and of each phase: a change shows where it acts, and a
// phase moves less with the machine's speed than the whole reopen does.
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/setup/chromium';
import { freshDatabase, startServerProcess } from '../../tests/setup/server-process';
import { apiSignIn, offlinePhonePage, type SignedIn, startupMarksWritten } from './session';

const PHASES = ['boot', 'locale', 'render', 'guard', 'restored', 'shell', 'commit', 'figure'] as const;
type Marks = Partial<Record<(typeof PHASES)[number], number>>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function reopens(browser: Browser, url: string, session: SignedIn, which: string, count: number) {
  const { context, page, reopen } = await offlinePhonePage(
    browser,
    url,
    session,
    which === 'dashboard' ? 'dashboard' : 'bookings',
    { settleMs: 3000, startupMarks: true },
  );
  // The first offline reopen compiles the scripts: not counted.
  await reopen();
  const runs: Marks[] = [];
  for (let i = 0; i < count; i++) {
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 0));
    const ms = await reopen();
    await startupMarksWritten(page);
    const marks = await page.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('startup:'))
          .map((m) => [m.name.slice('startup:'.length), m.startTime]),
      ),
    );
    runs.push({ ...marks, figure: ms });
  }
  await context.close();
  return runs;
}

async function main() {
  const [distA = 'dist', distB = 'dist', rounds = '4', perRound = '6', which = 'bookings'] = process.argv.slice(2);
  const database = await freshDatabase(undefined);
  const env = { ...database.env, LOG_LEVEL: 'warn', LOGIN_MAX_PER_IP: '1000000' };
  const a = await startServerProcess({ ...env, STATIC_DIR: distA });
  const b = await startServerProcess({ ...env, STATIC_DIR: distB });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const all: Record<'A' | 'B', Marks[]> = { A: [], B: [] };
  try {
    const session = await apiSignIn(a.url);
    for (let round = 0; round < Number(rounds); round++) {
      const order: ['A' | 'B', string][] = [
        ['A', a.url],
        ['B', b.url],
      ];
      if (round % 2) order.reverse();
      for (const [name, url] of order) {
        const runs = await reopens(browser, url, session, which, Number(perRound));
        all[name].push(...runs);
        console.log(`round ${round} ${name}: ${runs.map((r) => r.figure).join(', ')}`);
      }
    }
    for (const name of ['A', 'B'] as const) {
      const runs = all[name];
      const at = (run: Marks, phase: (typeof PHASES)[number]) => run[phase] ?? Number.NaN;
      const marks = PHASES.map((p) => `${p}=${median(runs.map((r) => at(r, p))).toFixed(0)}`).join(' ');
      const phases = PHASES.slice(1)
        .map((p, i) => {
          const before = PHASES[i] as (typeof PHASES)[number];
          return `${before}→${p}=${median(runs.map((r) => at(r, p) - at(r, before))).toFixed(1)}`;
        })
        .join(' ');
      console.log(`${name} (${runs.length} reopens) ${marks}\n   ${phases}`);
    }
  } finally {
    await browser.close();
    await a.stop();
    await b.stop();
    await database.drop();
  }
}

main();
