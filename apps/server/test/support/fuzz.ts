// Fuzzed requests for every operation of the OpenAPI document, and the judge of their answers (issue 15 "Never a
// 5xx for bad input"). Shared by the CI fuzz test (apps/server/test/platform/fuzz.test.ts, injected, PGlite) and
// bench/fuzz.ts (≥ 10 000 requests over HTTP against a real server on PostgreSQL).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  /** `GET /api/product/{id}` */
  key: string;
  method: string;
  /** OpenAPI path with `{param}` placeholders. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  /** The JSON body schema, if the operation takes JSON. */
  body?: JsonSchema;
  /** POST/PUT without a JSON body: the handler reads a multipart form (or JSON) itself. */
  form: boolean;
}

/** Every operation of the document but the docs' own pages and HEAD twins, in a fixed order. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)) continue;
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      const body = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: pick('path'),
        query: pick('query'),
        ...(body ? { body } : {}),
        form: !body && (method === 'POST' || method === 'PUT' || method === 'PATCH'),
      });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** Inputs that broke the platform before issue 15, and their relatives. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '9999-99-99',
  '2024-02-30',
  '0000-01-01',
  '-0001-01-01',
  '1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '99999999999999999999',
  'x'.repeat(5000),
  'Łódź Invest GmbH',
  'Şahin Ω 🚀',
  '\u202e\ufeff\u200b',
  '\ud800',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  'true',
  'null',
  '{}',
  '[]',
];
const NASTY_NUMBERS = [
  1e308,
  -1e308,
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  1e20,
  -1,
  0,
  0.5,
  -0.000001,
  1e-300,
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const nastyNumber = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** A value of any JSON type (wrong types for most fields). */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
);

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A value the schema accepts (or close to it): what a well-behaved client would send. */
function validLike(s: JsonSchema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validLike(v, depth, name)));
  if (s.allOf?.length) return validLike(Object.assign({}, ...s.allOf), depth, name);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = typesOf(s).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? 0, -1_000_000),
        max: Math.max(Math.min(s.maximum ?? 30, 1_000_000_000), Math.max(s.minimum ?? 0, -1_000_000)),
      });
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(0.5, 1234.56, 25_000));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validLike(s.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(s, depth + 1);
    default:
      return validString(s, name);
  }
}

const WORD = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüß'),
  minLength: 2,
  maxLength: 12,
});

function validString(s: JsonSchema, name: string): fc.Arbitrary<string> {
  if (/date$/i.test(name) || s.format === 'date')
    return fc.constantFrom('2024-02-29', '1990-05-17', '2030-12-31');
  if (/email|^to$/i.test(name)) return fc.constantFrom('fuzz@example.com', 'admin@example.com', 'a@b.de');
  if (/subdomain/i.test(name)) return fc.constantFrom('demo', 'demo-vertrieb', 'nicht-da');
  if (s.format === 'email') return fc.constantFrom('fuzz@example.com', 'admin@example.com', 'a@b.de');
  if (s.format === 'date') return fc.constantFrom('2024-02-29', '1990-05-17', '2030-12-31');
  if (s.format === 'date-time') return fc.constantFrom('2026-01-01T10:00:00Z', '2020-02-29T23:59:59.999Z');
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern?.includes('\\d')) return fc.constantFrom('12345', '0', '+49 30 123456');
  if (s.pattern?.includes('0x')) return fc.constantFrom(`0x${'a'.repeat(40)}`, `0x${'1'.repeat(64)}`);
  if (s.pattern?.includes('#')) return fc.constantFrom('#112233', '#fff');
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 30, min + 30);
  return fc.oneof(
    WORD.filter((w) => w.length >= min && w.length <= max),
    fc
      .constantFrom('Erika', 'Muster GmbH', 'demo', 'dataPrivacy')
      .filter((w) => w.length >= min && w.length <= max),
  );
}

