import sharp, { type Metadata, type Sharp } from 'sharp';
import { type CodedMessage, coded } from '../../../src/shared/messages';
import { type ImageKind, MAX_IMAGE_SIDE } from './image-sniff';

/** The longer side of a thumbnail, in pixels. */
export const THUMBNAIL_SIDE = 256;

/**
 * The most pixels sharp decodes: every image whose sides pass the check (1 to MAX_IMAGE_SIDE) fits, and a
 * decompression bomb (a few kilobytes claiming more) is refused from its header, before any pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

export type ProcessedImage = {
  /** The image decoded and encoded again in its own format: no EXIF (GPS), XMP, IPTC or comments survive. */
  image: Uint8Array;
  /** At most THUMBNAIL_SIDE on the longer side, WebP, first frame of an animation. */
  thumbnail: Uint8Array;
  width: number;
  height: number;
};

export class ImageRefused extends Error {
  constructor(readonly problem: CodedMessage) {
    super(problem.code);
  }
}

const input = (bytes: Uint8Array, animated: boolean) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', animated, sequentialRead: true });

/**
 * Decodes an image whose type was sniffed, and encodes it again without its metadata (the orientation is applied
 * to the pixels first, so a portrait photo stays upright), plus a WebP thumbnail. Refuses with ImageRefused
 * (upload.sides for sides over the limit, upload.damaged for anything libvips cannot decode to the end:
 * truncated files, polyglots built on a broken image, a header that is not the type it sniffed as).
 */
export async function processImage(bytes: Uint8Array, kind: ImageKind): Promise<ProcessedImage> {
  const animated = kind.ext === 'gif' || kind.ext === 'webp';
  let meta: Metadata;
  try {
    meta = await input(bytes, animated).metadata();
  } catch (error) {
    throw refusal(error);
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new ImageRefused(coded('upload.sides', { max: MAX_IMAGE_SIDE }));
  }
  if (meta.format !== FORMATS[kind.ext]) throw new ImageRefused(coded('upload.damaged'));
  try {
    const image = await encode(input(bytes, animated).rotate(), kind);
    const thumbnail = await input(bytes, false)
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { image: new Uint8Array(image), thumbnail: new Uint8Array(thumbnail), width, height };
  } catch (error) {
    throw refusal(error);
  }
}

const FORMATS: Record<string, string> = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp' };

function encode(pipeline: Sharp, kind: ImageKind): Promise<Buffer> {
  // sharp writes no metadata unless asked (withMetadata/keepExif): the new file carries pixels only.
  switch (kind.ext) {
    case 'jpg':
      return pipeline.jpeg({ quality: 85 }).toBuffer();
    case 'png':
      return pipeline.png().toBuffer();
    case 'gif':
      return pipeline.gif().toBuffer();
    default:
      return pipeline.webp({ quality: 85 }).toBuffer();
  }
}

function refusal(error: unknown): ImageRefused {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new ImageRefused(coded('upload.sides', { max: MAX_IMAGE_SIDE }));
  return new ImageRefused(coded('upload.damaged'));
}
