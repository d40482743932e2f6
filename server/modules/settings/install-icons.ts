import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../uploads/image-pipeline';

/** The install icons of the manifest: any-purpose 192 and 512 px, and a maskable 512 px. */
export const INSTALL_ICON_SIZES = [192, 512] as const;

/** The share of a maskable icon the image fills: inside the platform's safe zone (a circle of 80 % of the side). */
const MASKABLE_FILL = 0.56;

export type InstallIcons = { 192: Uint8Array; 512: Uint8Array; maskable: Uint8Array };

/**
 * An operator's install icons from its uploaded image (already decoded and encoded again by the upload pipeline):
 * square PNGs, the image fitted inside on a transparent square, and for `maskable` centred on the brand colour.
 */
export async function makeInstallIcons(image: Uint8Array, background: string): Promise<InstallIcons> {
  const input = () => sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false });
  const square = (size: number) =>
    input()
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  const inner = Math.round(512 * MASKABLE_FILL);
  const centred = await input()
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const maskable = await sharp({ create: { width: 512, height: 512, channels: 4, background } })
    .composite([{ input: centred, gravity: 'centre' }])
    .png()
    .toBuffer();
  const [small, large] = await Promise.all([square(192), square(512)]);
  return { 192: new Uint8Array(small), 512: new Uint8Array(large), maskable: new Uint8Array(maskable) };
}
