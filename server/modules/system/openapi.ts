import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { type Endpoint, endpoints } from '../../../src/shared/api/endpoints';
import { MODULES } from '../../../src/shared/modules';

function schema(s: v.GenericSchema, typeMode: 'input' | 'output'): Record<string, unknown> {
  return toJsonSchema(s, { errorMode: 'ignore', typeMode }) as Record<string, unknown>;
}

const envelopeOf = (data: Record<string, unknown>) => ({
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, data },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/**
 * The OpenAPI 3.1 document, generated from the same valibot schemas that validate requests. Every
 * operation names its credentials in `x-auth` (public, operator, client, user) and its permission key
 * in `x-module`; the security suite generates its matrix from these.
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
    if (e.body || e.query || e.params) responses[422] = errorResponse('Validation failed: errors by field');
    if (e.multipart) {
      responses[413] = errorResponse('File too large');
      responses[415] = errorResponse('Not multipart/form-data');
      responses[422] = errorResponse('Not an accepted image');
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
                  schema: {
                    type: 'object',
                    required: ['file'],
                    properties: { file: { type: 'string', format: 'binary' }, flag: { type: 'string' } },
                  },
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
        'Every response is the envelope { status, message, data }. Modules (permission keys) are listed in x-modules.',
    },
    'x-modules': MODULES,
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['status', 'message', 'data'],
          properties: {
            status: { const: false },
            message: { type: 'string' },
            data: { type: 'null' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    paths,
  };
}
