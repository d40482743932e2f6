import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { replaceCachedRow } from './row-cache';

describe('replaceCachedRow', () => {
  it('replaces the row with the same id in every cached page under the key, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(['agents', 'list', 1], {
      data: [
        { id: 'a', v: 1 },
        { id: 'b', v: 1 },
      ],
      total: 2,
    });
    client.setQueryData(['agents', 'list', 2], { data: [{ id: 'a', v: 1 }], total: 1 });
    client.setQueryData(['other', 'list'], { data: [{ id: 'a', v: 1 }], total: 1 });
    replaceCachedRow(client, ['agents', 'list'], { id: 'a', v: 2 });
    expect(client.getQueryData(['agents', 'list', 1])).toEqual({
      data: [
        { id: 'a', v: 2 },
        { id: 'b', v: 1 },
      ],
      total: 2,
    });
    expect(client.getQueryData(['agents', 'list', 2])).toEqual({ data: [{ id: 'a', v: 2 }], total: 1 });
    expect(client.getQueryData(['other', 'list'])).toEqual({ data: [{ id: 'a', v: 1 }], total: 1 });
  });
});
