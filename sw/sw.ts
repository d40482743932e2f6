/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerRuntimeCaching } from './caching';
import { installPushHandlers } from './push';
import { themedShellHandler } from './shell';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell and route chunks, precached at install.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get the shell in the device's theme (the router takes it from there); never the API.
registerRoute(new NavigationRoute(themedShellHandler('/index.html'), { denylist: [/^\/api\//] }));

// Images and the operator config: stale-while-revalidate with expiration (see caching.ts).
registerRuntimeCaching();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background push (FCM payloads), foreground forwarding and notification clicks.
installPushHandlers();
