import * as v from 'valibot';
import type { Endpoint } from '../endpoint';

export const systemEndpoints = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Readiness: answers once migrations and the demo seed ran; 503 (request.unavailable) once shutting down',
    tag: 'system',
    auth: 'public',
    data: v.object({ database: v.picklist(['pglite', 'postgres']), version: v.string() }),
  },
} as const satisfies Record<string, Endpoint>;
