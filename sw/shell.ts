/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';
import {
  COLOR_SCHEME_COOKIE,
  type ColorSchemeChoice,
  colorSchemeChoice,
  withColorScheme,
} from '../src/shared/first-paint';

declare const self: ServiceWorkerGlobalScope;

/** The theme chosen on this device (the console's `mpa-theme` cookie), where the worker can read cookies. */
async function chosenColorScheme(): Promise<ColorSchemeChoice> {
  if (!('cookieStore' in self)) return 'auto';
  try {
    return colorSchemeChoice((await self.cookieStore.get(COLOR_SCHEME_COOKIE))?.value);
  } catch {
    return 'auto';
  }
}

/**
 * The precached shell for navigations, drawn in the theme chosen on this device as the server's shell is
 * (server/modules/branding/shell.ts), so a reload never paints the other theme before the scripts run.
 * Where the worker cannot read cookies, or nothing is chosen, the shell's CSS follows the device.
 */
export function themedShellHandler(url: string): RouteHandlerCallback {
  const shell = createHandlerBoundToURL(url);
  return async (options) => {
    const [response, choice] = await Promise.all([shell(options), chosenColorScheme()]);
    if (choice === 'auto' || !response.ok) return response;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    const html = withColorScheme(await response.text(), choice);
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  };
}
