import { describe, expect, it } from 'vitest';
import { rendersInSlices } from './first-paint';

describe('how the first screen renders', () => {
  it('in slices on a first visit (no worker controls the page), in one pass on a reopen the worker serves', () => {
    expect(rendersInSlices({ serviceWorker: { controller: null } } as unknown as Navigator)).toBe(true);
    expect(rendersInSlices({} as Navigator)).toBe(true);
    expect(rendersInSlices(undefined)).toBe(true);
    expect(rendersInSlices({ serviceWorker: { controller: {} } } as unknown as Navigator)).toBe(false);
  });
});
