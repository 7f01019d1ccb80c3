// Issue 15 "Never a 5xx for bad input": each input the outside probe found answers a German 400 problem
// (or 404 for an unknown path), never a 500 and never Fastify's English JSON.
import { commonTexts, fieldTexts } from '@zp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers.ts';
import { call, type DemoTokens, demoContext, demoTokens, expectProblem, INV } from '../support/api.ts';
import { formOf, pdf } from '../support/files.ts';

let ctx: TestContext;
let t: DemoTokens;
let adminUserId: number;

beforeAll(async () => {
  ctx = await demoContext();
  t = await demoTokens(ctx);
  adminUserId = (await call(ctx, 'GET', '/api/me', { token: t.admin })).json().id;
});
afterAll(() => ctx?.close());

describe('a NUL byte in any text input', () => {
  it('in a query filter, without sign-in', async () => {
    const res = await call(ctx, 'GET', '/api/investor/info?investor_subdomain=%00', { host: INV });
    expectProblem(res, 400, fieldTexts.badFormat);
  });

  it('in a list filter', async () => {
    const res = await call(ctx, 'GET', '/api/superuser/?email=a%00b', { token: t.admin });
    expectProblem(res, 400, fieldTexts.badFormat);
  });

  it('in a JSON field', async () => {
    const res = await call(ctx, 'PUT', `/api/user/${adminUserId}/update`, {
      token: t.admin,
      body: { houseNumber: '\u0000' },
    });
    expectProblem(res, 400, fieldTexts.badFormat, { houseNumber: fieldTexts.badFormat });
  });

  it('in a nested JSON field and in a JSON key', async () => {
    const nested = await call(ctx, 'PUT', `/api/user/${adminUserId}/update`, {
      token: t.admin,
      body: { street: 'Weg', extra: { deep: ['x\u0000'] } },
    });
    expectProblem(nested, 400);
    const key = await call(ctx, 'PUT', `/api/user/${adminUserId}/update`, {
      token: t.admin,
      body: { 'a\u0000': 'x' },
    });
    expectProblem(key, 400);
  });

  it('in a path parameter', async () => {
    expectProblem(await call(ctx, 'GET', '/api/issuer/1%00/documents/dataPrivacy', { token: t.admin }), 400);
  });

  it('in a multipart field and an upload file name', async () => {
    const form = formOf({}, { dataPrivacy: pdf('a\u0000b.pdf') });
    const res = await call(ctx, 'PUT', '/api/superuser/1/documents', { token: t.admin, body: form });
    expectProblem(res, 400, fieldTexts.badFormat);
    const field = formOf({ street: 'a\u0000b' });
    const res2 = await call(ctx, 'POST', '/api/booking/superuser', { token: t.superuser, body: field });
    expect(res2.statusCode).toBeLessThan(500);
    expectProblem(res2, res2.statusCode);
  });
});

describe('dates outside the calendar in list filters', () => {
  it.each([
    '/api/superuser/?start-date=9999-99-99',
    '/api/superuser/?end-date=2024-02-30',
    '/api/reseller/?start-date=0000-01-01',
    '/api/investor/?end-date=2023-13-01',
    '/api/salesrep/?start-date=1999-00-10',
    '/api/zeichnung/?start-date=9999-99-99',
  ])('%s', async (url) => {
    expectProblem(await call(ctx, 'GET', url, { token: t.admin }), 400, fieldTexts.invalidDate);
  });
});

describe('numbers beyond the safe range', () => {
  it.each([1e308, -1e308, 2 ** 53, 1e20])('create-external volume %s', async (volume) => {
    const res = await call(ctx, 'POST', '/api/zeichnung/create-external', {
      token: t.admin,
      body: { externalId: 'X-1', salesrep: 1, volume, isExternal: true, product: 1 },
    });
    expectProblem(res, 400);
  });

  it('an id beyond the integer range', async () => {
    expectProblem(await call(ctx, 'GET', '/api/user/99999999999999999999', { token: t.admin }), 400);
  });
});

describe('malformed and over-long URLs', () => {
  it('a malformed percent sequence answers a German 400 problem', async () => {
    const res = await call(ctx, 'GET', '/api/files/%C0%AE', { token: t.admin });
    expectProblem(res, 400, commonTexts.badRequest);
    expect(res.body).not.toContain('is not a valid url component');
  });

  it('an over-long path parameter answers a German problem', async () => {
    const res = await call(ctx, 'GET', `/api/user/${'9'.repeat(400)}`, { token: t.admin });
    expect([400, 404]).toContain(res.statusCode);
    expectProblem(res, res.statusCode);
    expect(res.json().detail).toMatch(/^(Die|Dieser)/);
  });
});

describe('the database net', () => {
  it('takes PostgreSQL data exceptions (SQLSTATE 22xxx), also wrapped, as bad input; others not', async () => {
    const { isDataException } = await import('../../src/plugins/error-handler.ts');
    expect(isDataException({ code: '22021' })).toBe(true);
    expect(isDataException(Object.assign(new Error('query failed'), { cause: { code: '22008' } }))).toBe(
      true,
    );
    expect(isDataException({ code: '23505' })).toBe(false);
    expect(isDataException(new Error('x'))).toBe(false);
  });
});
