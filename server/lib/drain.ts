/** Bodies up to this size are read to the end before a refusal; larger ones are cut off. */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Reads and discards a request body nobody will use, so that a client still sending it gets to read the
 * refusal instead of failing with EPIPE when the connection closes under it. Resolves `true` when the body
 * was read to its end (the connection can be reused), `false` when it is larger than `maxBytes`, slower than
 * the timeout, or already being read by someone else (then the caller should close the connection).
 */
export async function drainBody(request: Request, maxBytes = DRAIN_MAX_BYTES): Promise<boolean> {
  const body = request.body;
  if (!body) return true;
  if (body.locked) return false;
  const reader = body.getReader();
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), DRAIN_TIMEOUT_MS);
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return false;
      }
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
