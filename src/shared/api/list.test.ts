import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { listOf } from './list';

const base: Endpoint = { method: 'GET', path: '/x', summary: '', tag: 'x', auth: 'user', data: v.unknown() };

describe('listOf', () => {
  it('reads data.data and data.total', () => {
    expect(listOf({ ...base, list: { rows: 'data', total: 'total' } }, { data: [1, 2], total: 7 })).toEqual({
      rows: [1, 2],
      total: 7,
    });
  });

  it('reads a bare array with its length as the total', () => {
    expect(listOf({ ...base, list: { rows: null, total: null } }, [1, 2, 3])).toEqual({ rows: [1, 2, 3], total: 3 });
  });

  it('reads the total of a bare array from its header when the endpoint names one', () => {
    const endpoint = { ...base, list: { rows: null, total: null, totalHeader: 'X-Total-Count' } };
    expect(listOf(endpoint, [1, 2], new Headers({ 'X-Total-Count': '57' }))).toEqual({ rows: [1, 2], total: 57 });
    expect(listOf(endpoint, [1, 2], new Headers())).toEqual({ rows: [1, 2], total: 2 });
    expect(listOf(endpoint, [1, 2], new Headers({ 'X-Total-Count': 'many' }))).toEqual({ rows: [1, 2], total: 2 });
    expect(listOf(endpoint, [1, 2])).toEqual({ rows: [1, 2], total: 2 });
  });

  it('says when the total is capped, from the body or a header, and only when it is', () => {
    const body = { ...base, list: { rows: 'data', total: 'total', capped: 'totalCapped' } };
    expect(listOf(body, { data: [1], total: 1000, totalCapped: true })).toEqual({
      rows: [1],
      total: 1000,
      totalCapped: true,
    });
    expect(listOf(body, { data: [1], total: 5 })).toEqual({ rows: [1], total: 5 });
    const header = {
      ...base,
      list: { rows: null, total: null, totalHeader: 'X-Total-Count', cappedHeader: 'X-Total-Capped' },
    };
    expect(listOf(header, [1], new Headers({ 'X-Total-Count': '1000', 'X-Total-Capped': 'true' }))).toEqual({
      rows: [1],
      total: 1000,
      totalCapped: true,
    });
    expect(listOf(header, [1], new Headers({ 'X-Total-Count': '12' }))).toEqual({ rows: [1], total: 12 });
  });

  it('reads categories with count, and survives a missing list', () => {
    const endpoint = { ...base, list: { rows: 'categories', total: 'count' } };
    expect(listOf(endpoint, { categories: ['a'], count: 4 })).toEqual({ rows: ['a'], total: 4 });
    expect(listOf(endpoint, {})).toEqual({ rows: [], total: 0 });
  });

  it('reads the first of several places that holds an array (categories of level 1, subCategories of 2 and 3)', () => {
    const endpoint = { ...base, list: { rows: ['categories', 'subCategories'], total: 'count' } };
    expect(listOf(endpoint, { categories: ['a'], count: 4 })).toEqual({ rows: ['a'], total: 4 });
    expect(listOf(endpoint, { subCategories: ['b', 'c'], count: 9 })).toEqual({ rows: ['b', 'c'], total: 9 });
    expect(listOf(endpoint, { count: 0 })).toEqual({ rows: [], total: 0 });
  });
});
