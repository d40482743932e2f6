import { buildPath, type DataOf, type Endpoint, type InputOf } from '@/shared/api/endpoint';
import { authEndpoints } from '@/shared/api/endpoints/auth';
import { listOf } from '@/shared/api/list';
import type { TokenPair } from '@/shared/schemas/auth';
import { msg } from '@lingui/core/macro';
import type { MessageParams } from '@/shared/message-format';
import { i18n } from './i18n';
import { operatorStore } from './operator';
import type { messageText as MessageTextFn } from './server-messages';

type MessageText = typeof MessageTextFn;
import { session } from './session';

/**
 * A failed call: HTTP status, the server's message and, for 422, messages by field — worded in the reader's
 * language from the server's codes when it sends them (decision 007), else its text as it came.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly retryAfter?: number,
    /** The server's message code and parameters (absent for a server that sends none, and for no answer). */
    readonly code?: string,
    readonly params: MessageParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No answer from the server at all (offline, DNS, connection refused). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export type CallOptions = {
  signal?: AbortSignal;
  /** Background requests send `ignoreProgressBar` and do not move the progress bar. */
  background?: boolean;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** The fetch's priority (the browser's default when not set). */
  priority?: RequestPriority;
};

type RequestListener = (event: 'start' | 'end', background: boolean) => void;
const requestListeners = new Set<RequestListener>();
/** The progress bar listens here. */
export function onRequest(listener: RequestListener): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

type SignedOutListener = () => void;
const signedOutListeners = new Set<SignedOutListener>();
/** Fired when the session can no longer be refreshed. */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

let inFlight = 0;
/** How many requests have started and not yet been answered (an event stream counts until its headers came). */
export const requestsInFlight = (): number => inFlight;

/** Listeners never break a request. */
export function notify(event: 'start' | 'end', background: boolean) {
  inFlight = Math.max(0, inFlight + (event === 'start' ? 1 : -1));
  for (const listener of requestListeners) {
    try {
      listener(event, background);
    } catch (error) {
      console.error('request listener failed', error);
    }
  }
}

export const API_BASE = '/api/v1';

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Input = { params?: unknown; query?: unknown; body?: unknown; form?: FormData };

/** A call's URL and headers (credentials, operator, idempotency key, progress-bar opt-out). */
export function request(endpoint: Endpoint, input: Input, options: CallOptions) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (input.body !== undefined && !input.form) headers['Content-Type'] = 'application/json';
  const operatorId = operatorStore.get();
  if (operatorId && (endpoint.auth === 'user' || endpoint.auth === 'operator')) headers['X-Operator-Id'] = operatorId;
  const current = session.get();
  if (endpoint.auth === 'user' && current) headers.Authorization = `Bearer ${current.accessToken}`;
  const background = options.background ?? endpoint.background ?? false;
  if (background) headers.ignoreProgressBar = 'true';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const url =
    API_BASE +
    buildPath(endpoint.path, input.params as Record<string, unknown> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined);
  return { url, headers, background };
}

/** See `startRequestsInTasksOfTheirOwn`. */
let requestsInOwnTask = false;

/**
 * From now on every request starts in a task of its own (main.tsx: a first visit). Queries start their requests
 * when they subscribe, in the effects React runs after a commit: there the request's start (headers, the progress
 * bar, `fetch` itself) was part of one task with every other effect of that commit, 40-110 ms on a first visit
 * here (each request ~10 ms, with the deep stack the browser records for a request while DevTools trace it). On
 * its own, each start is a short task, and the browser may paint or take input in between (Lighthouse's blocking
 * time, issue 22). A reopen of the installed console keeps them in the task that asks: its start-up runs in one
 * go, and its requests wait for the first screen anyway.
 */
export function startRequestsInTasksOfTheirOwn(on = true): void {
  requestsInOwnTask = on;
}

/** Resolves in a new task (a message to itself: no timer clamping, and nothing the browser records a stack for). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function send(endpoint: Endpoint, input: Input, options: CallOptions) {
  if (requestsInOwnTask) await nextTask();
  const { url, headers, background } = request(endpoint, input, options);
  notify('start', background);
  try {
    return await fetch(url, {
      method: endpoint.method,
      headers,
      body: input.form ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
      signal: options.signal,
      ...(options.priority ? { priority: options.priority } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, i18n._(msg`No connection to the server`));
  } finally {
    notify('end', background);
  }
}

type ErrorBody = {
  status?: boolean;
  message?: string;
  code?: string;
  params?: MessageParams;
  data?: unknown;
  errors?: Record<string, string[]>;
  errorCodes?: Record<string, { code: string; params?: MessageParams }[]>;
};

/** The field errors of an answer in the reader's language: by code where the server sent codes, else as sent. */
function fieldMessages(messageText: MessageText, body: ErrorBody | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(body?.errors ?? {})) {
    const codes = body?.errorCodes?.[field];
    out[field] = texts.map((text, i) => {
      const coded = codes?.[i];
      return coded ? messageText(i18n, { code: coded.code, params: coded.params, message: text }) : text;
    });
  }
  return out;
}

