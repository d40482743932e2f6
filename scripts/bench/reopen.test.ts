import { describe, expect, it } from 'vitest';
import { floorMedian, floorsBeside, type ReopenSeries, type Reopens, reopenFailures, reopenRatios } from './reopen';

const runs = (name: string, runsMs: number[], medianMs: number | null): Reopens => ({
  name,
  firstLoadMs: 0,
  runsMs,
  medianMs,
  notes: [],
});
const floor = runs('floor', [900, 300, 310, 320, 330, 340], 320);

describe('the cached reopen budget against the floor', () => {
  it('passes a median within 2.5× the floor with no reload over 4×', () => {
    const reopen = runs('dashboard', [2000, 700, 760, 800, 790, 1200], 790);
    expect(reopenRatios(reopen, [floor]).median).toBeCloseTo(790 / 320);
    expect(reopenRatios(reopen, [floor]).worst).toBeCloseTo(1200 / 320);
    expect(reopenFailures(reopen, [floor])).toEqual([]);
  });

  it('fails a median over 2.5×, and a single reload over 4× even when the median passes', () => {
    expect(reopenFailures(runs('dashboard', [3000, 900, 950, 1000, 1100, 1200], 1000), [floor])).toEqual([
      'cached reopen of the dashboard: 3.1× the floor > 2.5×',
    ]);
    expect(reopenFailures(runs('bookings', [3000, 600, 650, 700, 720, 1400], 700), [floor])).toEqual([
      'a cached reopen of the bookings: 4.4× the floor > 4×',
    ]);
  });

  it('fails when a reopen or the floor could not be measured; the first offline reopen is not budgeted', () => {
    expect(reopenFailures(runs('dashboard', [900], null), [floor])).toEqual(['cached reopen of the dashboard failed']);
    expect(reopenFailures(runs('dashboard', [9000, 700, 700, 700, 700, 700], 700), [runs('floor', [], null)])).toEqual([
      'cached reopen of the dashboard failed',
    ]);
    expect(
      reopenFailures(runs('dashboard', [9000, 700, 700, 700, 700, 700], 700), [floor, runs('floor', [300], null)]),
    ).toEqual(['cached reopen of the dashboard failed']);
    expect(reopenFailures(runs('dashboard', [9000, 700, 700, 700, 700, 700], 700), [floor])).toEqual([]);
  });
});

describe('the floor beside each page', () => {
  it("is the median of the later reloads of the floor's contexts around the page, without their first reloads", () => {
    const before = runs('floor', [5000, 300, 310, 320, 330, 340], 320);
    const after = runs('floor', [5000, 400, 410, 420, 430, 440], 420);
    // Ten reloads: 300 … 340 and 400 … 440; the middle two are 340 and 400.
    expect(floorMedian([before, after])).toBe(370);
    expect(floorMedian([before])).toBe(320);
    expect(floorMedian([])).toBeNull();
  });

  it('follows the machine: a page slowed with the floor around it passes, the same page against an earlier floor fails', () => {
    const fast = runs('floor', [900, 120, 120, 125, 130, 130], 125);
    const slowBefore = runs('floor', [900, 200, 210, 210, 220, 220], 210);
    const slowAfter = runs('floor', [900, 210, 210, 220, 220, 230], 220);
    const bookings = runs('bookings', [2000, 450, 460, 470, 480, 500], 470);
    expect(reopenFailures(bookings, [slowBefore, slowAfter])).toEqual([]);
    expect(reopenFailures(bookings, [fast])).toEqual(['cached reopen of the bookings: 3.8× the floor > 2.5×']);
  });

  it('compares the dashboard with the first two floors and the bookings list with the last two', () => {
    const [a, b, c] = [runs('floor', [1, 100], 100), runs('floor', [1, 200], 200), runs('floor', [1, 300], 300)];
    const series: ReopenSeries = { floors: [a, b, c], dashboard: floor, bookings: floor };
    expect(floorsBeside(series, 'dashboard')).toEqual([a, b]);
    expect(floorsBeside(series, 'bookings')).toEqual([b, c]);
  });
});
