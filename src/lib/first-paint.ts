import { useLayoutEffect } from 'react';
import { COLOR_SCHEME_COOKIE, type ColorSchemeChoice, FIRST_PAINT_ID, LANGUAGE_COOKIE } from '@/shared/first-paint';
import { readString, STORAGE_KEYS } from './storage';

/**
 * Work that waits for the first screen: `after(work)` runs it in a task of its own once `drawn()` was called and the
 * browser has had a frame to show the screen (at once if that happened already).
 */
export function createFirstScreen(schedule: (run: () => void) => void = afterNextFrame) {
  let isDrawn = false;
  const waiting: (() => void)[] = [];
  return {
    drawn(): void {
      if (isDrawn) return;
      isDrawn = true;
      for (const work of waiting.splice(0)) schedule(work);
    },
    after(work: () => void): void {
      if (isDrawn) schedule(work);
      else waiting.push(work);
    },
  };
}

function afterNextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

const firstScreen = createFirstScreen();
firstScreen.after(publishStartupMarks);

/**
 * Runs `work` after the first screen is drawn: the start-up's background refreshes (the operator's config, the
 * user's permissions) wait for it, so on a reopen from the device nothing but the screen runs before it (issue 22).
 */
export const afterFirstScreen = (work: () => void): void => firstScreen.after(work);

type StartupPhase = 'boot' | 'locale' | 'render' | 'guard' | 'restored' | 'shell' | 'commit';

/** When each start-up phase was reached (the page's clock), until they are written as User Timing marks. */
const startupTimes = new Map<StartupPhase, number>();

/**
 * Notes when a start-up phase was reached, once per page load. With `startup-marks` set to '1' in localStorage they
 * become User Timing marks (`startup:<phase>`, at the times noted) once the first screen is drawn, and show where a
 * reopen's time goes (`MARKS=1 npx tsx scripts/bench/trace-reopen.ts`, docs/performance.md). The start-up itself only
 * reads the clock: Chromium sends each mark to the browser process, ~1.4 ms a mark at 4× CPU, and the seven of them
 * were ~10 ms of every reopen before its figure (issue 22).
 */
export function markStartup(phase: StartupPhase): void {
  if (typeof performance === 'undefined' || startupTimes.has(phase)) return;
  startupTimes.set(phase, performance.now());
}

let published = false;

/** Writes the phases noted so far as User Timing marks at the times they were reached, once, when asked for. */
export function publishStartupMarks(): void {
  if (published || typeof performance === 'undefined' || !performance.mark) return;
  if (readString(STORAGE_KEYS.startupMarks) !== '1') return;
  published = true;
  for (const [phase, startTime] of startupTimes) performance.mark(`startup:${phase}`, { startTime });
}

/** Takes the first paint away: the real screen underneath is drawn. */
export function removeFirstPaint(): void {
  markStartup('commit');
  document.getElementById(FIRST_PAINT_ID)?.remove();
  firstScreen.drawn();
}

/**
 * Whether the first screen renders in slices (a transition) or in one pass. A page the service worker controls is a
 * reopen of the installed console: every script comes from the worker's cache and the data from IndexedDB, and
 * rendering in slices only adds a task and a frame every few milliseconds (issue 22: the offline reopen took 6× a
 * bare page). A first visit has no worker yet: there the slices keep the page responsive while scripts arrive.
 */
export function rendersInSlices(nav: Pick<Navigator, 'serviceWorker'> | undefined = globalThis.navigator): boolean {
  return !nav?.serviceWorker?.controller;
}

/**
 * Rendered where a screen's content commits (the auth card, the shell's page, error screens): the first
 * paint goes in the same commit, so the browser's next frame shows the real screen, never neither.
 */
export function FirstPaintDone() {
  useLayoutEffect(removeFirstPaint, []);
  return null;
}

/** A device preference the server reads to draw the first paint (not a secret; a year). */
function writeFirstPaintCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not everywhere
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/** The start-up's copies of the stored preferences, written once the first screen is drawn (last value per name). */
const startupCookies = new Map<string, string>();

function writeStartupCookies(): void {
  for (const [name, value] of startupCookies) writeFirstPaintCookie(name, value);
  startupCookies.clear();
}

/**
 * A preference for the server's next first paint. A change (`now`) is written at once; the start-up's copy of what
 * is stored (for a choice made before the cookie existed) waits for the first screen: every `document.cookie` write
 * is a synchronous call to the browser process, ~1-1.5 ms at 4× CPU, and the cookie only serves the next page load
 * (issue 22). A change made meanwhile wins over the start-up's copy.
 */
function rememberForFirstPaint(name: string, value: string, when: 'now' | 'after-first-screen'): void {
  if (when === 'now') {
    startupCookies.delete(name);
    writeFirstPaintCookie(name, value);
    return;
  }
  if (startupCookies.size === 0) afterFirstScreen(writeStartupCookies);
  startupCookies.set(name, value);
}

/** Remembers the language on this device for the server's first paint (at start-up: after the first screen). */
export function rememberLanguageForFirstPaint(locale: string, when: 'now' | 'after-first-screen' = 'now'): void {
  rememberForFirstPaint(LANGUAGE_COOKIE, locale, when);
}

/** Remembers the theme choice on this device, so the next first paint is drawn in it (no light flash). */
export function rememberColorSchemeForFirstPaint(
  choice: ColorSchemeChoice,
  when: 'now' | 'after-first-screen' = 'now',
): void {
  rememberForFirstPaint(COLOR_SCHEME_COOKIE, choice, when);
}
