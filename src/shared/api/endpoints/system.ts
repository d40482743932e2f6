import * as v from 'valibot';
import type { Endpoint } from '../endpoint';

export const systemEndpoints = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and readiness: true once migrations ran',
    tag: 'system',
    auth: 'public',
    data: v.object({ database: v.picklist(['pglite', 'postgres']), version: v.string() }),
  },
} as const satisfies Record<string, Endpoint>;
