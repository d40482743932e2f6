/**
 * Messages from the service worker (foreground pushes, notification clicks), listened to from the start:
 * what arrives before a screen subscribes (the live-notifications code loads after the first paint) is
 * kept and handed to the first subscriber, so a click on a system notification is never lost.
 */
type Handler = (data: unknown) => void;

const handlers = new Set<Handler>();
const early: unknown[] = [];
const EARLY_LIMIT = 50;

export function listenToWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (handlers.size === 0) {
      if (early.length < EARLY_LIMIT) early.push(event.data);
      return;
    }
    for (const handler of handlers) handler(event.data);
  });
}

export function onWorkerMessage(handler: Handler): () => void {
  handlers.add(handler);
  for (const data of early.splice(0)) handler(data);
  return () => handlers.delete(handler);
}
