import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPushRegistration,
  PUSH_NOTICE_PREFIX,
  REFRESH_AFTER_MS,
  registerPushAtStartup,
  registrationDue,
} from './push-registration';

const who = { userId: 'u1', operatorId: 'o1' };
const push = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };

describe('push registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is due without a registration, for another user or operator, and after 7 days', () => {
    const now = 1_000_000_000_000;
    const fresh = { token: 't', at: now - 1000, ...who };
    expect(registrationDue(null, who, now)).toBe(true);
    expect(registrationDue(fresh, who, now)).toBe(false);
    expect(registrationDue({ ...fresh, userId: 'u2' }, who, now)).toBe(true);
    expect(registrationDue({ ...fresh, operatorId: 'o2' }, who, now)).toBe(true);
    expect(registrationDue({ ...fresh, at: now - REFRESH_AFTER_MS + 1 }, who, now)).toBe(false);
    expect(registrationDue({ ...fresh, at: now - REFRESH_AFTER_MS }, who, now)).toBe(true);
  });

  it('reports an unsupported browser without asking anything', async () => {
    // jsdom has no service worker nor Push API.
    const register = vi.fn();
    expect(await registerPushAtStartup({ push, ...who, register })).toBe('unsupported');
    expect(register).not.toHaveBeenCalled();
  });

  it('asks for the permission and, refused, registers nothing (a warning is logged)', async () => {
    const requestPermission = vi.fn(async () => 'denied' as const);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = vi.fn();
    expect(await registerPushAtStartup({ push, ...who, register })).toBe('denied');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(register).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    expect(await registerPushAtStartup({ push: null, ...who, register })).toBe('not-configured');
    warn.mockRestore();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('forgets the registration and the notice marks at logout, and nothing else', () => {
    localStorage.setItem('push-registration', JSON.stringify({ token: 't', at: 1, ...who }));
    localStorage.setItem(`${PUSH_NOTICE_PREFIX}u1`, 'denied');
    localStorage.setItem('app-theme', 'dark');
    forgetPushRegistration();
    expect(Object.keys(localStorage)).toEqual(['app-theme']);
  });
});