/** A nasty value for one field, each class of fault equally likely (the classes the outside probe found). */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', 'Muster\u0000GmbH'),
  fc.constantFrom('9999-99-99', '2024-02-30', '0000-01-01', '2023-13-01', '1999-00-10'),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom('1e308', '99999999999999999999', '-1', '1.5', 'NaN', '0x10'),
  anyJson,
  nastyString,
);

/** One field's value: mostly what the schema wants, sometimes nasty. */

/**
 * An object as the schema wants it (its required fields, some optional ones) with one or two fields replaced by
 * nasty values, a missing required field or an unknown key: one fault at a time reaches deeper than many.
 */
function objectOf(s: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const valid = fc
    .tuple(
      ...props.map(([k, v]) =>
        required.has(k)
          ? validLike(v, depth, k)
          : fc.oneof(
              { weight: 2, arbitrary: fc.constant(undefined) },
              { weight: 1, arbitrary: validLike(v, depth, k) },
            ),
      ),
    )
    .map((values) =>
      Object.fromEntries(props.map(([k], i) => [k, values[i]]).filter(([, v]) => v !== undefined)),
    );
  const keys = props.map(([k]) => k);
  const fault = fc.oneof(
    ...(keys.length ? [fc.tuple(fc.constantFrom(...keys), nastyValue)] : []),
    fc.tuple(fc.constantFrom('unknownField', 'a\u0000', '__proto__x'), anyJson),
  );
  const drop = keys.length ? fc.option(fc.constantFrom(...keys)) : fc.constant(null);
  return fc.tuple(valid, fc.array(fault, { maxLength: 2 }), drop).map(([o, faults, dropped]) => {
    const out: Record<string, unknown> = { ...o };
    for (const [k, v] of faults) out[k] = v;
    if (dropped) delete out[dropped];
    return out;
  });
}

/** encodeURIComponent, but a lone surrogate (which it refuses) becomes the bytes of one: invalid UTF-8. */
const encode = (v: string): string => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

