import { inject } from 'vitest';

export const apiUrl = inject('apiUrl');
export const DEMO_PASSWORD = 'Demo@12345';

export type Result<T = unknown> = {
  status: number;
  headers: Headers;
  body: {
    status: boolean;
    message: string;
    /** The message's code and parameters (decision 007). */
    code?: string;
    params?: Record<string, string | number | null>;
    data: T;
    errors?: Record<string, string[]>;
    errorCodes?: Record<string, { code: string; params: Record<string, string | number | null> }[]>;
  };
};

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
export async function call<T = any>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    token?: string;
    operatorId?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Result<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.operatorId) headers['X-Operator-Id'] = options.operatorId;
  const response = await fetch(`${apiUrl}/api/v1${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    // An open stream never ends: report that it opened, then hang up.
    await response.body?.cancel();
    return {
      status: response.status,
      headers: response.headers,
      body: { status: true, message: 'stream', data: null as T },
    };
  }
  const text = await response.text();
  if (response.headers.get('content-type')?.startsWith('text/csv')) {
    // An export: the CSV text is the data.
    return {
      status: response.status,
      headers: response.headers,
      body: { status: true, message: 'csv', data: text as T },
    };
  }
  let body: Result<T>['body'];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

export async function clientToken(): Promise<string> {
  const result = await call<{ clientToken: string }>('POST', '/auth/client-login', {
    body: { clientId: 'admin-console', clientSecret: 'admin-console-secret' },
  });
  if (result.status !== 200) throw new Error(`client login failed: ${result.status}`);
  return result.body.data.clientToken;
}

export type Login = {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  role: 'ADMIN' | 'SUB_ADMIN';
  user: { id: string; operatorId: string; email: string; firstName: string; lastName: string };
  modules: string[];
};

export async function login(username: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}) {
  return call<Login>('POST', '/auth/login', {
    body: { username, password, ...extra },
    headers: { 'X-Client-Token': await clientToken() },
  });
}

export async function signIn(username: string): Promise<Login> {
  const result = await login(username);
  if (result.status !== 200) throw new Error(`login ${username} failed: ${result.status} ${result.body.message}`);
  return result.body.data;
}

/** A client token of the marketplace apps (for `/app/...` event routes). */
export async function appClientToken(): Promise<string> {
  const result = await call<{ clientToken: string }>('POST', '/auth/client-login', {
    body: { clientId: 'marketplace-app', clientSecret: 'marketplace-app-secret' },
  });
  if (result.status !== 200) throw new Error(`app client login failed: ${result.status}`);
  return result.body.data.clientToken;
}

export type StreamEvent = { event: string; data: unknown };

/**
 * Opens `GET /notifications/stream` and collects its Server-Sent Events. `next(match)` resolves with the
 * first event (already received or still to come) that matches; `ended` resolves when the server closes.
 */
export async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${apiUrl}/api/v1/notifications/stream`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const body = response.body;
  if (response.status !== 200 || !body) throw new Error(`stream answered ${response.status}`);
  const events: StreamEvent[] = [];
  const waiters: Array<{ match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }> = [];
  const ended = (async () => {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || data === undefined) continue;
          const e = { event, data: JSON.parse(data) };
          events.push(e);
          for (const w of [...waiters]) {
            if (w.match(e)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(e);
            }
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    ended,
    next(match: (e: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close() {
      controller.abort();
    },
  };
}