/** A response's `data`, or the ApiError its envelope describes (in the reader's language). */
export async function unwrap<T>(response: Response): Promise<T> {
  let body: ErrorBody | null = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok || !body || body.status === false) {
    const retry = Number(response.headers.get('Retry-After'));
    const english = body?.message ?? response.statusText ?? 'Request failed';
    // The words of the server's codes load with the first error, not with every page.
    const { messageText, loadServerWords } = await import('./server-messages');
    await loadServerWords(i18n).catch(() => undefined);
    throw new ApiError(
      response.ok ? 500 : response.status,
      body?.code ? messageText(i18n, { code: body.code, params: body.params, message: english }) : english,
      fieldMessages(messageText, body),
      Number.isFinite(retry) && retry > 0 ? retry : undefined,
      body?.code,
      body?.params ?? {},
    );
  }
  return (body as ErrorBody).data as T;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time; every 401 waiting on it retries with the new token. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const current = session.get();
    if (!current) return false;
    try {
      const response = await send(
        authEndpoints.refresh,
        { body: { refreshToken: current.refreshToken } },
        { background: true },
      );
      const pair = await unwrap<TokenPair>(response);
      session.rotate(pair);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 422)) {
        session.clear();
        for (const l of signedOutListeners) l();
      }
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Calls an endpoint of the shared table and returns its `data`, or throws ApiError. */
export async function api<E extends Endpoint>(
  endpoint: E,
  input: Partial<InputOf<E>> & { form?: FormData } = {},
  options: CallOptions = {},
): Promise<DataOf<E>> {
  return unwrap<DataOf<E>>(await call(endpoint, input, options));
}

/** Sends a call with the session's credentials, refreshing ahead of expiry and once on 401. */
async function call(endpoint: Endpoint, input: Input, options: CallOptions): Promise<Response> {
  const current = session.get();
  // Refresh ahead of time when the access token is about to expire.
  if (endpoint.auth === 'user' && current && current.expiresAt - Date.now() < 30_000) await refreshSession();
  let response = await send(endpoint, input, options);
  if (response.status === 401 && endpoint.auth === 'user' && session.get()) {
    if (await refreshSession()) response = await send(endpoint, input, options);
  }
  return response;
}

/**
 * Calls a list endpoint (`list`) and returns its rows and total as the endpoint declares them: a bare-array
 * list's total comes from its header (e.g. `X-Total-Count`), which `api()` does not keep.
 */
export async function apiList<E extends Endpoint, Row = DataOf<E> extends readonly (infer R)[] ? R : unknown>(
  endpoint: E,
  input: Partial<InputOf<E>> = {},
  options: CallOptions = {},
): Promise<{ rows: Row[]; total: number; totalCapped?: true }> {
  const response = await call(endpoint, input, options);
  const data = await unwrap<unknown>(response);
  return listOf<Row>(endpoint, data, response.headers);
}

/**
 * Opens a Server-Sent Events endpoint (`stream: true`) with the session's credentials (refreshing once on
 * 401) and returns the response, whose body is the open stream; a refusal throws ApiError.
 */
export async function openStream(endpoint: Endpoint, options: { signal?: AbortSignal } = {}): Promise<Response> {
  // Low priority: the stream stays open for the whole visit and is nothing the screen waits for. A `fetch` is High
  // by default, and tools that wait for a page's load (Lighthouse: no High request in flight for a second) took
  // this never-ending one for part of it and waited until their time limit (issue 22, docs/performance.md).
  const call = () =>
    send(
      endpoint,
      {},
      { signal: options.signal, background: true, priority: 'low', headers: { Accept: 'text/event-stream' } },
    );
  const current = session.get();
  if (current && current.expiresAt - Date.now() < 30_000) await refreshSession();
  let response = await call();
  if (response.status === 401 && session.get() && (await refreshSession())) response = await call();
  if (!response.ok || !response.body) await unwrap(response);
  return response;
}

/**
 * Downloads a CSV export (`csv: true`) with the session's credentials (refreshing once on 401), reading the
 * streamed body as it comes: `onProgress` gets the share of rows received (from `X-Total-Count`, 0–1; the
 * file's lines are counted as they arrive). Resolves with the file; a refusal throws ApiError.
 */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  input: Partial<InputOf<E>>,
  options: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<Blob> {
  const call = () =>
    send(endpoint, input, { signal: options.signal, background: false, headers: { Accept: 'text/csv' } });
  const current = session.get();
  if (current && current.expiresAt - Date.now() < 30_000) await refreshSession();
  let response = await call();
  if (response.status === 401 && session.get() && (await refreshSession())) response = await call();
  if (!response.ok || !response.body) await unwrap(response);
  const total = Number(response.headers.get('X-Total-Count'));
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines++;
    // The header line is not a row; quoted cells may hold line breaks, so the share stays below 1 until the end.
    if (options.onProgress && total > 0) options.onProgress(Math.min(0.99, Math.max(0, lines - 1) / total));
  }
  options.onProgress?.(1);
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'text/csv' });
}
