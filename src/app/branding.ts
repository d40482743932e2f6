import type { OperatorConfig } from '@/shared/schemas/operators';

/** Page title, favicon and browser theme colour follow the operator (spec part 1 §6). */
export function applyBranding(config: OperatorConfig): void {
  document.title = config.title || 'Admin Dashboard';
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && config.faviconUrl) icon.href = config.faviconUrl;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.primaryColor);
}
