import type { z } from 'zod';

// Answers serialised by their contract schema, compiled once per route (issue 22, decision 060).
//
// fastify-type-provider-zod encodes every answer with zod (`safeEncode`, a full parse that builds a new object tree)
// and then stringifies the copy: 0.2 ms of CPU per wizard answer on this kind of machine, 10 % of the server's time in
// a launch. The schema is known when the route is registered, so it is compiled here into a function that writes
// the JSON directly: the schema's keys only (what zod's encode strips stays stripped — an answer never carries a column
// its contract does not name), each value checked for its JSON type on the way. Whatever the compiled function does
// not know (a refinement's rule, a string's format, a default, a pipe) it does not decide: a value that is not plainly
// of its schema's type, or a schema part it does not compile, sends the whole answer through zod's encode as before,
// so an answer that breaks its contract still fails the same way.
//
// The server suite runs with `ZP_ANSWER_CROSSCHECK=1` (apps/server/vitest.config.ts): there every answer is also
// encoded by zod and a different string is an error, so each answer a test produces proves the two agree.

/** A compiled part: the value's JSON, or FAIL when the value is not plainly of the part's schema. */
type Part = (value: unknown) => string | typeof FAIL;
const FAIL = Symbol('fail');

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** Schema parts whose encode is not a plain copy of the value (or that the compiler does not model): not compiled. */
class NotCompiled extends Error {}
/** The objects being compiled (a recursion guard). */
const compiling = new Set<z.core.$ZodType>();

/** What JSON.stringify escapes in a string: the quote, the backslash, control characters, surrogates (lone ones). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what JSON escapes
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;
const stringPart: Part = (v) =>
  typeof v !== 'string' ? FAIL : ESCAPED.test(v) ? JSON.stringify(v) : `"${v}"`;
const booleanPart: Part = (v) => (v === true ? 'true' : v === false ? 'false' : FAIL);
const nullPart: Part = (v) => (v === null ? 'null' : FAIL);
// JSON.stringify writes any number the way zod's encoded copy would have it written; zod refuses non-finite ones.
const numberPart: Part = (v) => (typeof v === 'number' && Number.isFinite(v) ? JSON.stringify(v) : FAIL);
const intPart: Part = (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? JSON.stringify(v) : FAIL);
/** `z.unknown()`/`z.any()`: zod passes the value through unchanged (undefined only where a key may be missing). */
const anyPart: Part = (v) => (v === undefined ? FAIL : JSON.stringify(v));

function compilePart(schema: z.core.$ZodType, seen: Map<z.core.$ZodType, Part>): Part {
  const known = seen.get(schema);
  if (known) return known;
  const def = defOf(schema);
  let part: Part;
  switch (def.type) {
    case 'string':
      part = stringPart;
      break;
    case 'boolean':
      part = booleanPart;
      break;
    case 'null':
      part = nullPart;
      break;
    case 'number': {
      // `z.int()` carries its format in its own definition, `z.number().int()` in a check.
      const formats = [def, ...((def.checks as z.core.$ZodType[] | undefined) ?? []).map(defOf)].map(
        (d) => d.format,
      );
      part = formats.some((f) => f === 'safeint' || f === 'int32' || f === 'uint32') ? intPart : numberPart;
      break;
    }
    case 'unknown':
    case 'any':
      part = anyPart;
      break;
    case 'literal': {
      const values = new Set(def.values as unknown[]);
      part = (v) => (values.has(v) && v !== undefined ? JSON.stringify(v) : FAIL);
      break;
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      part = (v) => (values.has(v) ? JSON.stringify(v) : FAIL);
      break;
    }
    case 'nullable': {
      const inner = compilePart(def.innerType as z.core.$ZodType, seen);
      part = (v) => (v === null ? 'null' : inner(v));
      break;
    }
    case 'readonly':
      part = compilePart(def.innerType as z.core.$ZodType, seen);
      break;
    case 'array': {
      const element = compilePart(def.element as z.core.$ZodType, seen);
      part = (v) => {
        if (!Array.isArray(v)) return FAIL;
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          const item = element(v[i]);
          if (item === FAIL) return FAIL;
          out += i === 0 ? item : `,${item}`;
        }
        return `${out}]`;
      };
      break;
    }
    case 'object':
      part = compileObject(schema, def, seen);
      break;
    case 'record':
      part = compileRecord(def, seen);
      break;
    case 'union':
      part = compileUnion(def, seen);
      break;
    default:
      throw new NotCompiled(def.type);
  }
  seen.set(schema, part);
  return part;
}

