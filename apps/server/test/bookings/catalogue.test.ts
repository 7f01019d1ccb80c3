import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleRequests } from '../../src/db/schema/index.ts';
import {
  type BookingSuite,
  call,
  callAs,
  expectProblem,
  mailsTo,
  type NewSuperuser,
  newSuperuser,
  OTHER_ROLES,
  useSuite,
} from './fixtures.ts';

let { ctx, tokens } = {} as BookingSuite;
let fresh: NewSuperuser;

useSuite(async (s) => {
  ({ ctx, tokens } = s);
  fresh = await newSuperuser(ctx, 'katalog@example.com');
});

interface ModuleDto {
  number: number;
  desc: string;
  bookable: boolean;
  monthlyFee: number;
  setupFee: number;
  dependendOn: number[];
  included: boolean;
  priceLabel: string;
}

describe('GET /api/modules', () => {
  it('lists the 16 modules with number, desc, bookable, fees and dependencies (public)', async () => {
    const res = await call(ctx, 'GET', '/api/modules');
    expect(res.statusCode).toBe(200);
    const modules: ModuleDto[] = res.json();
    expect(modules.map((m) => m.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const m of modules) {
      expect(Object.keys(m)).toEqual(
        expect.arrayContaining(['number', 'desc', 'bookable', 'monthlyFee', 'setupFee', 'dependendOn']),
      );
    }
    const byNr = new Map(modules.map((m) => [m.number, m]));
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 13]) {
      expect(byNr.get(n)).toMatchObject({
        setupFee: 0,
        monthlyFee: 0,
        priceLabel: 'inklusiv',
        included: true,
      });
    }
    expect(byNr.get(10)).toMatchObject({ bookable: false, priceLabel: 'Preis auf Anfrage', included: false });
    expect(byNr.get(11)).toMatchObject({ setupFee: 499, monthlyFee: 199, priceLabel: '199 € / Monat' });
    expect(byNr.get(12)).toMatchObject({ monthlyFee: 149, dependendOn: [11] });
    expect(byNr.get(14)).toMatchObject({ monthlyFee: 49 });
    expect(byNr.get(15)).toMatchObject({ monthlyFee: 79 });
    expect(byNr.get(16)).toMatchObject({ monthlyFee: 49, desc: 'Genossenschaftsanteile' });
  });

  it('GET /api/modulesVersioned names the current version and each version’s modules', async () => {
    const res = await call(ctx, 'GET', '/api/modulesVersioned');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.current).toBe(1);
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0].version).toBe(1);
    const current = (await call(ctx, 'GET', '/api/modules')).json();
    expect(body.versions[0].modules).toEqual(current);
  });
});

describe('POST /api/booking/is-unique', () => {
  const isUnique = (subdomain: unknown, subdomainType: unknown, token = fresh.token) =>
    call(ctx, 'POST', '/api/booking/is-unique', { token, body: { subdomain, subdomainType } });

  it.each<[string, string, boolean]>([
    ['demo', 'investor', false],
    ['DEMO', 'investor', false],
    ['demo', 'affiliate', false],
    ['neu', 'investor', true],
    ['neu', 'affiliate', true],
    ['www', 'investor', false],
    ['a.b', 'investor', false],
    ['neue-firma.de', 'landing', true],
    ['ohnepunkt', 'landing', false],
  ])('%s as %s → %s', async (subdomain, type, expected) => {
    const res = await isUnique(subdomain, type);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isUnique: expected });
  });

  it('refuses bad input with a German problem, never a 500', async () => {
    expectProblem(await isUnique('neu', 'portal'), 400);
    expectProblem(await isUnique(42, 'investor'), 400);
    expectProblem(await isUnique('', 'investor'), 400);
  });

  it('is for superusers only: 401 without a token, 403 for every other role', async () => {
    const body = { subdomain: 'neu', subdomainType: 'investor' };
    expectProblem(await call(ctx, 'POST', '/api/booking/is-unique', { body }), 401);
    expectProblem(await call(ctx, 'POST', '/api/booking/is-unique', { body: { subdomain: 1 } }), 401);
    for (const role of OTHER_ROLES) {
      expectProblem(await callAs(ctx, tokens, role, 'POST', '/api/booking/is-unique', body), 403);
    }
    expect((await isUnique('neu', 'investor', tokens.superuser)).statusCode).toBe(200);
  });
});

describe('POST /api/booking/module-request', () => {
  const request = (body: unknown, token = fresh.token) =>
    call(ctx, 'POST', '/api/booking/module-request', { token, body });

  it('sends the price request for module 10 to the operator', async () => {
    const res = await request({ moduleNumber: '10', message: 'Wir möchten als ECSP starten.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Anfrage wurde verschickt' });
    const [mail] = await mailsTo(ctx, 'admin@example.com');
    expect(mail).toMatchObject({ subject: 'Preisanfrage zu Modul 10' });
    expect(mail!.text).toContain('Wir möchten als ECSP starten.');
    const rows = await ctx.database.db
      .select()
      .from(moduleRequests)
      .where(eq(moduleRequests.superuserId, fresh.superuserId));
    expect(rows).toEqual([expect.objectContaining({ moduleNumber: 10 })]);
  });

  it('refuses bad input with German problems', async () => {
    expectProblem(await request({ moduleNumber: 'zehn', message: 'Hallo Betreiber' }), 400);
    expectProblem(await request({ moduleNumber: '99', message: 'Hallo Betreiber' }), 400);
    expectProblem(await request({ moduleNumber: '10' }), 400);
    expectProblem(await request({ moduleNumber: '10', message: 'x' }), 400);
  });

  it('is for superusers only', async () => {
    const body = { moduleNumber: '10', message: 'Preis bitte' };
    expectProblem(await call(ctx, 'POST', '/api/booking/module-request', { body }), 401);
    for (const role of OTHER_ROLES) {
      expectProblem(await callAs(ctx, tokens, role, 'POST', '/api/booking/module-request', body), 403);
    }
  });
});
