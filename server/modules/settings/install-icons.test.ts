import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeInstallIcons } from './install-icons';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 250, g: 20, b: 20, alpha: 1 } } })
    .png()
    .toBuffer();

const pixel = async (png: Uint8Array, x: number, y: number) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [data[i], data[i + 1], data[i + 2], data[i + 3]];
};

describe('makeInstallIcons', () => {
  it('makes square 192 and 512 px PNGs of any image, fitted inside on transparency', async () => {
    const icons = await makeInstallIcons(new Uint8Array(await image(300, 100)), '#0B7285');
    for (const [png, size] of [
      [icons[192], 192],
      [icons[512], 512],
      [icons.maskable, 512],
    ] as const) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    // A wide image leaves the top transparent and fills the middle.
    expect((await pixel(icons[512], 256, 5))[3]).toBe(0);
    expect(await pixel(icons[512], 256, 256)).toEqual([250, 20, 20, 255]);
  });

  it('centres the maskable icon inside the safe zone on the brand colour', async () => {
    const icons = await makeInstallIcons(new Uint8Array(await image(200, 200)), '#0B7285');
    expect(await pixel(icons.maskable, 10, 10)).toEqual([0x0b, 0x72, 0x85, 255]);
    expect(await pixel(icons.maskable, 256, 256)).toEqual([250, 20, 20, 255]);
    // 56 % of the side: the image ends well inside the 80 % safe circle.
    expect(await pixel(icons.maskable, 256, 256 - 150)).toEqual([0x0b, 0x72, 0x85, 255]);
  });
});
