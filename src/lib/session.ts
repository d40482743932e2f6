import * as v from 'valibot';
import { LoginDataSchema, type LoginData, type TokenPair } from '@/shared/schemas/auth';
import { STORAGE_KEYS, readJson, removeKey, writeJson } from './storage';

/** The signed-in session: tokens, user, role and modules, stored under `current-user`. */
export type Session = LoginData & { expiresAt: number };

const StoredSessionSchema = v.object({ ...LoginDataSchema.entries, expiresAt: v.number() });

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;

function load(): Session | null {
  const stored = readJson<unknown>(STORAGE_KEYS.currentUser);
  const parsed = v.safeParse(StoredSessionSchema, stored);
  return parsed.success ? parsed.output : null;
}

export const session = {
  get(): Session | null {
    if (current === undefined) current = load();
    return current;
  },
  set(data: LoginData): Session {
    current = { ...data, expiresAt: Date.now() + data.expiresIn * 1000 };
    writeJson(STORAGE_KEYS.currentUser, current);
    for (const l of listeners) l();
    return current;
  },
  /**
   * Changes the stored session. A patch that changes nothing (GET /me answering what is stored, at every start)
   * leaves it as it is and tells no one: each listener's component would render again, synchronously (a store),
   * throwing away a first screen's render in progress (issue 22).
   */
  update(patch: Partial<Session>): void {
    const existing = session.get();
    if (!existing) return;
    const keys = Object.keys(patch) as (keyof Session)[];
    if (keys.every((key) => JSON.stringify(existing[key]) === JSON.stringify(patch[key]))) return;
    current = { ...existing, ...patch };
    writeJson(STORAGE_KEYS.currentUser, current);
    for (const l of listeners) l();
  },
  rotate(pair: TokenPair): void {
    session.update({ ...pair, expiresAt: Date.now() + pair.expiresIn * 1000 });
  },
  clear(): void {
    current = null;
    removeKey(STORAGE_KEYS.currentUser);
    removeKey(STORAGE_KEYS.settings);
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Another tab signed in or out: follow it. */
  reloadFromStorage(): void {
    current = load();
    for (const l of listeners) l();
  },
};
