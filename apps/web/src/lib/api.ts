import type { refreshToken } from '@zp/domain/accounts/accounts.contract';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import { enqueueSnackbar } from 'notistack';
import { ApiError, readProblem } from './api-error.ts';
import { setOffline } from './connectivity.ts';
import { clearSession, getSession, rereadSession, setSession, tokenExpiry } from './session.ts';

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
  /** 'response': the raw Response once its headers arrived (file names; the caller reads or cancels the body). */
  responseType?: 'json' | 'blob' | 'text' | 'response';
}

/** Called once the session could not be renewed (it is already cleared): the app sends the user to login. */
type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | null = null;
export const setSessionExpiredHandler = (handler: SessionExpiredHandler | null): void => {
  onSessionExpired = handler;
};

/** Sign-in, sign-up, activation, reset and token calls: a 401 there is an answer, not an expired session. */
const AUTH_PATH =
  /^\/(login|logout|token\/refresh|set-password|reset-password|reset-password-request|signup|(reseller|investor|salesrep)\/signup)\/?$/;
export const isAuthPath = (path: string): boolean => AUTH_PATH.test(path.startsWith('/') ? path : `/${path}`);

type RenewResult = 'renewed' | 'expired' | 'unreachable';
let renewal: Promise<RenewResult> | null = null;

/** Renew this long before the access token expires (clock skew, a slow network). */
export const RENEW_AHEAD_MS = 2 * 60 * 1000;

/** Milliseconds until the stored access token should be renewed (≤ 0: now), null without a token or `exp`. */
export function msUntilRenewal(now = Date.now()): number | null {
  const exp = tokenExpiry(getSession()?.accessToken);
  return exp === null ? null : exp * 1000 - RENEW_AHEAD_MS - now;
}

/**
 * One rotation at a time across this portal's tabs (a refresh token used twice revokes the whole session): the
 * Web Locks API where the browser has it.
 */
function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(`${window.location.host}:token-refresh`, fn) as Promise<T>) : fn();
}

/**
 * Rotates the token pair once; concurrent callers share this one call (the old refresh token dies with it).
 * `stale`: the access token the caller found wanting — when another tab has replaced it meanwhile, nothing is done.
 */
function renewTokens(stale?: string): Promise<RenewResult> {
  renewal ??= acrossTabs(async (): Promise<RenewResult> => {
    const session = rereadSession();
    if (stale && session?.accessToken && session.accessToken !== stale) return 'renewed';
    const refresh = session?.refreshToken;
    if (!refresh) return 'expired';
    try {
      const pair = await apiRequest<ResponseOf<typeof refreshToken>>('/token/refresh', {
        method: 'POST',
        body: { refresh },
        quiet: true,
      });
      setSession({ accessToken: pair.access, refreshToken: pair.refresh });
      return 'renewed';
    } catch (error) {
      return error instanceof ApiError && error.kind === 'http' ? 'expired' : 'unreachable';
    }
  }).finally(() => {
    renewal = null;
  });
  return renewal;
}

let lastEarlyRenewal = 0;

/**
 * Renews the access token before it expires (the scheduler in token-refresh.ts and every request call it), so that
 * the first requests after a pause do not fail with 401. A refused refresh ends the session as a 401 would.
 */
export async function renewAheadOfExpiry(): Promise<void> {
  const session = getSession();
  const wait = msUntilRenewal();
  if (!session?.refreshToken || wait === null || wait > 0) return;
  // A clock far off the server's would make every token look due: at most one early renewal a minute.
  if (Date.now() - lastEarlyRenewal < 60_000) return;
  lastEarlyRenewal = Date.now();
  const result = await renewTokens(session.accessToken);
  if (result === 'expired' && getSession()) {
    clearSession();
    onSessionExpired?.();
  }
}

/** After a 401 sent with `usedToken`: renew (or use a token renewed meanwhile); on failure end the session. */
async function handleUnauthorized(usedToken: string | undefined): Promise<RenewResult> {
  const current = getSession()?.accessToken;
  if (current && current !== usedToken) return 'renewed';
  const result = await renewTokens(usedToken);
  if (result === 'expired' && getSession()) {
    clearSession();
    onSessionExpired?.();
  }
  return result;
}

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
  if (type === 'response') return res as T;
  if (type === 'blob') return (await res.blob()) as T;
  const text = await res.text();
  if (type === 'text') return text as T;
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls the API; resolves with the parsed answer (200–399) or rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  let res: Response;
  let expired = false;
  try {
    if (!isAuthPath(path)) await renewAheadOfExpiry();
    const usedToken = getSession()?.accessToken;
    res = await send(url, options);
    if (res.status === 401 && usedToken && !isAuthPath(path)) {
      const renewed = await handleUnauthorized(usedToken);
      if (renewed === 'renewed') res = await send(url, options);
      else expired = true;
    }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'timeout' && !isQuiet(options, 0)) {
      enqueueSnackbar(error.detail, { variant: 'error' });
    }
    throw error;
  }
  if (res.status >= 200 && res.status < 400) return readBody<T>(res, options.responseType);
  const error = new ApiError('http', await readProblem(res));
  // An ended session was announced once by the expiry handler; the failed calls add no toasts of their own.
  if (!isQuiet(options, res.status) && !expired) enqueueSnackbar(error.detail, { variant: 'error' });
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
