import { STORAGE_KEYS, readString, removeKey, writeString } from './storage';

/** The operator (tenant) this console works for: stored under `operatorId`. */
export const operatorStore = {
  get(): string | null {
    return readString(STORAGE_KEYS.operatorId);
  },
  set(id: string): void {
    writeString(STORAGE_KEYS.operatorId, id);
  },
  clear(): void {
    removeKey(STORAGE_KEYS.operatorId);
  },
};

/** Hosts where the login page offers the demo domain selector. */
export function isDevHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.localhost') ||
    hostname.endsWith('.local') ||
    hostname.startsWith('dev.')
  );
}

export const DEMO_DOMAINS = ['sparkle.localhost', 'onda.localhost', 'lotus.localhost'] as const;
