import { profileEndpoints } from '@/shared/api/endpoints/profile';
import type { MessageCode } from '@/shared/messages';
import type { MessageParams } from '@/shared/message-format';
import { UPLOAD_FLAGS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, type UploadData } from '@/shared/schemas/profile';
import { ApiError, api } from './api-client';
import { i18n } from './i18n';

export type UploadFlag = (typeof UPLOAD_FLAGS)[number];

const EXTENSIONS = /\.(png|jpe?g|webp|gif)$/i;

/**
 * Why the console will not send `file`, as the server would say it (decision 007 codes), or null: a type other
 * than PNG, JPEG, WebP or GIF (a file the browser gives no type is judged by its name), or more than 5 MB.
 * The server checks again, by content; this only spares the user a useless wait.
 */
export function uploadProblem(file: File): { code: MessageCode; params: MessageParams } | null {
  const typed = file.type !== '';
  if (typed ? !(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) : !EXTENSIONS.test(file.name)) {
    return { code: 'upload.not_image', params: {} };
  }
  if (file.size === 0) return { code: 'upload.damaged', params: {} };
  if (file.size > UPLOAD_MAX_BYTES) return { code: 'upload.too_large', params: { max: UPLOAD_MAX_BYTES / 1024 ** 2 } };
  return null;
}

/**
 * The console's one way to upload an image (POST /uploads, multipart `file` + `flag`): profile pictures,
 * sub-admins' pictures, payout proof. A file refused before sending throws the same ApiError as the server's
 * 422 would (status 422, field `file`, the code's words in the reader's language), so every caller shows it
 * the way it already shows the server's. Resolves to `data`: `image` (the URL to save) and `thumbnail`.
 */
export async function uploadImage(file: File, flag: UploadFlag): Promise<UploadData> {
  const problem = uploadProblem(file);
  if (problem) {
    const { messageText, loadServerWords } = await import('./server-messages');
    await loadServerWords(i18n).catch(() => undefined);
    const text = messageText(i18n, problem);
    throw new ApiError(422, text, { file: [text] }, undefined, problem.code, problem.params);
  }
  const form = new FormData();
  form.set('file', file);
  form.set('flag', flag);
  return api(profileEndpoints.upload, { form });
}
