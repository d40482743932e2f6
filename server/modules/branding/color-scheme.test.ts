import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorConfig } from '../../../src/shared/schemas/operators';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { lookupOperator, operatorConfig } from '../operators/operators.service';
import { firstPaintColorScheme } from './color-scheme';
import { createShellRenderer } from './shell';

vi.mock('../operators/operators.service', () => ({ lookupOperator: vi.fn(), operatorConfig: vi.fn() }));

const config: OperatorConfig = {
  operatorId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  name: 'Sparkle',
  title: 'Sparkle Admin',
  shortName: 'Sparkle',
  currency: 'EUR',
  languages: ['en-US'],
  primaryColor: '#23AEC1',
  logoUrl: null,
  faviconUrl: null,
  modules: ['dashboard'],
  push: null,
};

const template = `<!doctype html>
<html lang="en-US">
  <head>
    <meta name="color-scheme" content="light dark" />
    <meta name="theme-color" content="#1B86FE" />
    <title>Admin Dashboard</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const logger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const schemeOf = (html: string) => html.match(/<html[^>]*data-mantine-color-scheme="([^"]*)"/)?.[1] ?? null;
const metaOf = (html: string) => html.match(/<meta name="color-scheme" content="([^"]*)"/)?.[1];

describe('first paint colour scheme', () => {
  it('takes the theme chosen on this device from its cookie', () => {
    expect(firstPaintColorScheme('a=1; mpa-theme=dark; mpa-lang=hi-IN')).toBe('dark');
    expect(firstPaintColorScheme('mpa-theme=light')).toBe('light');
  });

  it('follows the device when nothing is chosen or the cookie is not one of the choices', () => {
    expect(firstPaintColorScheme(undefined)).toBe('auto');
    expect(firstPaintColorScheme('mpa-lang=hi-IN')).toBe('auto');
    expect(firstPaintColorScheme('mpa-theme=auto')).toBe('auto');
    expect(firstPaintColorScheme('mpa-theme=DARK')).toBe('auto');
    expect(firstPaintColorScheme('mpa-theme=dark%22%20onload%3D%22alert(1)')).toBe('auto');
    expect(firstPaintColorScheme('mpa-theme=%3Cscript%3E')).toBe('auto');
    expect(firstPaintColorScheme('mpa-theme=')).toBe('auto');
  });
});

describe('the served shell', () => {
  beforeEach(() => {
    vi.mocked(lookupOperator).mockReset().mockResolvedValue({ operatorId: config.operatorId, name: config.name });
    vi.mocked(operatorConfig).mockReset().mockResolvedValue(config);
  });

  it('is drawn dark before any script with the dark choice: html attribute and color-scheme meta', async () => {
    const render = createShellRenderer({} as Db, template, logger);
    const html = await render({ host: 'sparkle.test', path: '/auth/login', cookie: 'mpa-theme=dark' });
    expect(schemeOf(html)).toBe('dark');
    expect(metaOf(html)).toBe('dark');
    expect(html).toContain('<html data-mantine-color-scheme="dark" lang="en-US">');
    // The browser bar keeps the operator's colour, as the console sets it once running.
    expect(html).toContain('<meta name="theme-color" content="#23AEC1" />');
  });

  it('leaves the scheme to the device’s CSS when nothing valid is chosen', async () => {
    const render = createShellRenderer({} as Db, template, logger);
    for (const cookie of [undefined, 'mpa-theme=auto', 'mpa-theme=dark"><script>alert(1)</script>']) {
      const html = await render({ host: 'sparkle.test', path: '/dashboard', cookie });
      expect(schemeOf(html)).toBeNull();
      expect(metaOf(html)).toBe('light dark');
      expect(html).not.toContain('<script>alert');
    }
  });

  it('keeps one host’s configuration a minute but never one visitor’s theme for the next', async () => {
    const render = createShellRenderer({} as Db, template, logger);
    const dark = await render({ host: 'sparkle.test', path: '/dashboard', cookie: 'mpa-theme=dark' });
    const light = await render({ host: 'sparkle.test', path: '/dashboard', cookie: 'mpa-theme=light' });
    const none = await render({ host: 'sparkle.test', path: '/dashboard' });
    expect([schemeOf(dark), schemeOf(light), schemeOf(none)]).toEqual(['dark', 'light', null]);
    expect([metaOf(dark), metaOf(light), metaOf(none)]).toEqual(['dark', 'light', 'light dark']);
    expect(lookupOperator).toHaveBeenCalledTimes(1);
  });

  it('still follows the choice when the operator cannot be found and the plain shell is served', async () => {
    vi.mocked(lookupOperator).mockRejectedValue(new Error('database down'));
    const render = createShellRenderer({} as Db, template, logger);
    const html = await render({ host: 'sparkle.test', path: '/dashboard', cookie: 'mpa-theme=dark' });
    expect(schemeOf(html)).toBe('dark');
    expect(html).toContain('<title>Admin Dashboard</title>');
  });
});
