import { describe, expect, it } from 'vitest';
import { lastUpdatedAt, type QueryFreshness } from './freshness';

const started = 1_000_000;
const q = (patch: Partial<QueryFreshness>): QueryFreshness => ({
  dataUpdatedAt: started + 10,
  isStale: false,
  isRefetchError: false,
  fetchStatus: 'idle',
  ...patch,
});

describe('last updated marker', () => {
  it('is not shown for data fetched in this visit while online', () => {
    expect(lastUpdatedAt([q({}), q({ isStale: true })], true, started)).toBeNull();
  });

  it('shows the oldest time while offline', () => {
    expect(lastUpdatedAt([q({ dataUpdatedAt: 500 }), q({ dataUpdatedAt: 700 })], false, started)).toBe(500);
  });

  it('shows a stale snapshot from an earlier visit until it is refreshed', () => {
    expect(lastUpdatedAt([q({ dataUpdatedAt: 500, isStale: true, fetchStatus: 'fetching' })], true, started)).toBe(500);
    expect(lastUpdatedAt([q({ dataUpdatedAt: started + 50 })], true, started)).toBeNull();
  });

  it('shows when the refresh waits for the network or failed', () => {
    expect(lastUpdatedAt([q({ fetchStatus: 'paused' })], true, started)).toBe(started + 10);
    expect(lastUpdatedAt([q({ isRefetchError: true })], true, started)).toBe(started + 10);
  });

  it('is not shown without data', () => {
    expect(lastUpdatedAt([q({ dataUpdatedAt: 0 })], false, started)).toBeNull();
  });
});

describe('what the marker reads', () => {
  /** A query whose `isStale` counts its reads, as TanStack Query's tracked result does. */
  const counting = (patch: Partial<QueryFreshness>) => {
    let reads = 0;
    const query = { ...q(patch) };
    Object.defineProperty(query, 'isStale', {
      get: () => {
        reads += 1;
        return true;
      },
    });
    return { query, reads: () => reads };
  };

  it('does not read whether data fetched in this visit is stale', () => {
    const fresh = counting({ dataUpdatedAt: started + 10 });
    expect(lastUpdatedAt([fresh.query], true, started)).toBeNull();
    expect(fresh.reads()).toBe(0);
  });

  it('reads it for a snapshot from an earlier visit', () => {
    const old = counting({ dataUpdatedAt: 500 });
    expect(lastUpdatedAt([old.query], true, started)).toBe(500);
    expect(old.reads()).toBe(1);
  });
});
