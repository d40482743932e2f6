import { describe, expect, it } from 'vitest';
import { listenToWorker, onWorkerMessage } from './worker-messages';

describe('service worker messages', () => {
  it('keeps what arrives before anyone listens and hands it to the first subscriber, then delivers live', () => {
    const target = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: target, configurable: true });
    listenToWorker();
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'open', path: '/orders' } }));
    const seen: unknown[] = [];
    const off = onWorkerMessage((data) => seen.push(data));
    expect(seen).toEqual([{ type: 'open', path: '/orders' }]);
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'push' } }));
    expect(seen).toEqual([{ type: 'open', path: '/orders' }, { type: 'push' }]);
    off();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
