import { describe, expect, it } from 'vitest';
import { type Reopens, reopenFailures, reopenRatios } from './reopen';

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
    expect(reopenRatios(reopen, floor).median).toBeCloseTo(790 / 320);
    expect(reopenRatios(reopen, floor).worst).toBeCloseTo(1200 / 320);
    expect(reopenFailures(reopen, floor)).toEqual([]);
  });

  it('fails a median over 2.5×, and a single reload over 4× even when the median passes', () => {
    expect(reopenFailures(runs('dashboard', [3000, 900, 950, 1000, 1100, 1200], 1000), floor)).toEqual([
      'cached reopen of the dashboard: 3.1× the floor > 2.5×',
    ]);
    expect(reopenFailures(runs('bookings', [3000, 600, 650, 700, 720, 1400], 700), floor)).toEqual([
      'a cached reopen of the bookings: 4.4× the floor > 4×',
    ]);
  });

  it('fails when a reopen or the floor could not be measured; the first offline reopen is not budgeted', () => {
    expect(reopenFailures(runs('dashboard', [900], null), floor)).toEqual(['cached reopen of the dashboard failed']);
    expect(reopenFailures(runs('dashboard', [9000, 700, 700, 700, 700, 700], 700), runs('floor', [], null))).toEqual([
      'cached reopen of the dashboard failed',
    ]);
    expect(reopenFailures(runs('dashboard', [9000, 700, 700, 700, 700, 700], 700), floor)).toEqual([]);
  });
});
