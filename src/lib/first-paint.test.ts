import { describe, expect, it } from 'vitest';
import { createFirstScreen, rendersInSlices } from './first-paint';

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
