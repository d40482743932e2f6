import { createHash, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { UPLOAD_FLAGS, UPLOAD_MAX_BYTES } from '../../../src/shared/schemas/profile';
import type { AppEnv, Deps } from '../../context';
import { media } from '../../db/schema';
import { fieldError, httpError, unprocessable } from '../../lib/errors';
import { reply, route } from '../../lib/route';
import { readMultipartForm } from '../../lib/multipart';
import { ImageRefused, processImage } from './image-pipeline';
import { imageProblem, looksLikePolyglot, sniffImage } from './image-sniff';

/** Where versions before the shared blob store wrote uploads: read (and copied into the store) as a fallback. */
export const legacyUploadsDir = (dataDir: string) => resolve(dataDir, 'uploads');

/** A thumbnail's name: its image's id, this suffix, `.webp`. */
export const THUMBNAIL_SUFFIX = '-thumb';

export function uploadRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'upload', async ({ c, caller }) => {
    const form = await readMultipartForm(c);
    const file = form.file;
    const flag = typeof form.flag === 'string' ? form.flag : 'profile';
    if (!(file instanceof File)) throw unprocessable({ file: fieldError('upload.file_required') });
    if (!(UPLOAD_FLAGS as readonly string[]).includes(flag)) {
      throw unprocessable({ flag: fieldError('validations.one_of', { options: UPLOAD_FLAGS.join(', ') }) });
    }
    if (file.size > UPLOAD_MAX_BYTES)
      throw httpError(413, 'upload.too_large', { max: UPLOAD_MAX_BYTES / (1024 * 1024) });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) throw unprocessable({ file: fieldError('upload.not_image') });
    if (looksLikePolyglot(bytes)) throw unprocessable({ file: fieldError('upload.not_allowed') });
    const problem = imageProblem(bytes, kind);
    if (problem) throw unprocessable({ file: [problem] });

    // Decoded and encoded again: what is stored is pixels only (no EXIF location, no hidden payload).
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      processed = await processImage(bytes, kind);
    } catch (error) {
      if (error instanceof ImageRefused) throw unprocessable({ file: [error.problem] });
      throw error;
    }

    const id = randomUUID();
    const name = `${id}.${kind.ext}`;
    const thumbnailName = `${id}${THUMBNAIL_SUFFIX}.webp`;
    // The bytes in the shared store (every instance serves them), in the request's transaction with the row.
    await deps.blobs.put(name, processed.image, kind.mimeType);
    await deps.blobs.put(thumbnailName, processed.thumbnail, 'image/webp');
    await deps.database.db.insert(media).values({
      id,
      operatorId: caller.operatorId,
      ownerAdminId: caller.adminId,
      flag,
      mimeType: kind.mimeType,
      size: processed.image.byteLength,
      sha256: createHash('sha256').update(processed.image).digest('hex'),
      storagePath: name,
    });
    return reply(
      {
        image: `/uploads/${name}`,
        thumbnail: `/uploads/${thumbnailName}`,
        id,
        mimeType: kind.mimeType,
        size: processed.image.byteLength,
        width: processed.width,
        height: processed.height,
      },
      'upload.uploaded',
      201,
    );
  });
}

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/**
 * Serves uploaded images and their thumbnails from the shared blob store, on any instance: only names we
 * generated (a new id per upload, so a name's bytes never change), with their sniffed type, never rendered as a page, cached for a year (a name's bytes never change).
 */
export function serveUploads(app: Hono<AppEnv>, deps: Deps) {
  app.get('/uploads/:name{[0-9a-f-]{36}(-thumb)?\\.(png|jpg|gif|webp)}', async (c) => {
    const name = c.req.param('name');
    const ext = name.split('.').pop() ?? '';
    const blob = await deps.blobs.get(name);
    if (!blob) return c.text('Not found', 404);
    return c.body(blob.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
    });
  });
}
