import { describe, expect, it } from 'vitest';
import {
  call,
  createIssuer,
  expectProblem,
  INV,
  mailsTo,
  newTenant,
  type ProductSuite,
  useSuite,
} from './fixtures.ts';

let { ctx, t } = {} as ProductSuite;
let tenant: number;
let demoIssuer: number;
let mine: { id: number };
let other: { tenant: number; token: string };
let foreign: { id: number };

useSuite(async (s) => {
  ({ ctx, t } = s);
  ({ tenant, issuerId: demoIssuer } = s.ids);
  other = await newTenant(ctx, 'fremd');
  mine = await createIssuer(ctx, t.admin, 'wind@example.com', tenant);
  foreign = await createIssuer(ctx, t.admin, 'fremd-emittent@example.com', other.tenant);
});

const get = (token: string, url: string, host?: string) => call(ctx, 'GET', url, { token, host });
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('GET /api/issuer/?page= (scoped)', () => {
  it('admin sees every tenant, newest first, paged', async () => {
    const res = await get(t.admin, '/api/issuer/?page=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ next: null, previous: null });
    expect(body.count).toBeGreaterThanOrEqual(3);
    expect(ids(body)).toEqual(expect.arrayContaining([demoIssuer, mine.id, foreign.id]));
    expect(ids(body)[0]).toBe(foreign.id);
    const asc = await get(t.admin, '/api/issuer/?page=1&isAscending=true');
    expect(ids(asc.json())[0]).toBe(demoIssuer);
  });

  it('a superuser sees its tenant only; another tenant does not see it', async () => {
    const own = ids((await get(t.superuser, '/api/issuer/?page=1')).json());
    expect(own).toEqual(expect.arrayContaining([demoIssuer, mine.id]));
    expect(own).not.toContain(foreign.id);
    const theirs = (await get(other.token, '/api/issuer/?page=1')).json();
    expect(ids(theirs)).toEqual([foreign.id]);
    expect(theirs.count).toBe(1);
  });

  it('a reseller sees the issuers of the superusers it recruited', async () => {
    const seen = ids((await get(t.reseller, '/api/issuer/?page=1')).json());
    expect(seen).toEqual(expect.arrayContaining([demoIssuer, mine.id]));
    expect(seen).not.toContain(foreign.id);
  });

  it('filters by e-mail, last name and company', async () => {
    const byMail = (await get(t.admin, '/api/issuer/?page=1&email=WIND@')).json();
    expect(ids(byMail)).toEqual([mine.id]);
    const byCompany = (await get(t.superuser, '/api/issuer/?page=1&company=demo%20emittent')).json();
    expect(ids(byCompany)).toEqual([demoIssuer]);
    const byName = (await get(t.superuser, '/api/issuer/?page=1&lastName=Emittentin')).json();
    expect(ids(byName)).toEqual([mine.id]);
  });

  it('is closed to investors, salesreps and anonymous callers; bad paging is a 400', async () => {
    expectProblem(await get(t.investor, '/api/issuer/?page=1', INV), 403);
    expectProblem(await get('', '/api/issuer/?page=1'), 401);
    expectProblem(await get(t.admin, '/api/issuer/?page=0'), 400);
    expectProblem(await get(t.admin, '/api/issuer/?page=abc'), 400);
  });
});

describe('GET /api/issuer/{id}', () => {
  it('answers its own tenant, the issuer itself and the recruiting reseller', async () => {
    for (const token of [t.admin, t.superuser, t.reseller]) {
      const res = await get(token, `/api/issuer/${mine.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.email).toBe('wind@example.com');
    }
    expect((await get(t.issuer, `/api/issuer/${demoIssuer}`)).statusCode).toBe(200);
  });

  it('is a 404 for another tenant, another issuer and unknown ids', async () => {
    expectProblem(await get(other.token, `/api/issuer/${mine.id}`), 404);
    expectProblem(await get(t.superuser, `/api/issuer/${foreign.id}`), 404);
    expectProblem(await get(t.issuer, `/api/issuer/${mine.id}`), 404);
    expectProblem(await get(t.admin, '/api/issuer/999999'), 404);
    expectProblem(await get(t.admin, '/api/issuer/abc'), 400);
  });

  it('serves documents to the tenant only (another tenant gets 404)', async () => {
    const url = `/api/issuer/${mine.id}/documents/projectFinanceContract`;
    const ok = await get(t.superuser, url);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('application/pdf');
    expectProblem(await get(other.token, url), 404);
    expectProblem(await get(t.issuer, url), 404);
    expectProblem(await get('', url), 401);
    expectProblem(await get(t.superuser, `/api/issuer/${demoIssuer}/documents/dataPrivacy`), 404);
    expectProblem(await get(t.superuser, `/api/issuer/${mine.id}/documents/passwort`), 400);
  });
});

describe('names, has-issuer, has-test-issuer', () => {
  it('names lists the issuers the caller may use in a product', async () => {
    const names = (await get(t.superuser, '/api/issuer/names')).json().names;
    expect(names).toEqual(
      expect.arrayContaining([
        { id: demoIssuer, name: 'Demo Emittent AG' },
        { id: mine.id, name: 'Wind Emission GmbH' },
      ]),
    );
    expect(names.map((n: { id: number }) => n.id)).not.toContain(foreign.id);
    expect((await get(t.issuer, '/api/issuer/names')).json().names).toEqual([
      { id: demoIssuer, name: 'Demo Emittent AG' },
    ]);
    expectProblem(await get(t.reseller, '/api/issuer/names'), 403);
  });

  it('has-issuer answers per tenant', async () => {
    expect((await get(t.superuser, '/api/issuer/has-issuer')).json()).toEqual({ hasIssuer: true });
    const empty = await newTenant(ctx, 'leer');
    expect((await get(empty.token, '/api/issuer/has-issuer')).json()).toEqual({ hasIssuer: false });
    expect((await get(t.investor, '/api/issuer/has-issuer', INV)).json()).toEqual({ hasIssuer: false });
  });

  it('the operator marks a test issuer; a superuser may not', async () => {
    const has = (token: string) => get(token, '/api/issuer/has-test-issuer').then((r) => r.json());
    expect(await has(t.superuser)).toEqual({ hasTestIssuer: false });
    const url = `/api/issuer/${mine.id}/update`;
    expectProblem(await call(ctx, 'PUT', url, { token: t.superuser, body: { isTest: true } }), 403);
    const marked = await call(ctx, 'PUT', url, { token: t.admin, body: { isTest: true } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().isTest).toBe(true);
    expect(await has(t.superuser)).toEqual({ hasTestIssuer: true });
    expect(await has(t.admin)).toEqual({ hasTestIssuer: true });
    expect(await has(other.token)).toEqual({ hasTestIssuer: false });
    const renamed = await call(ctx, 'PUT', url, { token: t.superuser, body: { city: 'Bremen' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ isTest: true, user: { city: 'Bremen' } });
  });
});

describe('POST /api/issuer/registration/{id}', () => {
  it('the tenant’s superuser sends the registration mail again', async () => {
    const before = (await mailsTo(ctx, 'wind@example.com')).length;
    const res = await call(ctx, 'POST', `/api/issuer/registration/${mine.id}`, { token: t.superuser });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Registrierungs-Email wurde erfolgreich verschickt' });
    const after = await mailsTo(ctx, 'wind@example.com');
    expect(after).toHaveLength(before + 1);
    expect(after[0]!.text).toMatch(/\/activate\?email=.*activationCode=/);
  });

  it('is refused for issuers and resellers (403) and another tenant (404)', async () => {
    const url = `/api/issuer/registration/${mine.id}`;
    expectProblem(await call(ctx, 'POST', url, { token: t.issuer }), 403);
    expectProblem(await call(ctx, 'POST', url, { token: t.reseller }), 403);
    expectProblem(await call(ctx, 'POST', url, { token: other.token }), 404);
  });
});
