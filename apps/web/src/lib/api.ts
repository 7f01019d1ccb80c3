import { enqueueSnackbar } from 'notistack';
import { ApiError, readProblem } from './api-error.ts';
import { setOffline } from './connectivity.ts';
import { getSession } from './session.ts';

export type { ApiErrorKind, ProblemDetails } from './api-error.ts';
export { ApiError, isApiError } from './api-error.ts';

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 35000;

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Error statuses the caller shows itself (no toast); `true` silences every error toast. */
  quiet?: boolean | readonly number[];
  responseType?: 'json' | 'blob' | 'text';
}

/** Called on a 401; resolves true when it renewed the tokens and the request should be sent once more. */
type UnauthorizedHandler = () => Promise<boolean>;
let onUnauthorized: UnauthorizedHandler | null = null;
export const setUnauthorizedHandler = (handler: UnauthorizedHandler | null): void => {
  onUnauthorized = handler;
};

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

function toInit(options: ApiRequestOptions, signal: AbortSignal): RequestInit {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  const token = getSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, signal, credentials: 'same-origin' };
}

async function send(url: string, options: ApiRequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? API_TIMEOUT_MS);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await fetch(url, toInit(options, controller.signal));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (controller.signal.aborted) throw new ApiError('timeout', null, error);
    // No answer at all: only logged; the app switches to its offline page.
    console.warn('[api] network error', url, error);
    setOffline(true);
    throw new ApiError('network', null, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function isQuiet(options: ApiRequestOptions, status: number): boolean {
  return options.quiet === true || (Array.isArray(options.quiet) && options.quiet.includes(status));
}

async function readBody<T>(res: Response, type: ApiRequestOptions['responseType']): Promise<T> {
  if (type === 'blob') return (await res.blob()) as T;
  const text = await res.text();
  if (type === 'text') return text as T;
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls the API; resolves with the parsed answer (200–399) or rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  let res: Response;
  try {
    res = await send(url, options);
    if (res.status === 401 && onUnauthorized && getSession() && (await onUnauthorized())) {
      res = await send(url, options);
    }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'timeout' && !isQuiet(options, 0)) {
      enqueueSnackbar(error.detail, { variant: 'error' });
    }
    throw error;
  }
  if (res.status >= 200 && res.status < 400) return readBody<T>(res, options.responseType);
  const error = new ApiError('http', await readProblem(res));
  if (!isQuiet(options, res.status)) enqueueSnackbar(error.detail, { variant: 'error' });
  throw error;
}

type Options = Omit<ApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
