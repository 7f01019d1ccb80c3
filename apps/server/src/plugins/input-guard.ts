// Issue 15 "Never a 5xx for bad input": checks that hold for EVERY route, before its contract's schema runs.
// A NUL byte is valid JSON and a valid %00 in a URL, but PostgreSQL cannot store it in text (SQLSTATE 22021),
// file names and paths refuse it and PDFs cannot draw it; a number beyond ±2^53 (or 1e400 = Infinity) loses its
// digits in JavaScript and overflows the database's bigint cents. Both are refused here as German field errors,
// for params, query and JSON bodies alike (multipart fields and file names: lib/multipart.ts).
import { AppError, fieldTexts } from '@zp/domain';
import type { FastifyInstance } from 'fastify';

const NUL = '\u0000';

/** The first offending value in `value` as `[path, German message]`, or null. Walks arrays and plain objects. */
export function unsafeInput(value: unknown, path = ''): [string, string] | null {
  if (typeof value === 'string') return value.includes(NUL) ? [path || '_', fieldTexts.badFormat] : null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)
      return [path || '_', fieldTexts.numberMax(Number.MAX_SAFE_INTEGER)];
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = unsafeInput(v, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const key = path ? `${path}.${k}` : k;
    if (k.includes(NUL)) return [path || '_', fieldTexts.badFormat];
    const found = unsafeInput(v, key);
    if (found) return found;
  }
  return null;
}

/** Throws the German 400 (validation problem with the field) when params, query or body carry unsafe input. */
export function assertSafeInput(...parts: unknown[]): void {
  for (const part of parts) {
    const found = unsafeInput(part);
    if (found) throw AppError.validation({ [found[0]]: found[1] });
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A multipart body is a stream here; readForm checks its fields and file names as it reads them.
    const body = request.isMultipart() ? undefined : request.body;
    assertSafeInput(request.params, request.query, body);
  });
}