interface Field {
  key: string;
  /** `"key":` as JSON. */
  prefix: string;
  part: Part;
  /** zod leaves the key out when it is missing (its schema is optional); otherwise a missing key fails. */
  optional: boolean;
}

function fieldOf(key: string, schema: z.core.$ZodType, seen: Map<z.core.$ZodType, Part>): Field {
  const def = defOf(schema);
  const optional = def.type === 'optional';
  const part = compilePart(optional ? (def.innerType as z.core.$ZodType) : schema, seen);
  return { key, prefix: `${JSON.stringify(key)}:`, part, optional };
}

/** The fields' `"key":value` pairs, comma-separated, in the fields' order. */
function fieldsJson(fields: Field[], record: Record<string, unknown>): string | typeof FAIL {
  let out = '';
  for (const field of fields) {
    const value = record[field.key];
    if (value === undefined) {
      // Missing or undefined: left out if optional (JSON has no undefined); a required key fails in zod.
      if (field.optional) continue;
      return FAIL;
    }
    const json = field.part(value);
    if (json === FAIL) return FAIL;
    out += out === '' ? field.prefix + json : `,${field.prefix}${json}`;
  }
  return out;
}

function compileObject(schema: z.core.$ZodType, def: Def, seen: Map<z.core.$ZodType, Part>): Part {
  // A shape that contains itself (through a getter) would compile forever; none is in the contract. It goes to zod.
  if (compiling.has(schema)) throw new NotCompiled('recursive object');
  compiling.add(schema);
  const shape = def.shape as Record<string, z.core.$ZodType>;
  const fields = Object.keys(shape).map((key) => fieldOf(key, shape[key]!, seen));
  const catchall = def.catchall as z.core.$ZodType | undefined;
  let rest: Part | null = null;
  if (catchall) {
    // `z.looseObject`: keys outside the shape pass through unchanged. A strict object (catchall never) fails on
    // them in zod and is left to it.
    const type = defOf(catchall).type;
    if (type !== 'unknown' && type !== 'any') throw new NotCompiled(`object catchall ${type}`);
    rest = anyPart;
  }
  compiling.delete(schema);
  const known = new Set(Object.keys(shape));
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;
    const record = v as Record<string, unknown>;
    let out = fieldsJson(fields, record);
    if (out === FAIL) return FAIL;
    let first = out === '';
    out = `{${out}`;
    if (rest) {
      for (const key in record) {
        if (known.has(key) || !Object.hasOwn(record, key)) continue;
        const value = record[key];
        if (value === undefined) continue;
        const json = rest(value);
        if (json === FAIL) return FAIL;
        out += `${first ? '' : ','}${JSON.stringify(key)}:${json}`;
        first = false;
      }
    }
    return `${out}}`;
  };
}

function compileRecord(def: Def, seen: Map<z.core.$ZodType, Part>): Part {
  const keyDef = defOf(def.keyType as z.core.$ZodType);
  const valueSchema = def.valueType as z.core.$ZodType;
  if (keyDef.type === 'enum') return compileEnumRecord(keyDef, valueSchema, seen);
  // Other key schemas (a literal's, a pattern's) make zod check each key; they stay with zod.
  if (keyDef.type !== 'string' || keyDef.checks) throw new NotCompiled(`record key ${keyDef.type}`);
  const value = compilePart(valueSchema, seen);
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;
    let out = '{';
    let first = true;
    for (const [key, item] of Object.entries(v)) {
      const json = value(item);
      if (json === FAIL) return FAIL;
      out += `${first ? '' : ','}${JSON.stringify(key)}:${json}`;
      first = false;
    }
    return `${out}}`;
  };
}

