import type { Plugin } from 'vite';
import { dependencyPatch } from './dependency-patch';

/** React DOM's production client (the one file this plugin changes). */
export const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/**
 * The errors React DOM creates once, while its module is evaluated, and only ever compares by identity (thrown to
 * unwind a render that suspends, or a hydration that does not match). Their numbers are React's error codes.
 */
export const SENTINELS = [
  'HydrationMismatchException = Error(formatProdErrorMessage(519))',
  'SuspenseException = Error(formatProdErrorMessage(460))',
  'SuspenseyCommitException = Error(formatProdErrorMessage(474))',
  'SuspenseActionException = Error(formatProdErrorMessage(542))',
  'SelectiveHydrationException = Error(formatProdErrorMessage(461))',
] as const;

/**
 * An error made without calling `Error`: the same prototype and message, and no stack. Calling `Error` while a page
 * is observed by DevTools (Lighthouse, the bench, every test's browser) records the stack with its source positions,
 * which V8 computes by parsing again every function on it: here React DOM's whole module and the whole start chunk,
 * 60-75 ms in the start-up's one task (docs/decisions/020-react-sentinel-errors-without-a-stack.md).
 */
export const SENTINEL_ERROR_SOURCE =
  'function sentinelError(message) { return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }); }\n';

/** Returns React DOM's client with its sentinel errors made by `sentinelError`; fails when React no longer has them. */
export function replaceReactSentinelErrors(code: string, id: string): string | null {
  if (!REACT_DOM_CLIENT.test(id)) return null;
  const missing = SENTINELS.filter((sentinel) => code.split(sentinel).length !== 2);
  if (missing.length > 0)
    throw new Error(
      `${id}: React DOM's sentinel errors have changed (${missing.join('; ')}); check scripts/build/react-sentinel-errors.ts (docs/decisions/020-react-sentinel-errors-without-a-stack.md) against it`,
    );
  let replaced = code;
  for (const sentinel of SENTINELS)
    replaced = replaced.replace(sentinel, sentinel.replace('= Error(', '= sentinelError('));
  // After the code: its "use strict" stays the first statement, and a function declaration is hoisted.
  return `${replaced}\n${SENTINEL_ERROR_SOURCE}`;
}

/** A build plugin: React DOM's start-up creates no `Error` (no stack recorded while the start chunk is evaluated). */
export function reactSentinelErrors(): Plugin {
  return dependencyPatch('react-sentinel-errors', replaceReactSentinelErrors);
}
