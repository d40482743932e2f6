import { describe, expect, it } from 'vitest';
import { moduleSheetsOutsideStartup } from './startup-styles';

const entry = (css: string[]) => ({
  type: 'chunk' as const,
  isEntry: true,
  viteMetadata: { importedCss: new Set(css) },
});
const route = (css: string[]) => ({
  type: 'chunk' as const,
  isEntry: false,
  viteMetadata: { importedCss: new Set(css) },
});
const sheet = (fileName: string, source: string) => ({ type: 'asset' as const, fileName, source });

describe('moduleSheetsOutsideStartup', () => {
  it('accepts CSS module rules in the sheet the entry links, and libraries’ sheets elsewhere', () => {
    expect(
      moduleSheetsOutsideStartup({
        'index.js': entry(['assets/index-a.css']),
        'dashboard.js': route(['assets/charts-b.css']),
        'assets/index-a.css': sheet(
          'assets/index-a.css',
          '@layer mantine{.m_7a8f1e6d{display:flex}}._header_16grg_1{border:0}',
        ),
        'assets/charts-b.css': sheet(
          'assets/charts-b.css',
          '@layer mantine{.m_a50f3e58{height:100%}}.mantine-datatable-nowrap{white-space:nowrap}',
        ),
      }),
    ).toEqual([]);
  });

  it('names a route sheet that holds a CSS module’s rules, as text or as bytes', () => {
    expect(
      moduleSheetsOutsideStartup({
        'index.js': entry(['assets/index-a.css']),
        'orders.js': route(['assets/shared-c.css', 'assets/shell-d.css']),
        'assets/index-a.css': sheet('assets/index-a.css', '._header_16grg_1{border:0}'),
        'assets/shared-c.css': sheet('assets/shared-c.css', '._cards_1swmt_14{display:flex}'),
        'assets/shell-d.css': {
          type: 'asset' as const,
          fileName: 'assets/shell-d.css',
          source: new TextEncoder().encode('[data-rail] ._navbar_16grg_6:hover{width:260px}'),
        },
      }),
    ).toEqual(['assets/shared-c.css', 'assets/shell-d.css']);
  });
});
