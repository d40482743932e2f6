import { type CodedMessage, coded } from '../../../src/shared/messages';
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

/** Wider or taller than this is no photo we need, and a GIF "width" of `/*` (10,799) opens a JS comment. */
export const MAX_IMAGE_SIDE = 10_000;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** GIF data sub-blocks from `offset`: the offset after the terminating empty block, or null past the end. */
function skipSubBlocks(bytes: Uint8Array, offset: number): number | null {
  let at = offset;
  while (at < bytes.length) {
    const size = bytes[at] as number;
    if (size === 0) return at + 1;
    at += size + 1;
  }
  return null;
}

/** Where a PNG, GIF, JPEG or WebP's own data ends (after its end marker), or null when it never does. */
function imageEnd(bytes: Uint8Array, kind: ImageKind): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (kind.ext) {
    case 'png': {
      let at = 8;
      while (at + 12 <= bytes.length) {
        const next = at + 12 + view.getUint32(at);
        if (next > bytes.length) return null;
        if (ascii(bytes, at + 4, 4) === 'IEND') return next;
        at = next;
      }
      return null;
    }
    case 'gif': {
      if (bytes.length < 13) return null;
      const table = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
      let at = 13 + table(bytes[10] as number);
      while (at < bytes.length) {
        const block = bytes[at];
        if (block === 0x3b) return at + 1;
        if (block === 0x21) {
          const end = skipSubBlocks(bytes, at + 2);
          if (end === null) return null;
          at = end;
        } else if (block === 0x2c) {
          if (at + 10 > bytes.length) return null;
          const end = skipSubBlocks(bytes, at + 10 + table(bytes[at + 9] as number) + 1);
          if (end === null) return null;
          at = end;
        } else {
          return null;
        }
      }
      return null;
    }
    case 'jpg': {
      for (let at = bytes.length - 2; at >= 2; at--) {
        if (bytes[at] === 0xff && bytes[at + 1] === 0xd9) return at + 2;
      }
      return null;
    }
    case 'webp': {
      const end = 8 + view.getUint32(4, true);
      return bytes.length >= 12 && end <= bytes.length ? end : null;
    }
    default:
      return null;
  }
}

function dimensions(bytes: Uint8Array, kind: ImageKind): [number, number] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind.ext === 'png' && bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR') {
    return [view.getUint32(16), view.getUint32(20)];
  }
  if (kind.ext === 'gif' && bytes.length >= 10) return [view.getUint16(6, true), view.getUint16(8, true)];
  return null;
}

/**
 * Why a sniffed image is refused, or null: a broken structure, bytes after the image's end (where
 * polyglots hide their script: `GIF89a/*…;*\/=alert(1)`), or a side over MAX_IMAGE_SIDE.
 */
export function imageProblem(bytes: Uint8Array, kind: ImageKind): CodedMessage | null {
  const end = imageEnd(bytes, kind);
  if (end === null) return coded('upload.damaged');
  if (bytes.subarray(end).some((b) => b !== 0)) return coded('upload.extra_data');
  const size = dimensions(bytes, kind);
  if (size && (size[0] < 1 || size[1] < 1 || size[0] > MAX_IMAGE_SIDE || size[1] > MAX_IMAGE_SIDE)) {
    return coded('upload.sides', { max: MAX_IMAGE_SIDE });
  }
  return null;
}
