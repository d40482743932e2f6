import { describe, expect, it } from 'vitest';
import { imageProblem, looksLikePolyglot, sniffImage } from './image-sniff';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by content', () => {
    expect(sniffImage(png)?.mimeType).toBe('image/png');
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.mimeType).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('GIF89a....'))?.mimeType).toBe('image/gif');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.mimeType).toBe('image/webp');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('looksLikePolyglot', () => {
  it('spots markup or script hidden after an image header', () => {
    const evil = new Uint8Array([...png, ...new TextEncoder().encode('<script>alert(1)</script>')]);
    expect(looksLikePolyglot(evil)).toBe(true);
    expect(looksLikePolyglot(png)).toBe(false);
  });
});

describe('imageProblem', () => {
  const realPng = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  const gif = (width: number[], trailer: number[] = []) =>
    Uint8Array.from([
      ...new TextEncoder().encode('GIF89a'),
      ...width,
      0x01,
      0x00,
      0x00,
      0x00,
      0x00,
      ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b],
      ...trailer,
    ]);
  const problemOf = (bytes: Uint8Array) => {
    const kind = sniffImage(bytes);
    if (!kind) throw new Error('not an image');
    return imageProblem(bytes, kind);
  };

  it('accepts whole PNG and GIF images, zero padding after the end included', () => {
    expect(problemOf(realPng)).toBeNull();
    expect(problemOf(gif([0x01, 0x00]))).toBeNull();
    expect(problemOf(Uint8Array.from([...realPng, 0, 0, 0]))).toBeNull();
  });

  it('refuses bytes after the end of the image, where polyglots keep their script', () => {
    const js = [...new TextEncoder().encode('*/=alert(1)//')];
    expect(problemOf(Uint8Array.from([...realPng, ...js]))).toMatchObject({ code: 'upload.extra_data' });
    expect(problemOf(gif([0x01, 0x00], js))).toMatchObject({ code: 'upload.extra_data' });
  });

  it('refuses a GIF whose width opens a JavaScript comment (/* = 10,799 pixels)', () => {
    expect(problemOf(gif([0x2f, 0x2a]))).toMatchObject({ code: 'upload.sides' });
  });

  it('refuses truncated images', () => {
    expect(problemOf(realPng.subarray(0, 40))).toMatchObject({ code: 'upload.damaged' });
    expect(problemOf(gif([0x01, 0x00]).subarray(0, 20))).toMatchObject({ code: 'upload.damaged' });
    expect(problemOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toMatchObject({ code: 'upload.damaged' });
  });
});
