import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_OPERATOR_CONFIG as testOperatorConfig } from '@/test/operator-config';

const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');

/** Fresh modules: the first screen is drawn once per page, and other tests may have drawn it. */
async function freshModules() {
  vi.resetModules();
  const branding = await import('./branding');
  const firstPaint = await import('@/lib/first-paint');
  return { ...branding, ...firstPaint };
}

beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" href="data:," /><meta name="theme-color" content="#000000" />';
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyBranding', () => {
  it('sets the title and colour at once, and the operator’s icon only once the first screen is drawn', async () => {
    const { applyBranding, removeFirstPaint } = await freshModules();
    applyBranding({ ...testOperatorConfig, title: 'Sparkle Admin', faviconUrl: '/branding/sparkle-icon.png' });
    expect(document.title).toBe('Sparkle Admin');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      testOperatorConfig.primaryColor,
    );
    // Nothing for the browser to download and draw while the start-up runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(icon()?.getAttribute('href')).toBe('data:,');

    removeFirstPaint();
    await vi.waitFor(() => expect(icon()?.getAttribute('href')).toBe('/branding/sparkle-icon.png'));
  });

  it('keeps the last operator’s icon when the configuration changes before the first screen', async () => {
    const { applyBranding, removeFirstPaint } = await freshModules();
    applyBranding({ ...testOperatorConfig, faviconUrl: '/first.png' });
    applyBranding({ ...testOperatorConfig, faviconUrl: '/second.png' });
    removeFirstPaint();
    await vi.waitFor(() => expect(icon()?.getAttribute('href')).toBe('/second.png'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(icon()?.getAttribute('href')).toBe('/second.png');
  });

  it('adds the icon link when the page has none', async () => {
    document.head.innerHTML = '';
    const { applyBranding, removeFirstPaint } = await freshModules();
    removeFirstPaint();
    applyBranding({ ...testOperatorConfig, faviconUrl: null, logoUrl: '/branding/onda.svg' });
    await vi.waitFor(() => expect(icon()?.getAttribute('href')).toBe('/branding/onda.svg'));
  });
});

describe('the install manifest', () => {
  it('is linked with the operator’s id, added when the page has none, and follows a change of operator', async () => {
    const { applyBranding } = await freshModules();
    const manifests = () =>
      [...document.head.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'));
    applyBranding({ ...testOperatorConfig, operatorId: 'op-1' });
    expect(manifests()).toEqual(['/manifest.webmanifest?operator=op-1']);
    applyBranding({ ...testOperatorConfig, operatorId: 'op-2' });
    expect(manifests()).toEqual(['/manifest.webmanifest?operator=op-2']);
  });

  it('is not named by the page as served: Chromium kept the host’s when the link changed while it fetched it', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).not.toMatch(/<link[^>]*rel="manifest"/);
  });
});

describe('showConsoleIcon', () => {
  it('shows the console’s own icon at once (the boot-error screen has no operator)', async () => {
    const { showConsoleIcon, DEFAULT_FAVICON } = await freshModules();
    showConsoleIcon();
    expect(icon()?.getAttribute('href')).toBe(DEFAULT_FAVICON);
  });
});

describe('faviconOf', () => {
  it('takes the favicon, else the logo, else the console’s own icon', async () => {
    const { faviconOf, DEFAULT_FAVICON } = await freshModules();
    expect(faviconOf({ faviconUrl: '/f.png', logoUrl: '/l.svg' })).toBe('/f.png');
    expect(faviconOf({ faviconUrl: null, logoUrl: '/l.svg' })).toBe('/l.svg');
    expect(faviconOf({ faviconUrl: null, logoUrl: null })).toBe(DEFAULT_FAVICON);
  });
});
