import * as valibot from 'valibot';
import { describe, expect, it } from 'vitest';
import { agentsList } from './agents-list';

describe('the agents list declaration', () => {
  it('asks 10 agents newest first by default, leaving the All status out of the URL and the query', () => {
    const view = agentsList.viewFrom({});
    expect(agentsList.apiQuery(view)).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(agentsList.searchFrom(view)).toEqual({});
  });

  it('sends the status, search, page size and sort the URL holds; a page size outside 10, 20, 50 falls back', () => {
    const search = v(agentsList.searchSchema, { status: 'blocked', search: ' Asha ', pageSize: 50, sortBy: 'rating' });
    expect(agentsList.apiQuery(agentsList.viewFrom(search))).toEqual({
      pageNumber: 1,
      pageSize: 50,
      status: 'blocked',
      search: 'Asha',
      sortBy: 'rating',
      sortDir: 'desc',
    });
    expect(v(agentsList.searchSchema, { pageSize: 5, status: 'paused' })).toEqual({});
  });
});

/** The URL search as the route reads it (absent values dropped). */
function v(schema: valibot.GenericSchema<unknown, Record<string, unknown>>, input: unknown) {
  const out = valibot.parse(schema, input);
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;
}
