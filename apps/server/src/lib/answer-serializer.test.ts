import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from './answer-serializer.ts';

/** zod's path as fastify-type-provider-zod takes it: encode, then JSON.stringify (throws when the value breaks it). */
const viaZodOf = (schema: z.ZodType) => {
  const calls = { count: 0 };
  const viaZod = (value: unknown) => {
    calls.count += 1;
    return JSON.stringify(z.encode(schema, value as never));
  };
  return { viaZod, calls };
};

const person = z.object({
  id: z.int(),
  name: z.string(),
  email: z.email().nullable(),
  share: z.number(),
  active: z.boolean(),
  role: z.enum(['admin', 'issuer']),
  kind: z.literal(0).or(z.literal(1)),
  note: z.string().optional(),
  tags: z.array(z.string()),
  limits: z.record(z.string(), z.int()),
  images: z.record(z.enum(['logo']), z.string()).optional(),
  extra: z.unknown(),
});

/** The parts of a person every test below keeps as they are. */
const aPerson = { id: 1, name: 'B', share: 0, active: true, role: 'admin', kind: 0, tags: [], limits: {} };

const loose = z.looseObject({ step: z.int(), amount: z.string().nullable() });

describe('answerSerializer', () => {
  it.each([
    [
      'a full object',
      person,
      {
        id: 7,
        name: 'Anna "Ä" Müller\n',
        email: null,
        share: 12.5,
        active: false,
        role: 'issuer',
        kind: 1,
        note: 'x',
        tags: ['a', 'ß'],
        limits: { a: 1, b: 2 },
        extra: { nested: [1, null, 'z'] },
      },
    ],
    [
      'keys outside the schema stripped, optional missing',
      person,
      { password: 'secret', ...aPerson, email: 'b@example.com', extra: null, note: undefined },
    ],
    [
      'a loose object keeps what is outside its shape',
      loose,
      { zeta: 1, step: 3, amount: null, alpha: { a: [1] }, gone: undefined },
    ],
    [
      'strings JSON escapes (quote, backslash, control, lone surrogate) and strings it does not',
      z.array(z.string()),
      ['a"b', 'a\\b', 'tab\there', '\u0000', '\ud83d', '😀 Zeichnung €', '', '</script>'],
    ],
    [
      'arrays of objects',
      z.array(loose),
      [
        { step: 1, amount: '1,00' },
        { step: 2, amount: null, x: true },
      ],
    ],
    [
      'a record keyed by an enum, in the enum order',
      z.record(z.enum(['logo', 'hero']), z.string().nullable()),
      { hero: 'h', logo: null },
    ],
    ['a nullable object', z.object({ a: loose.nullable() }), { a: null }],
  ])('writes %s as zod would', (_name, schema, value) => {
    const { viaZod, calls } = viaZodOf(schema);
    const serialize = answerSerializer(schema, viaZod);
    expect(serialize.compiled).toBe(true);
    expect(serialize(value)).toBe(JSON.stringify(z.encode(schema as z.ZodType, value as never)));
    expect(calls.count).toBe(0);
  });

  it.each([
    ['a string where a number belongs', { id: '7' }],
    ['a fraction where an integer belongs', { id: 1.5 }],
    ['a non-finite number', { id: 1, share: Number.POSITIVE_INFINITY }],
    ['a value outside the enum', { role: 'investor' }],
    ['a missing required key', { name: undefined }],
    ['a key outside an enum-keyed record', { images: { logo: 'l', hero: 'h' } }],
    ['a missing key of an enum-keyed record', { images: {} }],
  ])('leaves %s to zod, which refuses it', (_name, change) => {
    const base = { ...aPerson, email: null, extra: 1 };
    const { viaZod, calls } = viaZodOf(person);
    const serialize = answerSerializer(person, viaZod);
    expect(() => serialize({ ...base, ...change })).toThrow();
    expect(calls.count).toBe(1);
  });

  it('sends a schema part it does not compile to zod whole (a default, a transform)', () => {
    const schema = z.object({ a: z.string().default('x'), b: z.int() });
    const { viaZod, calls } = viaZodOf(schema);
    const serialize = answerSerializer(schema, viaZod);
    expect(serialize.compiled).toBe(false);
    expect(serialize({ a: 'y', b: 1, c: 2 })).toBe('{"a":"y","b":1}');
    expect(calls.count).toBe(1);
  });

  it('compiles a union of an object and its extension by a plain key, the extension first', () => {
    const base = z.object({ id: z.int(), name: z.string().min(1) });
    const schema = z.union([base.extend({ detail: z.string() }), base]);
    const { viaZod, calls } = viaZodOf(schema);
    const serialize = answerSerializer(schema, viaZod);
    expect(serialize.compiled).toBe(true);
    expect(serialize({ id: 1, name: 'A', detail: 'Gespeichert', x: 1 })).toBe(
      '{"id":1,"name":"A","detail":"Gespeichert"}',
    );
    expect(serialize({ id: 1, name: 'A', x: 1 })).toBe('{"id":1,"name":"A"}');
    expect(serialize({ id: 1, name: 'A', detail: 7 })).toBe('{"id":1,"name":"A"}');
    expect(calls.count).toBe(0);
  });

  it('does not compile a union of objects, whose first passing option zod decides by its finer rules', () => {
    const schema = z.union([z.object({ a: z.string().min(3) }), z.object({ a: z.string(), b: z.int() })]);
    const { viaZod } = viaZodOf(schema);
    const serialize = answerSerializer(schema, viaZod);
    expect(serialize.compiled).toBe(false);
    expect(serialize({ a: 'x', b: 2 })).toBe('{"a":"x","b":2}');
  });

  it('cross-checks: an answer that zod would refuse by a finer rule fails there too', () => {
    const schema = z.object({ code: z.string().length(3) });
    const { viaZod } = viaZodOf(schema);
    expect(answerSerializer(schema, viaZod)({ code: 'abcd' })).toBe('{"code":"abcd"}');
    expect(() => answerSerializer(schema, viaZod, { crossCheck: true })({ code: 'abcd' })).toThrow();
    expect(answerSerializer(schema, viaZod, { crossCheck: true })({ code: 'abc' })).toBe('{"code":"abc"}');
  });
});
