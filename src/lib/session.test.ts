import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginData } from '@/shared/schemas/auth';
import { session } from './session';

const login: LoginData = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 900,
  refreshExpiresIn: 86_400,
  role: 'ADMIN',
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    operatorId: '00000000-0000-4000-8000-000000000002',
    email: 'ada@example.test',
    username: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryCode: null,
    phoneNumber: null,
    profileImage: null,
  },
  modules: ['dashboard', 'bookings'],
};

afterEach(() => session.clear());

describe('session.update', () => {
  it('tells its listeners and stores the change when a field changes', () => {
    session.set(login);
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.update({ modules: ['dashboard'] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.get()?.modules).toEqual(['dashboard']);
    expect(JSON.parse(localStorage.getItem('current-user') ?? 'null').modules).toEqual(['dashboard']);
    stop();
  });

  it('keeps the same session and tells no one when the patch changes nothing (GET /me answering what is stored)', () => {
    const before = session.set(login);
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.update({ user: { ...login.user }, role: login.role, modules: [...login.modules] });
    expect(listener).not.toHaveBeenCalled();
    expect(session.get()).toBe(before);
    stop();
  });
});
