import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** An answer the web can read its fields from: an object with properties (or every variant of a union one). */
const describesFields = (s: JsonSchema | undefined): boolean => {
  if (!s) return false;
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.every((v) => v.type === 'null' || describesFields(v));
  if (s.allOf) return s.allOf.some(describesFields);
  if (s.type === 'array') return describesFields(s.items);
  return Boolean(s.properties && Object.keys(s.properties).length > 0);
};

describe('the API contract in the OpenAPI document', () => {
  it('describes every operation: a 2xx answer with its fields (or a file, or no content) and the problem answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(methods)) {
        if (method === 'head') continue;
        operations++;
        const responses = op.responses ?? {};
        const ok = Object.entries(responses).filter(([status]) => /^2/.test(status));
        const described = ok.some(([status, r]) => {
          if (status === '204') return true;
          const content = r.content ?? {};
          return Object.entries(content).some(([type, c]) =>
            type.includes('json') ? describesFields(c.schema) : c.schema?.format === 'binary',
          );
        });
        if (!described) missing.push(`${method.toUpperCase()} ${path}: no 2xx answer with its fields`);
        if (!responses['4XX'] && !responses['4xx'])
          missing.push(`${method.toUpperCase()} ${path}: no problem answer`);
      }
    }
    expect(operations).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });
});
