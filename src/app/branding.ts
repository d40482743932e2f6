import type { OperatorConfig } from '@/shared/schemas/operators';

/** Page title, favicon and browser theme colour follow the operator (spec part 1 §6). */
export function applyBranding(config: OperatorConfig): void {
  document.title = config.title || 'Admin Dashboard';
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const favicon = config.faviconUrl ?? config.logoUrl;
  if (icon && favicon) icon.href = favicon;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.primaryColor);
  // The installed app carries this operator's name, colour and icons.
  const query = `?operator=${encodeURIComponent(config.operatorId)}`;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest${query}`);
  document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', `/icons/192.png${query}`);
}
