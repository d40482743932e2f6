import type { Workbox } from 'workbox-window';

/**
 * The update flow. A new service worker that installed and waits makes `ready` true; nothing reloads
 * until the user asks (`apply`): the waiting worker is told to take over and the page reloads once it
 * controls the page. If another tab applied the update, this tab only offers the reload.
 */
type State = { ready: boolean };
let state: State = { ready: false };
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;
let applying = false;
let controllerChanged = false;

function set(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

export const pwaUpdate = {
  get: (): State => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Activates the waiting worker and reloads when it controls the page. */
  apply(): void {
    if (controllerChanged || !workbox) {
      window.location.reload();
      return;
    }
    applying = true;
    workbox.messageSkipWaiting();
  },
};

const HOUR = 60 * 60 * 1000;

export function watchForUpdates(wb: Workbox): void {
  workbox = wb;
  wb.addEventListener('waiting', () => set({ ready: true }));
  wb.addEventListener('controlling', () => {
    controllerChanged = true;
    if (applying) window.location.reload();
    else set({ ready: true });
  });
  // A console left open for days still learns about new versions.
  setInterval(() => void wb.update().catch(() => undefined), HOUR);
}