/** A query or path value as text. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

const pathValue = (name: string, s: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: s.enum?.length
        ? fc.constantFrom(...s.enum.map(String))
        : fc.integer({ min: 1, max: 12 }).map(String),
    },
    { weight: 1, arbitrary: validLike(s, 0, name).map(asText).map(encode) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        nastyString.map((v) => encode(v) || '%20'),
        fc.constantFrom('%C0%AE', '%E0%A4%A', '%', '%%', 'x'.repeat(301), '9'.repeat(400), '..', name),
      ),
    },
  );

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const MALFORMED_JSON = [
  '{"a":',
  '{',
  '[1,2',
  '{"a":"\\u0000"}',
  'nul',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '"x"',
  '1e999',
];

function multipart(
  fields: [string, string][],
  file: [string, string, Buffer] | null,
): FuzzRequest['payload'] & {} {
  const b = 'fuzzboundary';
  const parts = fields.map(
    ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = Buffer.from(parts.join(''));
  if (!file) return Buffer.concat([head, Buffer.from(`--${b}--\r\n`)]);
  const [field, name, bytes] = file;
  const fileHead = Buffer.from(
    `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return Buffer.concat([head, fileHead, bytes, Buffer.from(`\r\n--${b}--\r\n`)]);
}

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const FILE_FIELDS = [
  'dataPrivacy',
  'projectFinanceContract',
  'orderPrivacyContract',
  'logo',
  'favicon',
  'idScan',
  'image',
  'x',
];

/** The body of a request: JSON from the schema, a multipart form, malformed JSON, a wrong content type or none. */
function bodyOf(op: Operation): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'payload'>> {
  const json = (v: unknown) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(v),
  });
  const schemaBody = op.body
    ? objectOf(op.body)
    : fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 4 });
  const options: fc.WeightedArbitrary<Pick<FuzzRequest, 'headers' | 'payload'>>[] = [
    { weight: 6, arbitrary: schemaBody.map(json) },
    { weight: 1, arbitrary: anyJson.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((p) => ({ headers: { 'content-type': 'application/json' }, payload: p })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Pick<FuzzRequest, 'headers' | 'payload'>>(
        { headers: { 'content-type': 'text/plain' }, payload: 'hallo' },
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b&c=%00' },
        { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
        { headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
        { headers: { 'content-type': 'application/json' }, payload: '' },
        { headers: {}, payload: undefined },
      ),
    },
  ];
  if (op.form) {
    const fields = fc.array(
      fc.tuple(
        op.body
          ? fc.constantFrom(...Object.keys(op.body.properties ?? { x: 1 }))
          : fc.constantFrom('duration', 'name', 'email', 'status', 'a\u0000'),
        nastyString.map((s) => s.replaceAll('\r', '').replaceAll('\n', '')),
      ),
      { maxLength: 4 },
    );
    const file = fc.option(
      fc.tuple(
        fc.constantFrom(...FILE_FIELDS),
        fc.constantFrom('a.pdf', 'a\u0000b.pdf', 'Łódź 🚀.pdf', '../../x.pdf', 'x'.repeat(300), ''),
        fc.constantFrom(PDF_BYTES, Buffer.alloc(0), Buffer.from('not a pdf')),
      ),
    );
    options.push({
      weight: 6,
      arbitrary: fc.tuple(fields, file).map(([f, fl]) => ({
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: multipart(f, fl),
      })),
    });
  }
  return fc.oneof(...options);
}

/** One fuzzed request for `op`: path parameters, query and body each valid-looking or nasty. */
export function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map((p) => pathValue(p.name, p.schema)));
  const queryPairs = op.query.length
    ? objectOf({ properties: Object.fromEntries(op.query.map((q) => [q.name, q.schema])) }).map((o) =>
        Object.fromEntries(Object.entries(o).map(([k, v]) => [k, asText(v)])),
      )
    : fc.constant({} as Record<string, string>);
  const query = fc
    .tuple(
      queryPairs,
      fc.option(fc.constantFrom('unknown=1', 'page=%C0%AE', 'page=1&page=2', '%00=%00', 'x=%E0%A4%A')),
    )
    .map(([pairs, raw]) =>
      [...Object.entries(pairs).map(([k, v]) => `${encode(k)}=${encode(v)}`), ...(raw ? [raw] : [])].join(
        '&',
      ),
    );
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  return fc
    .tuple(params, query, withBody ? bodyOf(op) : fc.constant({ headers: {}, payload: undefined }))
    .map(([values, q, body]) => {
      let path = op.path;
      op.pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, values[i] ?? '1');
      });
      return {
        method: op.method,
        url: q ? `${path}?${q}` : path,
        headers: body.headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}

/** Sends one fuzzed request as a caller (injected in the test, over HTTP in the bench). */
export type Send<C extends string> = (caller: C, r: FuzzRequest) => Promise<Answer>;

/** The callers whose plain request (ids 1, no query, an empty JSON body) the gate does not refuse (401/403). */
export async function gatePassers<C extends string>(
  op: Operation,
  callers: readonly C[],
  send: Send<C>,
): Promise<C[]> {
  const url = op.path.replace(/\{[^}]+\}/g, '1');
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  const out: C[] = [];
  for (const caller of callers) {
    const res = await send(caller, {
      method: op.method,
      url,
      headers: withBody ? { 'content-type': 'application/json' } : {},
      ...(withBody ? { payload: '{}' } : {}),
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) out.push(caller);
  }
  return out;
}

/**
 * Who sends a fuzzed request: mostly a caller the route's gate lets in (so the fuzz reaches validation and the
 * use case), now and then any caller (the gate itself must answer German problems too).
 */
export const callerArb = <C extends string>(allowed: readonly C[], all: readonly C[]): fc.Arbitrary<C> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(allowed.length ? allowed : all)) },
    { weight: 1, arbitrary: fc.constantFrom(...all) },
  );

