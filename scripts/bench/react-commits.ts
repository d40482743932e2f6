// React's commits during an offline reopen (issue 22): `DIST=<dir> npx tsx scripts/bench/react-commits.ts
// [dashboard|bookings]`. A DevTools global hook in the page records, for every commit, when it happened and which
// components it mounted and re-rendered; printed for the third reopen. An unminified build keeps the names
// (`npx vite build --minify false --outDir <dir>`). With a profiling build of React (react-dom/client aliased to
// react-dom/profiling) BIG=1 also lists the subtrees that took more than BIGMIN ms (default 1.5).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/setup/chromium';
import { freshDatabase, startServerProcess } from '../../tests/setup/server-process';
import { apiSignIn, offlinePhonePage } from './session';

type Commit = {
  t: number;
  fibers: number;
  mounted: Record<string, number>;
  updated: Record<string, number>;
  big: [string, number][];
};

const hook = (bigMin: number) => `
window.__commits = [];
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
  onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  onCommitFiberRoot(id, root) {
    const t = Math.round(performance.now());
    const before = window.__fibers || new WeakSet();
    const now = new WeakSet();
    const mounted = {}, updated = {}, big = [];
    let fibers = 0;
    const nameOf = (f) => {
      const type = f.type;
      if (!type || typeof type === 'string') return null;
      return type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.name || null;
    };
    const walk = (f, path) => {
      for (; f; f = f.sibling) {
        fibers++;
        now.add(f);
        const name = nameOf(f);
        const here = name ? path.concat(name) : path;
        if (name && !before.has(f)) {
          if (f.alternate && before.has(f.alternate)) {
            if (f.alternate.memoizedProps !== f.memoizedProps || f.alternate.memoizedState !== f.memoizedState)
              updated[name] = (updated[name] || 0) + 1;
          } else mounted[name] = (mounted[name] || 0) + 1;
          if (f.actualDuration >= ${bigMin}) big.push([here.slice(-3).join('>'), Math.round(f.actualDuration * 10) / 10]);
        }
        if (f.child) walk(f.child, here);
      }
    };
    walk(root.current.child, []);
    window.__fibers = now;
    window.__commits.push({ t, fibers, mounted, updated, big });
  },
};`;

const top = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([name, n]) => `${name}:${n}`)
    .join(' ');

async function main() {
  const which = process.argv[2] ?? 'bookings';
  const database = await freshDatabase(undefined);
  const server = await startServerProcess({
    ...database.env,
    STATIC_DIR: process.env.DIST ?? './dist',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_PER_IP: '1000000',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { page, reopen } = await offlinePhonePage(
      browser,
      server.url,
      await apiSignIn(server.url),
      which === 'dashboard' ? 'dashboard' : 'bookings',
      { initScript: hook(Number(process.env.BIGMIN ?? 1.5)) },
    );
    for (let i = 0; i < 3; i++) {
      const ms = await reopen();
      await page.waitForTimeout(1500);
      if (i < 2) continue;
      const commits = (await page.evaluate(() => (window as unknown as { __commits: unknown }).__commits)) as Commit[];
      console.log(`figure at ${ms} ms`);
      for (const c of commits) {
        console.log(
          `commit at ${c.t} ms, ${c.fibers} fibers\n  mounted ${top(c.mounted)}\n  updated ${top(c.updated)}`,
        );
        if (process.env.BIG) for (const [path, ms] of c.big) console.log(`  ${ms} ms ${path}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}

main();
