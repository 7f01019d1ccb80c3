// The typed call of one contract endpoint. Types come from the domain contract (`import type`: no schema reaches
// the bundle); the compiler holds the method and path written here to the contract's, so they cannot drift.
import type {
  BodyOf,
  EndpointDef,
  MultipartOf,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '@zp/domain/contract/endpoint';
import { type ApiRequestOptions, apiRequest } from '../lib/api.ts';

export interface CallInput<E extends EndpointDef> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** JSON (the contract's body); multipart endpoints take their fields as JSON or a FormData with files. */
  body?: BodyOf<E> | MultipartOf<E> | FormData;
}

export type CallOptions = Omit<ApiRequestOptions, 'method' | 'body' | 'query'>;

/** Fills `:name` segments of a contract path with the (URL-encoded) parameters. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls an endpoint: `call<typeof getProduct>('GET', '/product/:id', { params: { id } })` resolves with the
 * contract's answer type.
 */
export function call<E extends EndpointDef>(
  method: E['method'],
  path: E['path'],
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  return apiRequest<ResponseOf<E>>(pathOf(path, input.params as Record<string, string | number>), {
    ...options,
    method,
    query: input.query as ApiRequestOptions['query'],
    body: input.body,
  });
}
