import type { Context } from 'hono';
import { badRequest, httpError } from './errors';

export type MultipartForm = Record<string, string | File | (string | File)[]>;

/** The fields of a multipart/form-data request: 415 for another media type, 400 for a body that cannot be read. */
export async function readMultipartForm(c: Context): Promise<MultipartForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw httpError(415, 'request.multipart_required');
  }
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest('request.unreadable_upload');
  }
}