/**
 * `z.record(z.enum([…]), value)`: zod wants every key of the enum (unless the value is optional) and no other, and
 * writes them in the enum's order.
 */
function compileEnumRecord(
  keyDef: Def,
  valueSchema: z.core.$ZodType,
  seen: Map<z.core.$ZodType, Part>,
): Part {
  const keys = Object.values(keyDef.entries as Record<string, unknown>);
  if (!keys.every((key) => typeof key === 'string')) throw new NotCompiled('record key enum of numbers');
  const fields = (keys as string[]).map((key) => fieldOf(key, valueSchema, seen));
  const known = new Set(keys as string[]);
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;
    const record = v as Record<string, unknown>;
    for (const key in record) if (!known.has(key) && Object.hasOwn(record, key)) return FAIL;
    const out = fieldsJson(fields, record);
    return out === FAIL ? FAIL : `{${out}}`;
  };
}

function compileUnion(def: Def, seen: Map<z.core.$ZodType, Part>): Part {
  const schemas = def.options as z.core.$ZodType[];
  // zod takes the first option that passes all its rules, the compiled union the first whose JSON types fit. An
  // option could fit here and fail one of zod's finer rules, and zod would take a later one. That cannot change the
  // answer when the options are scalars, or objects where each one is a later one with plain keys added (as
  // `extend({ detail: z.string() })` makes them): a finer rule that fails lies on a shared key and fails the later
  // options too. Other unions stay with zod.
  const scalar = schemas.every((option) => SCALARS.has(defOf(option).type));
  const nested = schemas.every((option, i) =>
    schemas.slice(i + 1).every((later) => extendsPlainly(option, later)),
  );
  if (!scalar && !nested) throw new NotCompiled('union of structured options');
  const options = schemas.map((option) => compilePart(option, seen));
  return (v) => {
    for (const option of options) {
      const json = option(v);
      if (json !== FAIL) return json;
    }
    return FAIL;
  };
}

const SCALARS = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum']);

/** `wider` is `narrower` with keys added whose schemas are scalars without rules of their own. */
function extendsPlainly(wider: z.core.$ZodType, narrower: z.core.$ZodType): boolean {
  const a = defOf(wider);
  const b = defOf(narrower);
  if (a.type !== 'object' || b.type !== 'object' || a.catchall !== b.catchall) return false;
  const aShape = a.shape as Record<string, z.core.$ZodType>;
  const bShape = b.shape as Record<string, z.core.$ZodType>;
  return (
    Object.keys(bShape).every((key) => aShape[key] === bShape[key]) &&
    Object.keys(aShape)
      .filter((key) => !(key in bShape))
      .every((key) => {
        const added = defOf(aShape[key]!);
        return SCALARS.has(added.type) && !added.checks;
      })
  );
}

/** The cross-check's mismatches in this process (the server suite fails the test that left one). */
export const answerMismatches: string[] = [];

export interface AnswerSerializer {
  (value: unknown): string;
  /** False when the schema has a part the compiler leaves to zod: then every answer goes through zod's encode. */
  compiled: boolean;
}

/**
 * The answer's JSON by its schema: compiled where possible, zod's encode otherwise (and whenever a value is not
 * plainly of its part's type). With `crossCheck` zod's encode runs too, and a different string is an error.
 */
export function answerSerializer(
  schema: z.core.$ZodType,
  viaZod: (value: unknown) => string,
  options: { crossCheck?: boolean } = {},
): AnswerSerializer {
  let compiled: Part | null = null;
  try {
    compiled = compilePart(schema, new Map());
  } catch (error) {
    compiling.clear();
    if (!(error instanceof NotCompiled)) throw error;
  }
  const serialize = ((value: unknown) => {
    const json = compiled ? compiled(value) : FAIL;
    if (json === FAIL) return viaZod(value);
    if (options.crossCheck) {
      const expected = viaZod(value);
      if (expected !== json) {
        const message = `Compiled answer differs from zod's encode:\ncompiled: ${json}\nzod:      ${expected}`;
        answerMismatches.push(message);
        throw new Error(message);
      }
    }
    return json;
  }) as AnswerSerializer;
  serialize.compiled = compiled !== null;
  return serialize;
}
