// The floor of the cached reopen (issue 22): what this device needs to reopen the smallest installed app offline.
// A page of one module, precached by a worker of its own, that reads a 48 KB record from IndexedDB and renders one
// number, served by the bench on 127.0.0.1 and timed exactly like the console's reopen (same browser, viewport,
// 4× CPU, offline reloads, until the figure shows). The console's reopen is reported as a ratio to it, so the
// budget holds on a slow machine as on a fast one.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the floor page renders its number: the same element the dashboard's figure is read from. */
const FIGURE = '<p data-testid="stat-totalOrders"><span data-testid="stat-value"></span></p>';

const FILES: Record<string, { type: string; body: string }> = {
  '/': {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body>${FIGURE}<script type="module" src="/app.js"></script></body></html>`,
  },
  '/app.js': {
    type: 'text/javascript; charset=utf-8',
    body: `
const open = () => new Promise((resolve, reject) => {
  const request = indexedDB.open('floor', 1);
  request.onupgradeneeded = () => request.result.createObjectStore('kv');
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});
const db = await open();
const read = () => new Promise((resolve) => {
  const request = db.transaction('kv').objectStore('kv').get('record');
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => resolve(undefined);
});
let record = await read();
if (!record) {
  // 48 KB, about what the console's persisted query cache weighs with a dashboard and a list in it.
  record = JSON.stringify({ totalOrders: 1234, rows: 'x'.repeat(48 * 1024) });
  await new Promise((resolve) => {
    const tx = db.transaction('kv', 'readwrite');
    tx.objectStore('kv').put(record, 'record');
    tx.oncomplete = resolve;
  });
}
document.querySelector('[data-testid="stat-value"]').textContent = JSON.parse(record).totalOrders.toLocaleString('en-US');
navigator.serviceWorker?.register('/sw.js');
`,
  },
  '/sw.js': {
    type: 'text/javascript; charset=utf-8',
    body: `
const CACHE = 'floor-v1';
self.addEventListener('install', (event) => event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['/', '/app.js']))));
self.addEventListener('fetch', (event) => {
  event.respondWith(caches.match(event.request, { ignoreSearch: true }).then((hit) => hit ?? fetch(event.request)));
});
`,
  },
};

export type FloorSite = { url: string; stop: () => Promise<void> };

/** Serves the floor page on 127.0.0.1 (a port of its own, so its worker and storage are apart from the console's). */
export async function startFloorSite(): Promise<FloorSite> {
  const server = createServer((request, response) => {
    const file = FILES[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
