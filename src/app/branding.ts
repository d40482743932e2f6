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
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  if (icon.getAttribute('href') !== href) icon.href = href;
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
  // The installed app carries this operator's name, colour and icons.
  const query = `?operator=${encodeURIComponent(config.operatorId)}`;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest${query}`);
  document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', `/icons/192.png${query}`);
}
