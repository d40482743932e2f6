import { describe, expect, it } from 'vitest';
import { type LighthouseRow, lighthouseFailures, medianRun } from './lighthouse';

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
    runs: [96, 95, 97],
    warnings: [],
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
