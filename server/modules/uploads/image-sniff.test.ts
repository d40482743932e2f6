import { describe, expect, it } from 'vitest';
import { looksLikePolyglot, sniffImage } from './image-sniff';

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
