import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_DATA } from '@/test/signed-in';
import type { LoginData } from '@/shared/schemas/auth';
import { authEndpoints } from '@/shared/api/endpoints/auth';
import { systemEndpoints } from '@/shared/api/endpoints/system';
import { notificationEndpoints } from '@/shared/api/endpoints/notifications';
import { ApiError, api, onRequest, onSignedOut, openStream, startRequestsInTasksOfTheirOwn } from './api-client';
import { operatorStore } from './operator';
import { session } from './session';

const OPERATOR = '11111111-1111-4111-8111-111111111111';
const loginData: LoginData = LOGIN_DATA;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    operatorStore.set(OPERATOR);
    session.set(loginData);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    session.clear();
  });

  it('sends the bearer token and operator id and returns the envelope data', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { status: true, message: 'OK', data: { user: loginData.user, role: 'ADMIN', modules: [] } }),
    );
    const me = await api(authEndpoints.me);
    expect(me.role).toBe('ADMIN');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/me');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer access-1');
    expect(headers['X-Operator-Id']).toBe(OPERATOR);
  });

  it('throws ApiError with field errors on 422', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { status: false, message: 'Invalid', data: null, errors: { username: ['bad'] } }),
    );
    const error = await api(authEndpoints.clientLogin, { body: { clientId: 'x', clientSecret: 'y' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ username: ['bad'] });
  });

  it('turns a network failure into ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await api(systemEndpoints.health).catch((e: unknown) => e)) as ApiError;
    expect(error.isNetwork).toBe(true);
  });

  it('refreshes once on 401 and retries with the new token; parallel calls share one refresh', async () => {
    let refreshes = 0;
    fetchMock.mockImplementation(async (url, init) => {
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      if (url === '/api/v1/auth/refresh') {
        refreshes++;
        return json(200, {
          status: true,
          message: 'OK',
          data: { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 3600, refreshExpiresIn: 86400 },
        });
      }
      if (auth === 'Bearer access-1') return json(401, { status: false, message: 'expired', data: null });
      return json(200, { status: true, message: 'OK', data: { user: loginData.user, role: 'ADMIN', modules: [] } });
    });
    const results = await Promise.all([api(authEndpoints.me), api(authEndpoints.me), api(authEndpoints.me)]);
    expect(results).toHaveLength(3);
    expect(refreshes).toBe(1);
    expect(session.get()?.refreshToken).toBe('refresh-2');
  });

  it('signs out when the refresh token is refused', async () => {
    const signedOut = vi.fn();
    const off = onSignedOut(signedOut);
    fetchMock.mockImplementation(async () => json(401, { status: false, message: 'no', data: null }));
    await expect(api(authEndpoints.me)).rejects.toBeInstanceOf(ApiError);
    expect(session.get()).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
    off();
  });

  it('marks background requests with ignoreProgressBar', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { status: true, message: 'OK', data: { database: 'pglite', version: '1' } }),
    );
    await api(systemEndpoints.health, {}, { background: true });
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.ignoreProgressBar).toBe('true');
  });

  it('opens the live stream at low priority, in the background; other requests keep the default priority', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('retry: 1000\n\n', { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    );
    fetchMock.mockResolvedValueOnce(json(200, { status: true, message: 'OK', data: { status: 'ok' } }));
    const stream = await openStream(notificationEndpoints.notificationsStream);
    await stream.body?.cancel();
    await api(systemEndpoints.health);
    const [streamUrl, streamInit] = fetchMock.mock.calls[0] ?? [];
    expect(streamUrl).toBe('/api/v1/notifications/stream');
    expect(streamInit?.priority).toBe('low');
    expect(((streamInit?.headers ?? {}) as Record<string, string>).ignoreProgressBar).toBe('true');
    expect(fetchMock.mock.calls[1]?.[1]).not.toHaveProperty('priority');
  });

  describe('requests in tasks of their own (a first visit)', () => {
    const microtasks = async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    };
    afterEach(() => startRequestsInTasksOfTheirOwn(false));

    it('starts nothing of a request (progress bar, fetch) in the task that asks, and sends it in the next', async () => {
      startRequestsInTasksOfTheirOwn();
      const events: string[] = [];
      const stop = onRequest((event) => events.push(event));
      fetchMock.mockResolvedValueOnce(json(200, { status: true, message: 'OK', data: { status: 'ok' } }));
      const answer = api(systemEndpoints.health);
      await microtasks();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(events).toEqual([]);
      // The next task: a MessageChannel message, which Node does not order against a timer (a `setTimeout(0)` here
      // sometimes ran first, with two test workers on two cores).
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(events[0]).toBe('start');
      await expect(answer).resolves.toEqual({ status: 'ok' });
      stop();
    });

    it('otherwise (a reopen) sends the request in the task that asks', async () => {
      fetchMock.mockResolvedValueOnce(json(200, { status: true, message: 'OK', data: { status: 'ok' } }));
      const answer = api(systemEndpoints.health);
      await microtasks();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await answer;
    });

    it('an abort while the request waits for its task ends it as aborted', async () => {
      startRequestsInTasksOfTheirOwn();
      fetchMock.mockImplementation(async (_url, init) => {
        if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
        return json(200, { status: true, message: 'OK', data: { status: 'ok' } });
      });
      const controller = new AbortController();
      const answer = api(systemEndpoints.health, {}, { signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      const error = await answer;
      expect(error).toBeInstanceOf(DOMException);
      expect((error as DOMException).name).toBe('AbortError');
    });
  });
});
