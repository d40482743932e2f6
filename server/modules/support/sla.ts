import type { SlaTarget } from '../../db/schema/support';
import type { SupportPriority, SupportStatus } from '../../../src/shared/support';

/** Minutes per priority when the operator set none (business hours may come later: the clock runs around the clock). */
export const DEFAULT_SLA: Readonly<Record<SupportPriority, SlaTarget>> = {
  urgent: { firstResponse: 30, resolution: 4 * 60 },
  high: { firstResponse: 60, resolution: 8 * 60 },
  normal: { firstResponse: 4 * 60, resolution: 24 * 60 },
  low: { firstResponse: 8 * 60, resolution: 72 * 60 },
};

/**
 * One SLA clock: `running` (the ticket is open, `dueAt` is when it runs out), `overdue` (open and past `dueAt`),
 * `paused` (pending: `remainingMs` is kept, negative when it was already past), `met` / `breached` (done within /
 * past its target).
 */
export type SlaClock = {
  state: 'running' | 'paused' | 'overdue' | 'met' | 'breached';
  dueAt: Date | null;
  /** Running time left (negative once past the target). */
  remainingMs: number;
};

export type Sla = {
  firstResponse: SlaClock;
  resolution: SlaClock;
  /** The earliest deadline of a running or overdue clock (null while every clock is paused or done). */
  dueAt: Date | null;
  overdue: boolean;
  /** A target missed, now or before. */
  breached: boolean;
};

export type SlaInput = {
  createdAt: Date;
  /** Every status change of the ticket in order (the thread's status events); it starts open. */
  statusChanges: readonly { at: Date; to: SupportStatus }[];
  firstResponseAt: Date | null;
  target: SlaTarget;
  now: Date;
};

const MINUTE = 60_000;
const isDone = (s: SupportStatus) => s === 'resolved' || s === 'closed';

/**
 * The SLA of a ticket, computed from its events (pure: the clock is `now`). The clock runs only while the ticket is
 * open: pending (waiting for the requester) pauses it, and so does resolved until the requester reopens it. Since
 * it is computed from the stored changes, a new target (a priority or settings change) keeps every paused minute.
 */
export function slaOf({ createdAt, statusChanges, firstResponseAt, target, now }: SlaInput): Sla {
  const changes = [...statusChanges].filter((c) => c.at.getTime() <= now.getTime());
  const current: SupportStatus = changes.at(-1)?.to ?? 'open';

  /** Running (open) time from creation up to `until`. */
  const runningMs = (until: Date) => {
    let total = 0;
    let from = createdAt.getTime();
    let status: SupportStatus = 'open';
    for (const c of changes) {
      const at = Math.min(c.at.getTime(), until.getTime());
      if (status === 'open' && at > from) total += at - from;
      from = Math.max(from, c.at.getTime());
      status = c.to;
      if (c.at.getTime() >= until.getTime()) return total;
    }
    if (status === 'open' && until.getTime() > from) total += until.getTime() - from;
    return total;
  };

  const clock = (targetMinutes: number, doneAt: Date | null): SlaClock => {
    const targetMs = targetMinutes * MINUTE;
    if (doneAt) {
      const remainingMs = targetMs - runningMs(doneAt);
      return { state: remainingMs >= 0 ? 'met' : 'breached', dueAt: null, remainingMs };
    }
    const remainingMs = targetMs - runningMs(now);
    if (current !== 'open') return { state: 'paused', dueAt: null, remainingMs };
    return {
      state: remainingMs >= 0 ? 'running' : 'overdue',
      dueAt: new Date(now.getTime() + remainingMs),
      remainingMs,
    };
  };

  const lastDone = isDone(current) ? ([...changes].reverse().find((c) => isDone(c.to))?.at ?? now) : null;
  // A ticket resolved without a public reply: its first response is judged at the resolution.
  const firstResponse = clock(target.firstResponse, firstResponseAt ?? lastDone);
  const resolution = clock(target.resolution, lastDone);
  const running = [firstResponse, resolution].map((c) => c.dueAt).filter((d): d is Date => d !== null);
  const overdue = firstResponse.state === 'overdue' || resolution.state === 'overdue';
  return {
    firstResponse,
    resolution,
    dueAt: running.length ? new Date(Math.min(...running.map((d) => d.getTime()))) : null,
    overdue,
    breached: [firstResponse, resolution].some((c) => c.state === 'breached' || c.remainingMs < 0),
  };
}
