import { afterEach, describe, expect, it } from 'vitest';
import { storedCacheKey } from './read-ahead';
import { STORAGE_KEYS } from './storage';

afterEach(() => localStorage.clear());

describe('storedCacheKey', () => {
  it('is the persisted cache key of the user stored on this device', () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify({ user: { id: 'u1', operatorId: 'op1' } }));
    expect(storedCacheKey()).toBe('cache:op1:u1');
  });

  it('is null when nobody is stored or the stored value is not a session', () => {
    expect(storedCacheKey()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.currentUser, '{not json');
    expect(storedCacheKey()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify({ user: { id: 7, operatorId: 'op1' } }));
    expect(storedCacheKey()).toBeNull();
  });
});
