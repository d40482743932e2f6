import { describe, expect, it } from 'vitest';
import { drainBody } from './drain';

const streamOf = (sizes: number[]) => {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = sizes[pulled++];
      if (size === undefined) controller.close();
      else controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, pulled: () => pulled };
};
const post = (body: ReadableStream<Uint8Array>) =>
  new Request('http://127.0.0.1/x', { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('drainBody', () => {
  it('reads a body within the cap to its end and says the connection can be reused', async () => {
    const { stream, pulled } = streamOf([400, 400, 400]);
    expect(await drainBody(post(stream), 2000)).toBe(true);
    expect(pulled()).toBe(4);
  });

  it('stops reading a body over the cap and says the connection must close', async () => {
    const { stream, pulled } = streamOf([800, 800, 800, 800, 800]);
    expect(await drainBody(post(stream), 1000)).toBe(false);
    expect(pulled()).toBeLessThan(5);
  });

  it('leaves a body someone else is reading alone and says the connection must close', async () => {
    const request = post(streamOf([10]).stream);
    request.body?.getReader();
    expect(await drainBody(request)).toBe(false);
  });

  it('treats a request without a body as drained', async () => {
    expect(await drainBody(new Request('http://127.0.0.1/x'))).toBe(true);
  });
});
