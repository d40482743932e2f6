import { describe, expect, it } from 'vitest';
import {
  calibratedCpuSlowdown,
  LIGHTHOUSE_DEFAULT_CPU,
  type LighthouseRow,
  lighthouseFailures,
  medianRun,
  unfinishedData,
} from './lighthouse';

describe('the CPU slowdown calibrated to the benchmark index', () => {
  it('is Lighthouse’s own 4× on the desktop its default is made for (index ~1,533)', () => {
    expect(calibratedCpuSlowdown(1533)).toBe(LIGHTHOUSE_DEFAULT_CPU);
  });

  it('follows the calculator’s points: 1× at 150, 2× at 800, 3× at 1,300, one more per 233 above', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1766)).toBe(5);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it('draws straight lines between the points', () => {
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(858)).toBe(2.12);
  });

  it('slows a faster host more than 4× (the same target phone), and never a host under 1×', () => {
    expect(calibratedCpuSlowdown(2600)).toBe(8.58);
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });

  it('refuses a run without a benchmark index rather than guess', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow();
    expect(() => calibratedCpuSlowdown(0)).toThrow();
  });
});

describe('medianRun', () => {
  it('reports the run with the median performance score, whatever the order', () => {
    const runs = [
      { performance: 97, id: 'a' },
      { performance: 88, id: 'b' },
      { performance: 93, id: 'c' },
    ];
    expect(medianRun(runs).id).toBe('c');
  });

  it('takes the lower middle run of an even count, and the only run of one', () => {
    expect(medianRun([{ performance: 96 }, { performance: 90 }]).performance).toBe(90);
    expect(medianRun([{ performance: 91 }]).performance).toBe(91);
  });

  it('refuses to report nothing', () => {
    expect(() => medianRun([])).toThrow();
  });
});

describe('what fails the bench in a Lighthouse row', () => {
  const row = (patch: Partial<LighthouseRow>): LighthouseRow => ({
    page: 'dashboard',
    path: '/dashboard',
    performance: 96,
    accessibility: 100,
    bestPractices: 100,
    lcpMs: 1800,
    tbtMs: 150,
    cls: 0,
    findings: [],
    benchmarkIndex: 2600,
    cpuSlowdown: 8.58,
    atDefaultCpu: { runs: [99, 98, 99], tbtMs: 60 },
    runs: [96, 95, 97],
    warnings: [],
    unfinished: [],
    ...patch,
  });

  it('passes scores at the target with no warning', () => {
    expect(lighthouseFailures(row({ performance: 95 }))).toEqual([]);
  });

  it('fails each score under the target', () => {
    expect(lighthouseFailures(row({ performance: 87, accessibility: 94 }))).toEqual([
      'Lighthouse performance on dashboard: 87 < 95',
      'Lighthouse accessibility on dashboard: 94 < 95',
    ]);
  });

  it('fails a page Lighthouse warned about (it timed out waiting for the load), whatever its score', () => {
    const warning = 'The page loaded too slowly to finish within the time limit. Results may be incomplete.';
    expect(lighthouseFailures(row({ performance: 99, warnings: [warning] }))).toEqual([
      `Lighthouse on dashboard warned: ${warning}`,
    ]);
  });
});

describe('a run that ended before the page had its data', () => {
  const base = 'http://127.0.0.1:8790';
  const shows = ['/api/v1/dashboard/stats', '/api/v1/dashboard/graph?', '/api/v1/orders?'];

  it('names none when every data request was answered', () => {
    const requests = [
      { url: `${base}/dashboard`, finished: true, statusCode: 200 },
      { url: `${base}/api/v1/dashboard/stats`, finished: true, statusCode: 200 },
      { url: `${base}/api/v1/dashboard/graph?type=1&graphType=1`, finished: true, statusCode: 200 },
      { url: `${base}/api/v1/orders?pageNumber=1&pageSize=10`, finished: true, statusCode: 200 },
    ];
    expect(unfinishedData(requests, shows)).toEqual([]);
  });

  it('names the requests never made, still under way or answered with an error', () => {
    // Session 38-44's stall: the run ended with only the session's check made.
    const requests = [
      { url: `${base}/api/v1/me`, finished: true, statusCode: 200 },
      { url: `${base}/api/v1/dashboard/stats`, finished: false, statusCode: -1 },
      { url: `${base}/api/v1/orders?pageNumber=1`, finished: true, statusCode: 500 },
    ];
    expect(unfinishedData(requests, shows)).toEqual(shows);
  });

  it('matches a path by its start, not a longer path that begins the same', () => {
    const requests = [{ url: `${base}/api/v1/orders/stats?x=1`, finished: true, statusCode: 200 }];
    expect(unfinishedData(requests, ['/api/v1/orders?'])).toEqual(['/api/v1/orders?']);
  });

  it('fails the page in the bench, whatever its score', () => {
    const row: LighthouseRow = {
      page: 'bookings',
      path: '/orders',
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      lcpMs: 1700,
      tbtMs: 40,
      cls: 0,
      findings: [],
      benchmarkIndex: 2600,
      cpuSlowdown: 8.58,
      atDefaultCpu: { runs: [99, 99, 99], tbtMs: 20 },
      runs: [99, 99, 98],
      warnings: [],
      unfinished: ['/api/v1/orders?'],
    };
    expect(lighthouseFailures(row)).toEqual([
      'Lighthouse on bookings ended a run before the page had its data (/api/v1/orders?): it scored a page still waiting',
    ]);
  });
});
