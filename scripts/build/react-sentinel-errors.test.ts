// @vitest-environment jsdom
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createElement, lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REACT_DOM_CLIENT, replaceReactSentinelErrors, SENTINELS } from './react-sentinel-errors';

const require = createRequire(import.meta.url);
const installed = join(require.resolve('react-dom'), '..', 'cjs', 'react-dom-client.production.js');
const original = readFileSync(installed, 'utf8');

/** Evaluates a version of React DOM's client beside the installed one (so its own requires resolve), counting `Error` calls. */
const written: string[] = [];
function evaluate(code: string, name: string): { client: typeof import('react-dom/client'); errorCalls: number } {
  const file = join(installed, '..', `.${name}-${process.pid}.js`);
  writeFileSync(file, code);
  written.push(file);
  const realError = globalThis.Error;
  let errorCalls = 0;
  globalThis.Error = new Proxy(realError, {
    apply: (target, self, args) => {
      errorCalls += 1;
      return Reflect.apply(target, self, args);
    },
    construct: (target, args, newTarget) => {
      errorCalls += 1;
      return Reflect.construct(target, args, newTarget);
    },
  });
  try {
    return { client: require(file), errorCalls };
  } finally {
    globalThis.Error = realError;
  }
}

afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

describe("the build's stackless sentinel errors in React DOM", () => {
  it("changes the installed React DOM's five sentinels (this fails when an upgrade changes them: check the plugin then)", () => {
    expect(REACT_DOM_CLIENT.test(installed)).toBe(true);
    const replaced = replaceReactSentinelErrors(original, installed) ?? '';
    for (const sentinel of SENTINELS) {
      expect(replaced).not.toContain(sentinel);
      expect(replaced).toContain(sentinel.replace('= Error(', '= sentinelError('));
    }
    expect(replaced.startsWith(original.slice(0, original.indexOf('"use strict";') + 13))).toBe(true);
  });

  it('leaves every other module alone', () => {
    const other = installed.replace('react-dom-client.production.js', 'react-dom.production.js');
    expect(replaceReactSentinelErrors(readFileSync(other, 'utf8'), other)).toBeNull();
  });

  it('refuses a React DOM whose sentinels changed, instead of changing it blindly', () => {
    const changed = original.replace('SuspenseException = Error(formatProdErrorMessage(460))', 'SuspenseException = x');
    expect(() => replaceReactSentinelErrors(changed, installed)).toThrow(/sentinel errors have changed.*460/);
  });

  it('calls Error five times while the original module is evaluated, and never once after the change', () => {
    expect(evaluate(original, 'original').errorCalls).toBe(5);
    expect(evaluate(replaceReactSentinelErrors(original, installed) ?? '', 'replaced').errorCalls).toBe(0);
  });

  it('still suspends and resumes a render with the changed module (React tells its sentinel apart by identity)', async () => {
    const { client } = evaluate(replaceReactSentinelErrors(original, installed) ?? '', 'render');
    let load: (module: { default: () => string }) => void = () => undefined;
    const Screen = lazy(() => new Promise<{ default: () => string }>((resolve) => (load = resolve)));
    const container = document.createElement('div');
    const reported = vi.fn();
    const root = client.createRoot(container, { onUncaughtError: reported, onCaughtError: reported });
    root.render(createElement(Suspense, { fallback: 'loading' }, createElement(Screen)));
    await vi.waitFor(() => expect(container.textContent).toBe('loading'));
    load({ default: () => 'the screen' });
    await vi.waitFor(() => expect(container.textContent).toBe('the screen'));
    expect(reported).not.toHaveBeenCalled();
    root.unmount();
  });
});
