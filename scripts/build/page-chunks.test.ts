import { describe, expect, it } from 'vitest';
import { type BuiltChunk, pageLoadProblems, planPageChunks, type ShellRoutes } from './page-chunks';

const ROUTES: ShellRoutes = {
  shell: (id) => id === 'routes/_shell.tsx?tsr-split=component',
  underShell: (id) => id.startsWith('routes/_shell/'),
};

const chunk = (fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [`m/${fileName.replace('.js', '')}`],
  imports: [],
  dynamicImports: [],
  ...fields,
});
const entry = (fileName: string, facade: string, fields: Partial<BuiltChunk> = {}) =>
  chunk(fileName, { isDynamicEntry: true, facadeModuleId: facade, ...fields });

/**
 * The start-up chunk imports four routes lazily: the shell, two pages under it, and the sign-in page. The bookings
 * page loads a dialog lazily, which loads a picker lazily, which can load the dialog. Shared chunks: a (shell, bookings), g (shell, dashboard), b (shell, sign-in),
 * c (bookings, dashboard), d (dashboard, sign-in), e (dialog, dashboard).
 */
const FIRST_PASS: BuiltChunk[] = [
  chunk('index.js', {
    isEntry: true,
    dynamicImports: ['shell.js', 'orders.js', 'dash.js', 'login.js'],
    moduleIds: ['m/main', 'm/router'],
  }),
  entry('shell.js', 'routes/_shell.tsx?tsr-split=component', { imports: ['a.js', 'b.js', 'g.js'] }),
  entry('orders.js', 'routes/_shell/orders.index.tsx?tsr-split=component', {
    imports: ['a.js', 'c.js'],
    dynamicImports: ['dialog.js'],
  }),
  entry('dash.js', 'routes/_shell/dashboard.index.tsx?tsr-split=component', {
    imports: ['c.js', 'd.js', 'e.js', 'g.js'],
  }),
  entry('login.js', 'routes/auth/login.tsx?tsr-split=component', { imports: ['b.js', 'd.js'] }),
  entry('dialog.js', 'features/orders/dialog.tsx', { imports: ['e.js'], dynamicImports: ['picker.js'] }),
  // Lazy code importing each other lazily (a dialog's picker that can open the dialog again).
  entry('picker.js', 'features/orders/picker.tsx', { dynamicImports: ['dialog.js'] }),
  chunk('a.js'),
  chunk('b.js'),
  chunk('c.js'),
  chunk('d.js'),
  chunk('e.js'),
  chunk('g.js'),
];

describe('page chunks', () => {
  it('puts the shared chunks the shell loads, and only signed-in code shares, into one shell chunk', () => {
    const { groups } = planPageChunks(FIRST_PASS, ROUTES);
    expect(groups['m/a']).toBe('shell');
    expect(groups['m/g']).toBe('shell');
  });

  it('keeps apart what a page outside the shell shares, and what sets of pages share without the shell', () => {
    const { groups } = planPageChunks(FIRST_PASS, ROUTES);
    expect(groups['m/b']).toMatch(/^shell-shared-/);
    for (const id of ['m/c', 'm/d', 'm/e']) expect(groups[id]).toMatch(/^shared-/);
    expect(new Set([groups['m/c'], groups['m/d'], groups['m/e']]).size).toBe(3);
  });

  it('leaves the entries and the start-up code in their own chunks', () => {
    const { groups } = planPageChunks(FIRST_PASS, ROUTES);
    for (const id of ['m/main', 'm/router', 'm/shell', 'm/orders', 'm/dash', 'm/login', 'm/dialog', 'm/picker'])
      expect(groups[id]).toBeUndefined();
  });

  it('counts lazy code that only signed-in pages import as loading the shell', () => {
    const { loads } = planPageChunks(FIRST_PASS, ROUTES);
    expect(loads['features/orders/dialog.tsx']).toEqual(['m/a', 'm/b', 'm/dialog', 'm/e', 'm/g', 'm/shell']);
    expect(loads['features/orders/picker.tsx']).toEqual(['m/a', 'm/b', 'm/g', 'm/picker', 'm/shell']);
    expect(loads['routes/auth/login.tsx?tsr-split=component']).toEqual(['m/b', 'm/d', 'm/login']);
  });

  it('accepts a second pass that merged the shell chunks: every page loads the same modules', () => {
    const plan = planPageChunks(FIRST_PASS, ROUTES);
    const merged: BuiltChunk[] = [
      ...FIRST_PASS.filter((c) => c.fileName !== 'a.js' && c.fileName !== 'g.js').map((c) => ({
        ...c,
        imports: [...new Set(c.imports.map((file) => (file === 'a.js' || file === 'g.js' ? 'shell-1.js' : file)))],
      })),
      chunk('shell-1.js', { moduleIds: ['m/a', 'm/g'] }),
    ];
    expect(pageLoadProblems(plan, merged, ROUTES)).toEqual([]);
  });

  it('reports a second pass that makes a page load a module it did not', () => {
    const plan = planPageChunks(FIRST_PASS, ROUTES);
    // c (bookings and dashboard) wrongly in a chunk the shell loads: the shell and the lazy code inside it load it now.
    const wrong = FIRST_PASS.filter((c) => c.fileName !== 'c.js').map((c) =>
      c.fileName === 'a.js'
        ? { ...c, moduleIds: ['m/a', 'm/c'] }
        : { ...c, imports: c.imports.filter((f) => f !== 'c.js') },
    );
    expect(pageLoadProblems(plan, wrong, ROUTES)).toEqual([
      'features/orders/dialog.tsx: 1 modules more (m/c), 0 fewer ()',
      'features/orders/picker.tsx: 1 modules more (m/c), 0 fewer ()',
      'routes/_shell.tsx?tsr-split=component: 1 modules more (m/c), 0 fewer ()',
    ]);
  });
});
