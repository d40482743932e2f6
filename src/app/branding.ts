import { afterFirstScreen } from '@/lib/first-paint';
import type { OperatorConfig } from '@/shared/schemas/operators';

/** The console's own icon, where an operator has neither a favicon nor a logo. */
export const DEFAULT_FAVICON = '/branding/favicon.svg';

/** The tab's icon: the operator's favicon, else its logo, else the console's. */
export function faviconOf(config: Pick<OperatorConfig, 'faviconUrl' | 'logoUrl'>): string {
  return config.faviconUrl ?? config.logoUrl ?? DEFAULT_FAVICON;
}

/** The console's own icon, at once: the boot-error screen, which no operator's configuration brands. */
export function showConsoleIcon(): void {
  setFavicon(DEFAULT_FAVICON);
}

function setFavicon(href: string): void {
  setLink('icon', href);
}

/** The page's `<link rel>` of that kind, added if it has none, pointing at `href`. */
function setLink(rel: string, href: string): void {
  let link = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Page title, favicon and browser theme colour follow the operator (spec part 1 §6). The icon waits for the first
 * screen: the browser downloads and draws it on the page's main thread (an SVG icon is a small document of its own,
 * ~10 ms at 4× CPU), which on a reopen landed in the middle of the start-up (issue 22).
 */
export function applyBranding(config: OperatorConfig): void {
  document.title = config.title || 'Admin Dashboard';
  const favicon = faviconOf(config);
  afterFirstScreen(() => setFavicon(favicon));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.primaryColor);
  // The installed app carries this operator's name, colour and icons. The page as served names no manifest: Chromium
  // may start fetching the one it names before this runs, and a link changed while that fetch is under way left
  // Chromium with the host's manifest (the install test failed 2 runs in 12 on a busy machine).
  const query = `?operator=${encodeURIComponent(config.operatorId)}`;
  setLink('manifest', `/manifest.webmanifest${query}`);
  document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', `/icons/192.png${query}`);
}
