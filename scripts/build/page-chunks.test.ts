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

  describe('small shared chunks', () => {
    const SMALL = { smallChunkBytes: 1000, maxExtraBytes: 500 };
    const sized = (sizes: Record<string, number>, chunks = FIRST_PASS) =>
      chunks.map((c) => ({ ...c, size: sizes[c.fileName] ?? 10_000 }));
    const shellPages = [
      'features/orders/dialog.tsx',
      'features/orders/picker.tsx',
      'routes/_shell.tsx?tsr-split=component',
    ];

    it('go into the chunk of the closest larger set of pages that loads them, which the others then load too', () => {
      const plan = planPageChunks(sized({ 'c.js': 100 }), ROUTES, SMALL);
      // c (bookings, dashboard) joins the shell's chunk (every signed-in page), not b's (those and the sign-in page).
      expect(plan.groups['m/c']).toBe('shell');
      expect(plan.loads['routes/auth/login.tsx?tsr-split=component']).toEqual(['m/b', 'm/d', 'm/login']);
      for (const page of shellPages) expect(plan.loads[page]).toContain('m/c');
      expect(plan.extraBytes).toEqual(Object.fromEntries(shellPages.map((page) => [page, 100])));
    });

    it('only join a larger set of pages that already loads everything they import', () => {
      // c imports p, which bookings, the dashboard and the sign-in page load, but not the shell: merged, the shell
      // would load p's 50 KB too (the phone-number library behind a small helper).
      // Three more pages outside the shell load p, so the shell's chunk is the closest larger set by count.
      const authPages = ['register', 'forgot', 'reset'];
      const withImport = [
        ...FIRST_PASS.map((c) => {
          if (c.fileName === 'c.js' || c.fileName === 'login.js') return { ...c, imports: [...c.imports, 'p.js'] };
          if (c.isEntry)
            return { ...c, dynamicImports: [...c.dynamicImports, ...authPages.map((name) => `${name}.js`)] };
          return c;
        }),
        ...authPages.map((name) => entry(`${name}.js`, `routes/auth/${name}.tsx`, { imports: ['p.js'] })),
        chunk('p.js'),
      ];
      const plan = planPageChunks(sized({ 'c.js': 100, 'p.js': 50_000 }, withImport), ROUTES, SMALL);
      expect(plan.groups['m/c']).not.toBe('shell');
      for (const page of shellPages) expect(plan.loads[page]).not.toContain('m/p');
      // p's own chunk (bookings, the dashboard, the auth pages) is the closest larger set that loads all it needs.
      expect(plan.groups['m/c']).toBe(plan.groups['m/p']);
      expect(Object.keys(plan.extraBytes).sort()).toEqual([
        'routes/auth/forgot.tsx',
        'routes/auth/login.tsx?tsr-split=component',
        'routes/auth/register.tsx',
        'routes/auth/reset.tsx',
      ]);
    });

    it('stay apart when they hold CSS, or when a page would load more unused code than allowed', () => {
      const withCss = FIRST_PASS.map((c) =>
        c.fileName === 'c.js' ? { ...c, moduleIds: ['m/c', 'm/c.module.css'] } : c,
      );
      expect(planPageChunks(sized({ 'c.js': 100 }, withCss), ROUTES, SMALL).groups['m/c']).toMatch(/^shared-/);
      // c and e (each 300 bytes) both fit the shell's chunk; the second would take the shell past 500 bytes.
      const plan = planPageChunks(sized({ 'c.js': 300, 'e.js': 300 }), ROUTES, SMALL);
      expect([plan.groups['m/c'], plan.groups['m/e']].filter((name) => name === 'shell')).toHaveLength(1);
      for (const bytes of Object.values(plan.extraBytes)) expect(bytes).toBeLessThanOrEqual(500);
    });

    it('are not merged unless asked for', () => {
      expect(planPageChunks(sized({ 'c.js': 100 }), ROUTES).groups['m/c']).toMatch(/^shared-/);
    });

    it('the build accepts a second pass that merged them as planned, and only with that plan', () => {
      const toShell = new Set(['a.js', 'g.js', 'c.js']);
      const second: BuiltChunk[] = [
        ...FIRST_PASS.filter((c) => !toShell.has(c.fileName)).map((c) => ({
          ...c,
          imports: [...new Set(c.imports.map((file) => (toShell.has(file) ? 'shell-1.js' : file)))],
        })),
        chunk('shell-1.js', { moduleIds: ['m/a', 'm/g', 'm/c'] }),
      ];
      expect(pageLoadProblems(planPageChunks(sized({ 'c.js': 100 }), ROUTES, SMALL), second, ROUTES)).toEqual([]);
      expect(pageLoadProblems(planPageChunks(sized({ 'c.js': 100 }), ROUTES), second, ROUTES)).toHaveLength(3);
    });
  });
});
