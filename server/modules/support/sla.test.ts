import { describe, expect, it } from 'vitest';
import { slaOf } from './sla';

const T0 = new Date('2026-01-01T00:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const target = { firstResponse: 60, resolution: 240 };

describe('slaOf', () => {
  it('runs from creation: an open ticket is due its first response after the target', () => {
    const sla = slaOf({ createdAt: T0, statusChanges: [], firstResponseAt: null, target, now: at(20) });
    expect(sla.firstResponse).toEqual({ state: 'running', dueAt: at(60), remainingMs: 40 * 60_000 });
    expect(sla.resolution.dueAt).toEqual(at(240));
    expect(sla.dueAt).toEqual(at(60));
    expect(sla.overdue).toBe(false);
    expect(sla.breached).toBe(false);
  });

  it('is overdue and breached once an open ticket passes its target unanswered', () => {
    const sla = slaOf({ createdAt: T0, statusChanges: [], firstResponseAt: null, target, now: at(90) });
    expect(sla.firstResponse.state).toBe('overdue');
    expect(sla.dueAt).toEqual(at(60));
    expect(sla.overdue).toBe(true);
    expect(sla.breached).toBe(true);
  });

  it('pauses while pending and moves the deadline by the paused time when the ticket reopens', () => {
    const statusChanges = [
      { at: at(10), to: 'pending' as const },
      { at: at(130), to: 'open' as const },
    ];
    const paused = slaOf({ createdAt: T0, statusChanges, firstResponseAt: at(5), target, now: at(100) });
    expect(paused.resolution.state).toBe('paused');
    expect(paused.resolution.remainingMs).toBe(230 * 60_000);
    expect(paused.dueAt).toBeNull();
    expect(paused.overdue).toBe(false);

    const resumed = slaOf({ createdAt: T0, statusChanges, firstResponseAt: at(5), target, now: at(200) });
    // 10 running minutes before the pause, 70 since: 160 left, due at 360 (not 240).
    expect(resumed.resolution).toEqual({ state: 'running', dueAt: at(360), remainingMs: 160 * 60_000 });
    expect(resumed.firstResponse.state).toBe('met');
  });

  it('judges a first response late when it came after the target, even once resolved', () => {
    const sla = slaOf({
      createdAt: T0,
      statusChanges: [{ at: at(100), to: 'resolved' }],
      firstResponseAt: at(75),
      target,
      now: at(500),
    });
    expect(sla.firstResponse.state).toBe('breached');
    expect(sla.resolution.state).toBe('met');
    expect(sla.dueAt).toBeNull();
    expect(sla.breached).toBe(true);
    expect(sla.overdue).toBe(false);
  });

  it('keeps the time already run when the target changes (a new priority)', () => {
    const statusChanges = [
      { at: at(30), to: 'pending' as const },
      { at: at(300), to: 'open' as const },
    ];
    const urgent = { firstResponse: 15, resolution: 60 };
    const sla = slaOf({ createdAt: T0, statusChanges, firstResponseAt: at(10), target: urgent, now: at(310) });
    // 30 + 10 running minutes of 60.
    expect(sla.resolution).toEqual({ state: 'running', dueAt: at(330), remainingMs: 20 * 60_000 });
  });

  it('counts nothing while resolved, and restarts the resolution clock when the requester reopens', () => {
    const statusChanges = [
      { at: at(100), to: 'resolved' as const },
      { at: at(1000), to: 'open' as const },
    ];
    const sla = slaOf({ createdAt: T0, statusChanges, firstResponseAt: at(20), target, now: at(1050) });
    expect(sla.resolution).toEqual({ state: 'running', dueAt: at(1140), remainingMs: 90 * 60_000 });
  });

  it('ignores changes stamped after now (a fake clock reading the past)', () => {
    const sla = slaOf({
      createdAt: T0,
      statusChanges: [{ at: at(500), to: 'resolved' }],
      firstResponseAt: null,
      target,
      now: at(30),
    });
    expect(sla.firstResponse.state).toBe('running');
  });
});
