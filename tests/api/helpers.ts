import { inject } from 'vitest';

export const apiUrl = inject('apiUrl');
export const DEMO_PASSWORD = 'Demo@12345';

export type Result<T = unknown> = {
  status: number;
  headers: Headers;
  body: { status: boolean; message: string; data: T; errors?: Record<string, string[]> };
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
  const text = await response.text();
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
