import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { csvExport, oneOf } from './endpoint';

const base = { tag: 'agents', auth: 'user', module: 'agents' } as const;
const params = v.object({ id: v.string() });

describe('endpoint building blocks', () => {
  it('oneOf: an endpoint on one record takes the id in its path and answers the resource’s 404', () => {
    expect(oneOf(base, params, 'No such agent')).toEqual({ ...base, params, errors: { 404: 'No such agent' } });
  });

  it('csvExport: a list’s export is a GET answering a CSV file with its row count in X-Total-Count', () => {
    const query = v.object({ search: v.optional(v.string()) });
    const entry = csvExport(base, '/agents/export', query, 'Every agent');
    expect(entry).toMatchObject({ ...base, method: 'GET', path: '/agents/export', summary: 'Every agent', query });
    expect(entry.csv).toBe(true);
    expect(v.parse(entry.data, 'id,name\r\n')).toBe('id,name\r\n');
    expect(Object.keys(entry.responseHeaders)).toEqual(['X-Total-Count']);
  });
});
