// Trace one cached reopen (after a warm one) of the dashboard or bookings: writes /tmp/trace-<name>.json
// PROFILE=1: a V8 CPU profile instead; RESOURCES=1: the page's resource timing; MARKS=1: one line of JSON per reopen
// with the start-up's User Timing marks (`startup:*`, src/lib/first-paint.ts) and when the first and last scripts
// came; LEAN=1: fewer trace categories (the full set slows a traced reopen by half); TRACE_CATEGORIES: more trace
// categories (e.g. disabled-by-default-devtools.timeline.invalidationTracking).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/setup/chromium';
import { freshDatabase, startServerProcess } from '../../tests/setup/server-process';
import { apiSignIn, offlinePhonePage, startupMarksWritten } from './session';

async function main() {
  const which = process.argv[2] ?? 'dashboard';
  const runs = Number(process.argv[3] ?? 3);
  const database = await freshDatabase(undefined);
  const server = await startServerProcess({
    ...database.env,
    STATIC_DIR: process.env.DIST ?? './dist',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_PER_IP: '1000000',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const session = await apiSignIn(server.url);
    const { page, cdp, reopen } = await offlinePhonePage(
      browser,
      server.url,
      session,
      which === 'dashboard' ? 'dashboard' : 'bookings',
      { startupMarks: true },
    );
    for (let i = 0; i < 2; i++) console.log('warm', await reopen());
    for (let r = 0; r < runs; r++) {
      // SETTLE_MS=0: reload the moment the figure showed, as the bench does (the old page's work then counts).
      await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1000));
      const chunks: unknown[] = [];
      const collect = (e: { value: unknown[] }) => chunks.push(...e.value);
      cdp.on('Tracing.dataCollected', collect);
      if (process.env.MARKS) {
        const mms = await reopen();
        await startupMarksWritten(page);
        const marks = await page.evaluate(() => {
          const out: Record<string, number> = {};
          for (const m of performance.getEntriesByType('mark')) out[m.name] = Math.round(m.startTime);
          const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'));
          out['r:first-js'] = Math.round(Math.min(...scripts.map((e) => e.startTime)));
          out['r:last-js'] = Math.round(Math.max(...scripts.map((e) => (e as PerformanceResourceTiming).responseEnd)));
          out['r:scripts'] = scripts.length;
          // The first request to the API (on a reopen it should wait for the first screen).
          const api = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/'));
          if (api.length > 0) out['r:first-api'] = Math.round(Math.min(...api.map((e) => e.startTime)));
          // The language's catalogue: when its fetch began and ended (it is asked for ahead, in start-early.ts).
          const catalogue = scripts.find((e) => e.name.includes('/messages-')) as PerformanceResourceTiming | undefined;
          if (catalogue) {
            out['r:catalogue-start'] = Math.round(catalogue.startTime);
            out['r:catalogue-end'] = Math.round(catalogue.responseEnd);
          }
          // The navigation's own timing: when the worker got it, when its answer came, when the document committed.
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          if (navigation) {
            out['n:workerStart'] = Math.round(navigation.workerStart);
            out['n:responseStart'] = Math.round(navigation.responseStart);
            out['n:responseEnd'] = Math.round(navigation.responseEnd);
            out['n:unloadEnd'] = Math.round(navigation.unloadEventEnd);
            out['n:domInteractive'] = Math.round(navigation.domInteractive);
          }
          return out;
        });
        console.log(JSON.stringify({ figure: mms, ...marks }));
        continue;
      }
      if (process.env.RESOURCES) {
        const rms = await reopen();
        const entries = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((e) => {
            const r = e as PerformanceResourceTiming;
            const via =
              r.workerStart > 0
                ? `worker@${Math.round(r.workerStart)}`
                : (r as { deliveryType?: string }).deliveryType || 'network';
            return `${Math.round(r.startTime)}\t${Math.round(r.responseStart)}\t${Math.round(r.responseEnd)}\t${via}\t${r.initiatorType}\t${r.name.replace(location.origin, '')}`;
          }),
        );
        console.log('figure', rms, `\n${entries.join('\n')}`);
        continue;
      }
      if (process.env.PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        const pms = await reopen();
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(`/tmp/prof-${which}-${r}.cpuprofile`, JSON.stringify(profile));
        console.log('profiled', pms);
        continue;
      }
      await cdp.send('Tracing.start', {
        // LEAN=1: without V8's sampling profiler and detail, which slow a traced reopen by half.
        categories:
          (process.env.LEAN
            ? 'devtools.timeline,v8.execute,blink.user_timing,loading'
            : 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,disabled-by-default-v8.cpu_profiler,v8') +
          (process.env.TRACE_CATEGORIES ? `,${process.env.TRACE_CATEGORIES}` : ''),
        transferMode: 'ReportEvents',
      });
      const ms = await reopen();
      const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
      await cdp.send('Tracing.end');
      await done;
      cdp.off('Tracing.dataCollected', collect);
      writeFileSync(`/tmp/trace-${which}-${r}.json`, JSON.stringify({ traceEvents: chunks, figureMs: ms }));
      console.log('traced', ms);
    }
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}
main();
