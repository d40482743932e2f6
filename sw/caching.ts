/// <reference lib="webworker" />
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CLEAR_USER_DATA, RUNTIME_CACHES, USER_DATA_CACHES } from '../src/shared/pwa-caches';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/** Same-origin image paths: uploads, the seed's demo images, operator logos and install icons. */
const IMAGE_PATH = /^\/(uploads|demo|branding|icons)\//;

/**
 * Same-origin images: any `<img>` request and our image paths. Cross-origin images are left to the HTTP
 * cache: their opaque responses cannot be checked and count several MB each against the quota.
 */
export function isImageRequest(request: Request, url: URL): boolean {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  return request.destination === 'image' || IMAGE_PATH.test(url.pathname);
}

/** The operator's public configuration (branding, languages, currency): the only API call the worker caches. */
export function isConfigRequest(request: Request, url: URL): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && url.pathname === '/api/v1/config';
}

/** Logout and account switch: the images cache and its expiration records (they name the URLs seen). */
async function clearUserData(): Promise<void> {
  for (const name of USER_DATA_CACHES) {
    await caches.delete(name);
    await new CacheExpiration(name, { maxEntries: 1 }).delete();
  }
}

/**
 * Runtime caching. Translations need no route of their own: the Lingui catalogues are compiled into
 * JavaScript chunks (`src/locales/<locale>/messages.ts`, loaded by dynamic import) and precached with the shell.
 * Every other API response is left to the network: the console's query cache owns API data.
 */
export function registerRuntimeCaching(): void {
  self.addEventListener('message', (event) => {
    if (event.data?.type !== CLEAR_USER_DATA) return;
    event.waitUntil(
      clearUserData()
        .catch((error: unknown) => console.error('clearing user data failed', error))
        .finally(() => event.ports[0]?.postMessage({ type: CLEAR_USER_DATA, done: true })),
    );
  });

  registerRoute(
    ({ request, url }) => isImageRequest(request, url),
    new StaleWhileRevalidate({
      cacheName: RUNTIME_CACHES.images,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  );

  registerRoute(
    ({ request, url }) => isConfigRequest(request, url),
    new StaleWhileRevalidate({
      cacheName: RUNTIME_CACHES.config,
      plugins: [
        // The operator comes in a header, not the URL: key the cache on it so operators never share an entry.
        {
          cacheKeyWillBeUsed: async ({ request }) => {
            const operator = request.headers.get('X-Operator-Id') ?? 'host';
            const url = new URL(request.url);
            url.searchParams.set('operator', operator);
            return url.href;
          },
        },
        new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );
}
