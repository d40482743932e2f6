import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/shared/api/endpoint';
import { buildOpenApi } from './openapi';

type Operation = { 'x-auth'?: string; 'x-module'?: string; responses: Record<string, { content?: object }> };

const exportEndpoint: Endpoint = {
  method: 'GET',
  path: '/reports/orders/export',
  summary: 'Bookings as CSV',
  tag: 'reports',
  auth: 'user',
  module: 'reports',
  csv: true,
  data: v.string(),
};

describe('OpenAPI document', () => {
  it('declares text/csv as the answer of an export endpoint, so the security suite checks its cells', () => {
    const doc = buildOpenApi('test', { exportOrders: exportEndpoint });
    const op = doc.paths['/api/v1/reports/orders/export']?.get as Operation;
    expect(Object.keys(op.responses['200']?.content ?? {})).toEqual(['text/csv']);
    expect(op['x-module']).toBe('reports');
  });

  it('names the credentials of every operation in x-auth', () => {
    const doc = buildOpenApi('test');
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods) as Operation[]);
    expect(operations.length).toBeGreaterThan(10);
    for (const op of operations) expect(['public', 'operator', 'client', 'user', 'app']).toContain(op['x-auth']);
  });
});
