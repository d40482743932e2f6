// A/B of the cached reopen between two builds (for work on issue 22): `npx tsx scripts/bench/ab-reopen.ts
// <distA> <distB> [rounds] [dashboard|bookings]`. Each round measures the floor, then A and B in turn
// (1 + 5 offline reloads each, as the bench); prints every run and the medians as ratios to the floor.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/setup/chromium';
import { freshDatabase, startServerProcess } from '../../tests/setup/server-process';
import { startFloorSite } from './floor';
import { BOOKINGS, DASHBOARD, FLOOR, measureReopens } from './reopen';
import { apiSignIn } from './session';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main() {
  const [distA = 'dist', distB = 'dist', roundsArg = '3', which = 'bookings'] = process.argv.slice(2);
  const target = which === 'dashboard' ? DASHBOARD : BOOKINGS;
  const database = await freshDatabase(undefined);
  const env = { ...database.env, LOG_LEVEL: 'warn', LOGIN_MAX_PER_IP: '1000000' };
  const a = await startServerProcess({ ...env, STATIC_DIR: distA });
  const b = await startServerProcess({ ...env, STATIC_DIR: distB });
  const floorSite = await startFloorSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: Record<'floor' | 'A' | 'B', number[]> = { floor: [], A: [], B: [] };
  try {
    const session = await apiSignIn(a.url);
    for (let round = 0; round < Number(roundsArg); round++) {
      runs.floor.push(...(await measureReopens(browser, floorSite.url, FLOOR)).runsMs.slice(1));
      const order: ['A' | 'B', typeof a][] = [
        ['A', a],
        ['B', b],
      ];
      if (round % 2) order.reverse();
      for (const [name, server] of order) {
        const r = await measureReopens(browser, server.url, target, session);
        if (r.notes.length) console.log(name, r.notes.join('; '));
        runs[name].push(...r.runsMs.slice(1));
        console.log(`round ${round} ${name}: ${r.runsMs.join(', ')}`);
      }
    }
    const floor = median(runs.floor);
    for (const name of ['A', 'B'] as const) {
      console.log(
        `${name} ${target.name}: median ${median(runs[name])} ms = ${(median(runs[name]) / floor).toFixed(2)}× the floor (${floor} ms); runs ${runs[name].join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    await floorSite.stop();
    await a.stop();
    await b.stop();
    await database.drop();
  }
}

void main();
