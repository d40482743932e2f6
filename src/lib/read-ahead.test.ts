import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from './catalogues';
import { loadStoredCatalogueAhead, storedCacheKey } from './read-ahead';
import { STORAGE_KEYS } from './storage';

vi.mock('./catalogues', () => ({ loadCatalogue: vi.fn(async () => ({ messages: {} })) }));

afterEach(() => {
  localStorage.clear();
  vi.mocked(loadCatalogue).mockClear();
});

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

describe('loadStoredCatalogueAhead', () => {
  it('starts loading the catalogue of the language stored on this device', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'zh-TW');
    loadStoredCatalogueAhead();
    expect(loadCatalogue).toHaveBeenCalledWith('zh-TW');
  });

  it('loads en-US when no language, or one the console does not know, is stored', () => {
    loadStoredCatalogueAhead();
    localStorage.setItem(STORAGE_KEYS.language, 'xx-<script>');
    loadStoredCatalogueAhead();
    expect(vi.mocked(loadCatalogue).mock.calls).toEqual([['en-US'], ['en-US']]);
  });

  it('leaves a failed load to the start-up, which asks again and reports it', async () => {
    vi.mocked(loadCatalogue).mockRejectedValueOnce(new Error('offline'));
    expect(() => loadStoredCatalogueAhead()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
