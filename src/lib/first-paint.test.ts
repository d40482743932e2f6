import { describe, expect, it } from 'vitest';
import { createFirstScreen, markStartup, publishStartupMarks, rendersInSlices } from './first-paint';
import { STORAGE_KEYS } from './storage';

describe('how the first screen renders', () => {
  it('in slices on a first visit (no worker controls the page), in one pass on a reopen the worker serves', () => {
    expect(rendersInSlices({ serviceWorker: { controller: null } } as unknown as Navigator)).toBe(true);
    expect(rendersInSlices({} as Navigator)).toBe(true);
    expect(rendersInSlices(undefined)).toBe(true);
    expect(rendersInSlices({ serviceWorker: { controller: {} } } as unknown as Navigator)).toBe(false);
  });
});

describe('work after the first screen', () => {
  it('waits until the screen is drawn, then runs once, in the order it came', () => {
    const scheduled: (() => void)[] = [];
    const screen = createFirstScreen((run) => scheduled.push(run));
    const ran: string[] = [];
    screen.after(() => ran.push('config'));
    screen.after(() => ran.push('permissions'));
    expect(scheduled).toHaveLength(0);
    screen.drawn();
    screen.drawn();
    for (const run of scheduled) run();
    expect(ran).toEqual(['config', 'permissions']);
  });

  it('schedules work that comes after the screen is drawn at once', () => {
    const scheduled: (() => void)[] = [];
    const screen = createFirstScreen((run) => scheduled.push(run));
    screen.drawn();
    screen.after(() => {});
    expect(scheduled).toHaveLength(1);
  });
});

describe("the start-up's phases", () => {
  it('are noted without User Timing marks, and written as marks at the times they were reached only when asked for, once', () => {
    const marks = () => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('startup:test-'));
    const phase = (name: string) => name as Parameters<typeof markStartup>[0];
    markStartup(phase('test-boot'));
    const noted = performance.now();
    markStartup(phase('test-boot'));
    expect(marks()).toEqual([]);

    // Not asked for: nothing is written.
    publishStartupMarks();
    expect(marks()).toEqual([]);

    localStorage.setItem(STORAGE_KEYS.startupMarks, '1');
    try {
      publishStartupMarks();
      const [boot, ...more] = marks();
      expect(more).toEqual([]);
      expect(boot?.name).toBe('startup:test-boot');
      // The time it was noted at, not the time it was written.
      expect(boot?.startTime).toBeLessThanOrEqual(noted);
      publishStartupMarks();
      expect(marks()).toHaveLength(1);
    } finally {
      localStorage.removeItem(STORAGE_KEYS.startupMarks);
    }
  });
});
