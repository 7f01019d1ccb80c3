// Wires a domain contract endpoint into Fastify: method, path, the contract's schemas (input validation, answer
// serialisation through the schema, OpenAPI) and the gate — the contract's permission, or sign-in unless public.
import type { EndpointDef } from '@zp/domain/contract/endpoint';
import type { FastifyInstance } from 'fastify';

/**
 * `app.route({ ...routeOf(app, endpoint), handler })`: the handler's request and answer are typed by the
 * contract. Row access is the use case's business (apps/server/src/access/).
 */
export function routeOf<const E extends EndpointDef>(app: FastifyInstance, e: E) {
  const onRequest = e.permission
    ? app.requirePermission(e.permission)
    : e.public
      ? undefined
      : app.requireAuth;
  return {
    method: e.method,
    url: e.path,
    ...(onRequest ? { onRequest } : {}),
    schema: definedOnly({
      tags: e.tags,
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
      params: e.params as E['params'],
      querystring: e.querystring as E['querystring'],
      body: e.body as E['body'],
      response: e.response as E['response'],
    }),
  };
}

/** Fastify warns about schema keys that are present but undefined; the types stay as declared. */
function definedOnly<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
