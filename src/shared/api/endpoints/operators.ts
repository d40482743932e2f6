import type { Endpoint } from '../endpoint';
import { OperatorConfigSchema, OperatorLookupDataSchema, OperatorLookupQuerySchema } from '../../schemas/operators';

export const operatorEndpoints = {
  operatorLookup: {
    method: 'GET',
    path: '/operators/lookup',
    summary: 'Resolve a host name to its operator (the default operator for unknown hosts)',
    tag: 'operators',
    auth: 'public',
    query: OperatorLookupQuerySchema,
    data: OperatorLookupDataSchema,
  },
  config: {
    method: 'GET',
    path: '/config',
    summary: "The operator's public configuration: branding, languages, currency, modules, web push",
    tag: 'operators',
    auth: 'operator',
    data: OperatorConfigSchema,
  },
} as const satisfies Record<string, Endpoint>;
