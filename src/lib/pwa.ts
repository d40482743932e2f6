import { Workbox } from 'workbox-window';
import { watchForUpdates } from './pwa-update';

/** Registers the service worker at the site root (production builds only); failures are logged only. */
export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const wb = new Workbox('/sw.js', { scope: '/', type: 'module' });
  watchForUpdates(wb);
  wb.register().catch((error: unknown) => console.error('service worker registration failed', error));
  return wb;
}
