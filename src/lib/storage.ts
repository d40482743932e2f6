/** The keys the console keeps in localStorage (spec part 1 §3). */
export const STORAGE_KEYS = {
  operatorId: 'operatorId',
  currentUser: 'current-user',
  language: 'appLanguage',
  theme: 'app-theme',
  settings: 'settings',
  operatorConfig: 'operator-config',
  /** The theme's CSS variables of the last start (src/app/css-variables.tsx): no user data. */
  cssVariables: 'mantine-css-variables',
  /** '1': the start-up's phases are written as User Timing marks (src/lib/first-paint.ts; the bench's tools set it). */
  startupMarks: 'startup-marks',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the app keeps working from memory.
  }
}

export function readString(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // ignored, see writeJson
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignored
  }
}