/** A stable seed per operation: the runs of one route do not depend on which routes ran before. */
export function seedOf(key: string, base = 15): number {
  let h = base;
  for (const ch of key) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return h;
}

// --- judging the answers ---------------------------------------------------------------------------------

/** Every module of the platform's German texts (packages/domain/src/texts/de), the ones the domain's index leaves out too. */
const TEXTS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@zp/domain')),
  'texts',
  'de',
);
const TEXT_MODULES: unknown[] = await Promise.all(
  fs
    .readdirSync(TEXTS_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => import(`@zp/domain/texts/de/${f.slice(0, -3)}`)),
);

/** Every German text of the platform (texts/de) as exact strings and, for the templates, as patterns. */
function germanTextsOf(): { exact: Set<string>; patterns: RegExp[] } {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const MARK = '\u0001';
  const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const walk = (v: unknown, depth: number) => {
    if (depth > 4) return;
    if (typeof v === 'string') exact.add(v);
    else if (typeof v === 'function') {
      try {
        const out = (v as (...a: unknown[]) => unknown)(MARK, MARK, MARK);
        // A template that is mostly its placeholders ("… (…)", a label lookup that answers its argument) would
        // pass any text: only those with words of their own count.
        if (typeof out === 'string' && out.replaceAll(MARK, '').replace(/[^\p{L}]/gu, '').length >= 4)
          patterns.push(new RegExp(`^${escapeRe(out).replaceAll(MARK, '.+')}$`, 's'));
      } catch {
        // a helper that needs real arguments: not a message template
      }
    } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x, depth + 1);
  };
  for (const mod of TEXT_MODULES) walk(mod, 0);
  return { exact, patterns };
}
const GERMAN = germanTextsOf();

/**
 * How a `detail` is judged German: Fastify's, zod's and Node's own messages are English ("Route GET:/x not found",
 * "body must be object", "Expected number, received string", "Unsupported Media Type …"), so a detail fails when it
 * contains one of their typical English words. It passes when it is one of the platform's German texts (texts/de,
 * templates included) or — for the few German sentences a module keeps beside them — when it has German function
 * words or umlauts. That keeps the check strict for what the issue is about (framework English leaking out)
 * without freezing every German sentence into a list.
 */
const ENGLISH =
  /\b(the|is|are|must|should|expected|received|invalid|required|not found|bad request|unsupported|route|body|params|querystring|error|failed|cannot|unexpected|missing|unknown|property|string|number|object|array|undefined|null|payload|request|response|internal|server)\b/i;
const GERMAN_WORDS =
  /[äöüÄÖÜß]|\b(der|die|das|den|dem|des|ein|eine|einer|kein|keine|nicht|ist|sind|wird|wurde|werden|bitte|sie|ihre|darf|muss|dieser|dieses|diese|feld|datei|zu|für|mit|von|oder|und|noch|bereits|ungültig|unbekanntes|angabe)\b/i;

export function isGermanDetail(detail: unknown): boolean {
  if (typeof detail !== 'string' || detail.trim() === '') return false;
  if (GERMAN.exact.has(detail) || GERMAN.patterns.some((p) => p.test(detail))) return true;
  return !ENGLISH.test(detail) && GERMAN_WORDS.test(detail);
}

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What is wrong with an answer to bad input, or null: a 5xx, or a 4xx that is not a German problem+json. */
export function judge(res: Answer): 'server error' | 'not problem+json' | 'not German' | null {
  if (res.statusCode >= 500) return 'server error';
  if (res.statusCode < 400) return null;
  if (!/^application\/problem\+json/.test(String(res.headers['content-type'] ?? '')))
    return 'not problem+json';
  let detail: unknown;
  try {
    const body = JSON.parse(res.body) as { detail?: unknown; status?: unknown };
    if (body.status !== res.statusCode) return 'not problem+json';
    detail = body.detail;
  } catch {
    return 'not problem+json';
  }
  return isGermanDetail(detail) ? null : 'not German';
}
