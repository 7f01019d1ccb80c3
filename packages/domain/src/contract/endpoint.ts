// One contract between server and web: every endpoint's method, path, input schemas and answers, written once.
// The server registers its routes from these (Fastify validates the input and serialises the answer through the
// schema, so no field leaks that the contract does not name; the OpenAPI at /api/docs is generated from them);
// the web derives its request and answer types from them (`ResponseOf`, `BodyOf`, `QueryOf`).
import { z } from 'zod';
import type { Permission } from '../auth/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is not JSON (a file): its media types, each described as binary for the OpenAPI. */
export interface FileAnswer {
  readonly content: Readonly<Record<string, { readonly schema: z.ZodType }>>;
}
export type AnswerSchema = z.ZodType | FileAnswer;

export interface EndpointDef {
  readonly method: HttpMethod;
  /** The path below `/api`, in Fastify's notation (`/product/:id`). */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  /** The permission key the route's pre-handler asks `can()` for (row access follows in the use case). */
  readonly permission?: Permission;
  /** No sign-in needed (public pages, sign-in itself). */
  readonly public?: boolean;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  /** JSON body; multipart endpoints leave it out and name their fields in `multipart`. */
  readonly body?: z.ZodType;
  /** Multipart form fields (text and file), for the OpenAPI only: the handler reads and checks them. */
  readonly multipart?: z.ZodType;
  /** Every success answer by status (200, 201, 204 …); the problem answers are added by `endpoint()`. */
  readonly response: Readonly<Record<number, AnswerSchema>>;
}

/** RFC 9457 problem+json as the error handler writes it: `detail` is the German sentence the UI shows. */
export const problemSchema = z
  .looseObject({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .describe('application/problem+json (RFC 9457) with the German `detail`; `errors` per field for 400');
export type Problem = z.infer<typeof problemSchema>;

const PROBLEMS = { '4xx': problemSchema, '5xx': problemSchema } as const;

/** Defines one endpoint; adds the problem+json answers (4xx, 5xx) that every endpoint may give. */
export function endpoint<const E extends EndpointDef>(
  def: E,
): E & { response: E['response'] & typeof PROBLEMS } {
  return { ...def, response: { ...def.response, ...PROBLEMS } };
}

/** A binary download (PDF, .docx, zip …) as an answer. */
export const fileAnswer = (...mediaTypes: string[]): FileAnswer => ({
  content: Object.fromEntries(
    mediaTypes.map((t) => [t, { schema: z.string().meta({ format: 'binary' }).describe('file') }]),
  ),
});

/** `204 No Content`. */
export const noContent = z.null().describe('No Content');

/** `{ detail }`: the German confirmation a mutation answers with. */
export const detailAnswer = z.object({ detail: z.string() });

/** The paged answer of every list: 10 rows a page, links keep the filters. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type PageOf<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** `page` (from 1) and `isAscending` (default newest first) of every list. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100000).default(1),
  isAscending: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
};

/** A row id in a path (PostgreSQL integer). */
export const rowId = z.coerce.number().int().min(1).max(2_147_483_647);
export const idParams = z.object({ id: rowId });

type SuccessStatus = 200 | 201 | 202 | 204;
type Out<S> = S extends z.ZodType ? z.output<S> : S extends FileAnswer ? Blob : never;

/** The success answer of an endpoint (the union when it has several success statuses). */
export type ResponseOf<
  E extends EndpointDef,
  S extends keyof E['response'] = Extract<keyof E['response'], SuccessStatus>,
> = Out<E['response'][S]>;
/** What the web sends as JSON body. */
export type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** The fields of a multipart endpoint, which also takes them as a JSON body when no file is sent. */
export type MultipartOf<E extends EndpointDef> = E['multipart'] extends z.ZodType
  ? z.input<E['multipart']>
  : never;
/** The query the web sends (values before the server's coercion). */
export type QueryOf<E extends EndpointDef> = E['querystring'] extends z.ZodType
  ? Partial<Record<keyof z.input<E['querystring']>, string | number | boolean | null | undefined>>
  : never;
/** The path parameters. */
export type ParamsOf<E extends EndpointDef> = E['params'] extends z.ZodType
  ? Record<keyof z.output<E['params']>, string | number>
  : Record<string, never>;

/** What every endpoint names besides its method, input and answers (the builders below take it). */
export interface EndpointMeta<P extends string = string> {
  readonly path: P;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly permission?: Permission;
  readonly public?: boolean;
}

/** `GET …/:id`: one row by id, one answer. */
export const getById = <const P extends string, const A extends AnswerSchema>(
  meta: EndpointMeta<P>,
  answer: A,
) => endpoint({ method: 'GET', ...meta, params: idParams, response: { 200: answer } });

/** `GET …/` with `querystring` (built on `pageQuery`): a paged list of `item`. */
export const listOf = <const P extends string, const Q extends z.ZodType, const T extends z.ZodType>(
  meta: EndpointMeta<P>,
  querystring: Q,
  item: T,
) => endpoint({ method: 'GET', ...meta, querystring, response: { 200: pageOf(item) } });

/** `PUT …/:id/update` with a JSON `body`: the changed row (or a detail) as answer. */
export const updateById = <const P extends string, const B extends z.ZodType, const A extends AnswerSchema>(
  meta: EndpointMeta<P>,
  body: B,
  answer: A,
) => endpoint({ method: 'PUT', ...meta, params: idParams, body, response: { 200: answer } });

/** `PUT …/:id/update` with a `multipart` form (or the same fields as JSON): the changed row as answer. */
export const updateFormById = <
  const P extends string,
  const M extends z.ZodType,
  const A extends AnswerSchema,
>(
  meta: EndpointMeta<P>,
  multipart: M,
  answer: A,
) => endpoint({ method: 'PUT', ...meta, params: idParams, multipart, response: { 200: answer } });

/** `DELETE …/:id/delete`: `204 No Content`. */
export const deleteById = <const P extends string>(meta: EndpointMeta<P>) =>
  endpoint({ method: 'DELETE', ...meta, params: idParams, response: { 204: noContent } });

/** `POST …/:id/…`: an action on one row without a body, answered with the German `{ detail }`. */
export const actionById = <const P extends string>(meta: EndpointMeta<P>) =>
  endpoint({ method: 'POST', ...meta, params: idParams, response: { 200: detailAnswer } });

/** `GET …/:id/…`: a file of one row (PDF, .docx …). */
export const fileById = <const P extends string>(meta: EndpointMeta<P>, ...mediaTypes: string[]) =>
  endpoint({ method: 'GET', ...meta, params: idParams, response: { 200: fileAnswer(...mediaTypes) } });
