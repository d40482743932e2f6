import { describe, expect, it } from 'vitest';
import { sniffImage } from '../uploads/image-sniff';
import { renderIcon } from './icon';

describe('renderIcon', () => {
  it('draws a PNG of the requested size in the brand colour', () => {
    const png = renderIcon(192, '#23AEC1', false);
    expect(sniffImage(png)?.mimeType).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(192);
    expect(png.readUInt32BE(20)).toBe(192);
  });

  it('differs between operators and between maskable and rounded', () => {
    expect(renderIcon(48, '#1B86FE', false).equals(renderIcon(48, '#23AEC1', false))).toBe(false);
    expect(renderIcon(48, '#1B86FE', true).equals(renderIcon(48, '#1B86FE', false))).toBe(false);
  });
});
