import sharp, { type Exif } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, signIn } from './helpers';

let token: string;

beforeAll(async () => {
  token = (await signIn('admin@demo.test')).accessToken;
});

async function upload(bytes: Uint8Array | Buffer, name = 'photo.jpg', flag = 'profile') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('flag', flag);
  const response = await fetch(`${apiUrl}/api/v1/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const served = async (path: string) => {
  const response = await fetch(`${apiUrl}${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** A noisy photo-like JPEG (so it does not compress to nothing), `width` × `height`, with EXIF as given. */
async function photo(width: number, height: number, exif?: Exif, orientation?: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 104_729) % 251;
  let pipeline = sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  if (exif) pipeline = pipeline.withExif(exif);
  if (orientation) pipeline = pipeline.withMetadata({ orientation });
  return pipeline.toBuffer();
}

const GPS: Exif = {
  IFD0: { Make: 'LeakyPhone', Model: 'X1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 32/1' },
};

describe('upload pipeline', () => {
  it('strips EXIF (GPS location, camera) from a JPEG and keeps it a JPEG of the same size', async () => {
    const original = await photo(320, 200, GPS);
    // The test's own file really carries the location.
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('LeakyPhone');
    expect(original.toString('latin1')).toContain('LeakyPhone');

    const result = await upload(original);
    expect(result.status).toBe(201);
    expect(result.body.data.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const { response, bytes } = await served(result.body.data.image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([320, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('LeakyPhone');
    expect(bytes.toString('latin1')).not.toContain('Exif');
    expect(result.body.data.size).toBe(bytes.byteLength);
  });

  it('applies the EXIF orientation to the pixels before dropping it (a portrait photo stays upright)', async () => {
    // Stored 300 wide and 100 high, with "rotate 90° clockwise to display" (orientation 6).
    const sideways = await photo(300, 100, undefined, 6);
    const result = await upload(sideways);
    expect(result.status).toBe(201);
    expect([result.body.data.width, result.body.data.height]).toEqual([300, 100]);
    const meta = await sharp((await served(result.body.data.image)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([100, 300]);
    expect(meta.orientation).toBeUndefined();
  });

  it('stores a WebP thumbnail of at most 256 px beside the image, smaller than it, cached for a year', async () => {
    const result = await upload(await photo(1200, 800));
    expect(result.status).toBe(201);
    const { image, thumbnail, id } = result.body.data;
    expect(thumbnail).toBe(`/uploads/${id}-thumb.webp`);
    const full = await served(image);
    const thumb = await served(thumbnail);
    expect(thumb.response.status).toBe(200);
    expect(thumb.response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(thumb.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([256, 171]);
    expect(thumb.bytes.byteLength).toBeLessThan(full.bytes.byteLength / 4);
    for (const { response } of [full, thumb]) {
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
    }
    // Every upload gets a name of its own: the same bytes again are a new URL, never an overwritten one.
    const again = await upload(await photo(1200, 800));
    expect(again.body.data.image).not.toBe(image);
  });

  it('refuses a file over 5 MB with 413 upload.too_large {max: 5}, and accepts one just under', async () => {
    const small = await photo(64, 64);
    const six = Buffer.alloc(6 * 1024 * 1024);
    small.copy(six);
    const big = await upload(six);
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('upload.too_large');
    expect(big.body.params).toEqual({ max: 5 });
    // A real photo of 3–4.9 MB goes through (it was refused at 2 MB before).
    const large = await photo(1900, 1900);
    expect(large.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    expect(large.byteLength).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(large)).status).toBe(201);
  });

  it('refuses a renamed non-image, a polyglot, a truncated JPEG and a decompression bomb with 422 upload.*', async () => {
    const codeOf = (reply: { body: { errorCodes?: Record<string, { code: string }[]> } }) =>
      reply.body.errorCodes?.file?.[0]?.code;

    const renamed = await upload(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'invoice.jpg');
    expect(renamed.status).toBe(422);
    expect(codeOf(renamed)).toBe('upload.not_image');

    const jpeg = await photo(64, 64);
    const polyglot = await upload(Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]));
    expect(polyglot.status).toBe(422);
    expect(codeOf(polyglot)).toBe('upload.not_allowed');

    // Cut in the middle of its scan, then closed with an end marker so the structural check passes: only
    // decoding finds it broken.
    const truncated = Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from([0xff, 0xd9])]);
    const cut = await upload(truncated);
    expect(cut.status).toBe(422);
    expect(codeOf(cut)).toBe('upload.damaged');

    // A JPEG of a few kilobytes whose header claims 60,000 × 60,000 pixels: refused before decoding.
    const bomb = Buffer.from(jpeg);
    const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    bomb.writeUInt16BE(60_000, sof + 5);
    bomb.writeUInt16BE(60_000, sof + 7);
    const started = Date.now();
    const bombed = await upload(bomb);
    expect(bombed.status).toBe(422);
    expect(codeOf(bombed)).toBe('upload.sides');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
