import { describe, expect, it } from 'vitest';
import type { OperatorConfig } from '../../../src/shared/schemas/operators';
import { BOOT_ELEMENT_ID, shellFor } from './shell';

const template = `<!doctype html>
<html lang="en-US">
  <head>
    <meta name="theme-color" content="#1B86FE" />
    <title>Admin Dashboard</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const config: OperatorConfig = {
  operatorId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  name: 'Evil </script><script>alert(1)</script> & Co',
  title: 'Evil "Admin" <b>',
  shortName: 'Evil',
  currency: 'EUR',
  languages: ['en-US', 'pt-PT'],
  primaryColor: '#23AEC1',
  logoUrl: null,
  faviconUrl: null,
  modules: ['dashboard', 'bookings'],
  push: null,
};

describe('shellFor', () => {
  const html = shellFor(template, config);

  it('carries the configuration in a JSON block the page reads back exactly', () => {
    const match = html.match(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`));
    expect(match?.[1]).toBeDefined();
    expect(JSON.parse(match?.[1] ?? '')).toEqual(config);
  });

  it('lets no configured text end the script block or add markup', () => {
    // Only the module script and the JSON block close a script element.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>Evil &#34;Admin&#34; &#60;b&#62;</title>');
  });

  it('uses the operator’s colour for the browser bar and keeps everything else of the page', () => {
    expect(html).toContain('<meta name="theme-color" content="#23AEC1" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('shellFor with a first paint', () => {
  it('puts the first paint right after the console’s root', () => {
    const html = shellFor(template, config, '<div id="mpa-first-paint"></div>');
    expect(html).toContain('<div id="root"></div><div id="mpa-first-paint"></div>');
  });
});

describe('shellFor in a chosen theme', () => {
  const withMeta = template.replace('<head>', '<head>\n    <meta name="color-scheme" content="light dark" />');

  it('marks <html> and the color-scheme meta with the choice, and only with light or dark', () => {
    const dark = shellFor(withMeta, config, '', 'dark');
    expect(dark).toContain('<html data-mantine-color-scheme="dark" lang="en-US">');
    expect(dark).toContain('<meta name="color-scheme" content="dark" />');
    expect(shellFor(withMeta, config, '', 'light')).toContain('<meta name="color-scheme" content="light" />');
    const auto = shellFor(withMeta, config);
    expect(auto).not.toContain('data-mantine-color-scheme');
    expect(auto).toContain('<meta name="color-scheme" content="light dark" />');
  });

  it('adds the color-scheme meta to a page that lacks it', () => {
    expect(shellFor(template, config, '', 'dark')).toContain('<head><meta name="color-scheme" content="dark" />');
  });
});
