import {
  type CodedMessage,
  coded,
  type FieldMessages,
  type MessageCode,
  type MessageParams,
} from '../../src/shared/messages';

export type Status = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * An error the API answers with its status, a message code with parameters and its English text, and field
 * errors for 422 (each a code, parameters and English text; the envelope carries `errors` as the English
 * texts and `errorCodes` as the codes). `data` is null in the envelope unless the endpoint documents more
 * (`errorData`, e.g. an import's failed rows).
 */
export class HttpError extends Error {
  readonly code: string;
  readonly params: MessageParams;

  constructor(
    readonly status: Status,
    message: CodedMessage,
    readonly fields?: FieldMessages,
    readonly headers?: Record<string, string>,
    readonly data: unknown = null,
  ) {
    super(message.message);
    this.name = 'HttpError';
    this.code = message.code;
    this.params = message.params;
  }

  /** Field errors as English texts (`errors`, the shape the spec and older clients read). */
  get errors(): Record<string, string[]> | undefined {
    if (!this.fields) return undefined;
    return Object.fromEntries(Object.entries(this.fields).map(([key, list]) => [key, list.map((m) => m.message)]));
  }

  /** Field errors as codes (`errorCodes`: what the console words in the reader's language). */
  get errorCodes(): Record<string, { code: string; params: MessageParams }[]> | undefined {
    if (!this.fields) return undefined;
    return Object.fromEntries(
      Object.entries(this.fields).map(([key, list]) => [key, list.map(({ code, params }) => ({ code, params }))]),
    );
  }
}

/** The error envelope of an HttpError (also what an Idempotency-Key replays). */
export function errorEnvelope(error: HttpError) {
  return {
    status: false,
    message: error.message,
    code: error.code,
    params: error.params,
    data: error.data,
    ...(error.fields ? { errors: error.errors, errorCodes: error.errorCodes } : {}),
  };
}

export const httpError = (
  status: Status,
  code: MessageCode,
  params: MessageParams = {},
  headers?: Record<string, string>,
) => new HttpError(status, coded(code, params), undefined, headers);
export const badRequest = (code: MessageCode, params?: MessageParams) => httpError(400, code, params);
export const unauthorized = (code: MessageCode = 'auth.sign_in_required') => httpError(401, code);
export const forbidden = (code: MessageCode, params?: MessageParams) => httpError(403, code, params);
export const notFound = (code: MessageCode = 'request.not_found') => httpError(404, code);
export const conflict = (code: MessageCode, params?: MessageParams) => httpError(409, code, params);

/** One field's error: a code with parameters. */
export const fieldError = (code: MessageCode, params?: MessageParams): CodedMessage[] => [coded(code, params)];

/** 422 with errors per field (`{ field: fieldError(code, params) }`). */
export const unprocessable = (
  fields: FieldMessages,
  message: CodedMessage = coded('validations.check_fields'),
  data: unknown = null,
) => new HttpError(422, message, fields, undefined, data);
