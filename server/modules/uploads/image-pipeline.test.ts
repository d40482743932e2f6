import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRefused, processImage, THUMBNAIL_SIDE } from './image-pipeline';
import { sniffImage } from './image-sniff';

const create = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } });

async function run(bytes: Buffer) {
  const kind = sniffImage(bytes);
  if (!kind) throw new Error('not sniffed');
  return processImage(bytes, kind);
}

describe('processImage', () => {
  it('encodes PNG, WebP and GIF again in their own format, with a WebP thumbnail of at most 256 px', async () => {
    for (const [format, bytes] of [
      [
        'png',
        await create(600, 300)
          .png()
          .withExif({ IFD0: { Artist: 'Secret Name' } })
          .toBuffer(),
      ],
      [
        'webp',
        await create(600, 300)
          .webp()
          .withExif({ IFD0: { Artist: 'Secret Name' } })
          .toBuffer(),
      ],
      ['gif', await create(600, 300).gif().toBuffer()],
    ] as const) {
      const out = await run(bytes);
      const image = await sharp(out.image).metadata();
      expect(image.format, format).toBe(format);
      expect(image.exif, format).toBeUndefined();
      expect(Buffer.from(out.image).toString('latin1')).not.toContain('Secret Name');
      const thumb = await sharp(out.thumbnail).metadata();
      expect([thumb.format, thumb.width, thumb.height], format).toEqual(['webp', THUMBNAIL_SIDE, 128]);
    }
  });

  it('keeps every frame of an animated GIF and never enlarges a small image for its thumbnail', async () => {
    const frames = await sharp(
      [await create(40, 20).png().toBuffer(), await create(40, 20).negate().png().toBuffer()],
      { join: { animated: true } },
    )
      .gif()
      .toBuffer();
    const out = await run(frames);
    expect((await sharp(out.image, { animated: true }).metadata()).pages).toBe(2);
    expect([out.width, out.height]).toEqual([40, 20]);
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([40, 20]);
  });

  it('refuses what cannot be decoded as the type it sniffed as (upload.damaged)', async () => {
    const png = await create(50, 50).png().toBuffer();
    const broken = Buffer.from(png);
    broken.fill(0x41, 40, 60); // inside the compressed data
    const error = await run(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRefused);
    expect((error as ImageRefused).problem.code).toBe('upload.damaged');
  });
});
