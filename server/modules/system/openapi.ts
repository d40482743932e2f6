import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { type Endpoint, endpoints } from '../../../src/shared/api/endpoints';
import { MODULES } from '../../../src/shared/modules';

function schema(s: v.GenericSchema, typeMode: 'input' | 'output'): Record<string, unknown> {
  return toJsonSchema(s, { errorMode: 'ignore', typeMode }) as Record<string, unknown>;
}

/** A message's code and parameters (decision 007): what a client words in its reader's language. */
const messageCode = {
  code: { type: 'string', description: 'The message code (e.g. booking.created, validations.required)' },
  params: {
    type: 'object',
    description: 'The parameters of the code: numbers as numbers (bounds, counts), statuses as their codes',
    additionalProperties: { type: ['string', 'number', 'null'] },
  },
};
const fieldErrors = {
  errors: {
    type: 'object',
    description: 'English messages by field',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  },
  errorCodes: {
    type: 'object',
    description: 'The same errors as codes with parameters, one for each message of `errors`',
    additionalProperties: {
      type: 'array',
      items: { type: 'object', required: ['code', 'params'], properties: messageCode },
    },
  },
};

const envelopeOf = (data: Record<string, unknown>) => ({
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, ...messageCode, data },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** The multipart body of an endpoint, from its `multipartFields` (an upload's `file` by default). */
function multipartSchema(e: Endpoint) {
  const fields = e.multipartFields ?? { file: { description: 'The file', file: true, required: true } };
  return {
    type: 'object',
    required: Object.entries(fields)
      .filter(([, f]) => f.required)
      .map(([name]) => name),
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, f]) => [
        name,
        { type: 'string', description: f.description, ...(f.file ? { format: 'binary' } : {}) },
      ]),
    ),
  };
}

/**
 * The OpenAPI 3.1 document, generated from the same valibot schemas that validate requests. Every
 * operation names its credentials in `x-auth` (public, operator, client, user) and its permission key
 * in `x-module` (one key, or a list of keys any one of which opens the route); the security suite generates
 * its matrix from these.
 */
export function buildOpenApi(version: string, table: Record<string, Endpoint> = endpoints) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of Object.entries(table)) {
    const parameters: unknown[] = [];
    for (const [place, s] of [
      ['path', e.params],
      ['query', e.query],
    ] as const) {
      if (!s) continue;
      const json = schema(s, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [key, prop] of Object.entries(json.properties ?? {})) {
        parameters.push({
          name: key,
          in: place,
          required: place === 'path' || json.required?.includes(key),
          schema: prop,
        });
      }
    }
    if (e.auth === 'user' || e.auth === 'operator' || e.auth === 'app') {
      parameters.push({
        name: 'X-Operator-Id',
        in: 'header',
        required: e.auth === 'operator' || e.auth === 'app',
        schema: { type: 'string', format: 'uuid' },
      });
    }
    if (e.auth === 'user' && e.method !== 'GET') {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Replays the first result of this request for 24 h instead of applying it again',
        schema: { type: 'string', maxLength: 200 },
      });
    }
    if (e.auth === 'client' || e.auth === 'app') {
      parameters.push({ name: 'X-Client-Token', in: 'header', required: true, schema: { type: 'string' } });
    }
    const headers = e.responseHeaders
      ? {
          headers: Object.fromEntries(
            Object.entries(e.responseHeaders).map(([header, description]) => [
              header,
              { description, schema: { type: /count|total/i.test(header) ? 'integer' : 'string' } },
            ]),
          ),
        }
      : {};
    const responses: Record<string, unknown> = {
      200: e.stream
        ? {
            description: 'An open stream of Server-Sent Events; each `data:` line is this JSON',
            content: { 'text/event-stream': { schema: schema(e.data, 'output') } },
          }
        : e.csv
          ? {
              description: 'CSV export (formula cells escaped)',
              content: { 'text/csv': { schema: { type: 'string' } } },
            }
          : { description: 'OK', content: { 'application/json': { schema: envelopeOf(schema(e.data, 'output')) } } },
    };
    Object.assign(responses[200] as object, headers);
    if (e.csv) {
      (responses[200] as Record<string, unknown>).headers = {
        'Content-Disposition': { description: 'attachment; filename=…', schema: { type: 'string' } },
        ...(responses[200] as { headers?: object }).headers,
      };
    }
    if (e.body || e.query || e.params) responses[422] = errorResponse('Validation failed: errors by field');
    if (e.multipart) {
      responses[400] = errorResponse('The multipart body could not be read');
      responses[413] = errorResponse('File too large');
      responses[415] = errorResponse('Not multipart/form-data');
      responses[422] = errorResponse('Validation failed: errors by field');
    }
    if (e.body) {
      responses[400] = errorResponse('Malformed JSON');
      responses[413] = errorResponse('Body too large');
      responses[415] = errorResponse('Not JSON');
    }
    if (e.auth === 'user' || e.auth === 'client' || e.auth === 'app')
      responses[401] = errorResponse('Missing, expired or invalid token');
    if (e.auth === 'user') responses[403] = errorResponse('Module not permitted or another operator');
    if (name === 'login') responses[429] = errorResponse('Too many attempts (Retry-After)');
    for (const [status, description] of Object.entries(e.errors ?? {})) responses[status] = errorResponse(description);
    if (e.errorData) {
      const description = (responses[422] as { description?: string } | undefined)?.description ?? 'Validation failed';
      responses[422] = {
        description,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['status', 'message', 'data', 'errors'],
              properties: {
                status: { const: false },
                message: { type: 'string' },
                ...messageCode,
                data: schema(e.errorData, 'output'),
                ...fieldErrors,
              },
            },
          },
        },
      };
    }
    const path = `/api/v1${e.path}`;
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[e.method.toLowerCase()] = {
      operationId: name,
      summary: e.summary,
      tags: [e.tag],
      'x-auth': e.auth,
      ...(e.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
      ...(e.module ? { 'x-module': e.module } : {}),
      parameters,
      ...(e.multipart
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: multipartSchema(e),
                },
              },
            },
          }
        : {}),
      ...(e.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema(e.body, 'input') } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketplace Admin API',
      version,
      description:
        "Every response is the envelope { status, message, code, params, data }: message is English, code and params let a client word it in its reader's language (field errors: errors in English, errorCodes as codes). Modules (permission keys) are listed in x-modules.",
    },
    'x-modules': MODULES,
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['status', 'message', 'code', 'params', 'data'],
          properties: {
            status: { const: false },
            message: { type: 'string', description: 'English text of the code' },
            ...messageCode,
            data: { type: 'null' },
            ...fieldErrors,
          },
        },
      },
    },
    paths,
  };
}
