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

  it('documents the payouts list total header and the decision errors', () => {
    const doc = buildOpenApi('test');
    type Documented = {
      responses: Record<string, { description?: string; headers?: Record<string, { schema: { type: string } }> }>;
      'x-module'?: string;
    };
    const list = doc.paths['/api/v1/payouts']?.get as Documented;
    expect(list['x-module']).toBe('payouts');
    expect(list.responses['200']?.headers?.['X-Total-Count']?.schema.type).toBe('integer');
    const decide = doc.paths['/api/v1/payouts']?.patch as Documented;
    expect(decide['x-module']).toBe('payouts');
    expect(Object.keys(decide.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422']));
    expect(decide.responses['409']?.description).toMatch(/already processed/);
  });
});
