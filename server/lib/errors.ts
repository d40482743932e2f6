/**
 * An error the API answers with its status and message (and field errors for 422). `data` is null in
 * the envelope unless the endpoint documents more (`errorData`, e.g. an import's failed rows).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Please sign in again') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (errors: Record<string, string[]>, message = 'Please check the highlighted fields') =>
  new HttpError(422, message, errors);
