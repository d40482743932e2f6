/** Image types accepted by upload, recognised by their first bytes (never by name or declared type). */
export type ImageKind = { mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; ext: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { mimeType: 'image/gif', ext: 'gif' };
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mimeType: 'image/webp', ext: 'webp' };
  }
  return null;
}

/**
 * Polyglots: a valid image header followed by markup or script a browser might run if the file were
 * ever served as HTML. Refused outright (they are also served with nosniff and a sandbox CSP).
 */
export function looksLikePolyglot(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return /<(script|html|body|svg|iframe|object|embed|\?php)\b|javascript:/i.test(text);
}
