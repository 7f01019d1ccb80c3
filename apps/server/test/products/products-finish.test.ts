import { describe, expect, it } from 'vitest';
import { formOf } from '../support/files.ts';
import {
  call,
  createIssuer,
  drafts,
  expectProblem,
  finishedProduct,
  GENERAL,
  newTenant,
  type ProductSuite,
  READY,
  READY_DOCS,
  REQUIRED,
  UPLOAD,
  update,
  useSuite,
} from './fixtures.ts';

const NOT_BOOKED = 'Für diese Produktart ist das nötige Modul nicht gebucht.';

let { ctx, t, issuer } = {} as ProductSuite;
useSuite((s) => ({ ctx, t, issuer } = s));

const { draft, save, get } = drafts(() => ({ ctx, t, issuer }));

describe('kinds', () => {
  it('a kind whose module is not booked is refused with missingModules (kind 10 needs module 5)', async () => {
    const p = await draft();
    const res = await save(p.id, { kind: 10 });
    const body = expectProblem(res, 409, NOT_BOOKED);
    expect(body.missingModules).toEqual([5]);
    expect((await get(p.id)).kind).toBe(0);
  });

  it('kind 13 forces security type 4 and drops Termine', async () => {
    const p = await draft();
    const res = await save(p.id, { kind: 13, securityType: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 13,
      securityType: 4,
      isTokenized: false,
      wizardSteps: ['general', 'optional', 'payments', 'documents', 'summary'],
      requiredDocuments: ['zeichnungsschein', 'customerInformation', 'notInUSA'],
    });
    expect((await save(p.id, { securityType: 1 })).json().securityType).toBe(4);
  });

  it('kind 1 is tokenized and needs owner, token name and symbol', async () => {
    const p = await draft();
    const res = await save(p.id, { kind: 1, ...GENERAL, validateStep: 'general' });
    expectProblem(res, 400, REQUIRED, { owner: REQUIRED, tokenName: REQUIRED, symbol: REQUIRED });
    const bad = await save(p.id, { owner: '0x123', tokenName: 'Solar Token', symbol: 'SOLARX' });
    expectProblem(bad, 400, undefined, {
      owner: 'Dieser Text hat nicht das korrekte Format',
      tokenName: 'Darf nur aus Buchstaben und Zahlen bestehen',
      symbol: 'Dieser Text ist länger als das Maximum von 5 Zeichen',
    });
    const token = { owner: `0x${'ab'.repeat(20)}`, tokenName: 'SolarToken', symbol: 'SOL' };
    const ok = await save(p.id, { kind: 1, ...GENERAL, ...token, validateStep: 'general' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ kind: 1, isTokenized: true, ...token });
  });
});

describe('finishing (status F)', () => {
  it('without documents answers 400 listing every missing document', async () => {
    const p = await draft();
    const res = await save(p.id, { ...READY, status: 'F' });
    const body = expectProblem(res, 400, UPLOAD);
    expect(body.errors).toEqual({
      zeichnungsschein: UPLOAD,
      customerInformation: UPLOAD,
      notInUSA: UPLOAD,
      bondConditions: UPLOAD,
    });
    expect((await get(p.id)).status).toBe('O');
  });

  it('with every step valid and the documents uploaded the product is created', async () => {
    const p = await draft();
    const res = await save(p.id, formOf({ ...READY, status: 'F', activeStep: 5 }, READY_DOCS()));
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({ ...READY, status: 'F', isZeichnable: false, editable: true });
    expect(done.requiredDocuments).toEqual([
      'zeichnungsschein',
      'customerInformation',
      'notInUSA',
      'bondConditions',
    ]);
    for (const type of done.requiredDocuments) {
      expect(done.documents[type], type).toBe(`/api/product/${p.id}/documents/${type}`);
    }
    expect(done.documents.brochure).toBeNull();
  });

  it('an incomplete product lists the errors of every step', async () => {
    const p = await draft();
    const res = await save(p.id, formOf({ name: 'Nur ein Name', status: 'F' }, READY_DOCS()));
    const body = expectProblem(res, 400);
    expect(body.errors).toMatchObject({ volume: REQUIRED, wkn: REQUIRED, contractStart: REQUIRED });
    const after = await get(p.id);
    expect(after).toMatchObject({ status: 'O', name: null });
    expect(after.documents.zeichnungsschein).toBeNull();
  });
});

describe('a finished product keeps its rules', () => {
  it('refuses later saves that break the general and payment rules (volume over the kind maximum)', async () => {
    const p = await finishedProduct(ctx, t.superuser, issuer);
    const over = 'Das von Ihnen angegeben Produkt Volumen überschreitet das Maximum von 999.999,00\u00a0€';
    expectProblem(await save(p.id, { volume: 2_000_000 }), 400, over, { volume: over });
    expectProblem(await save(p.id, { wkn: null }), 400, REQUIRED, { wkn: REQUIRED });
    expectProblem(await save(p.id, { kind: 1 }), 400, REQUIRED, { owner: REQUIRED });
    const rates = { withInstallments: true, minMonthlyInstallment: 300, maxMonthlyInstallment: 200 };
    expectProblem(
      await save(p.id, rates),
      400,
      'Die minimale Rate darf die maximale Rate nicht überschreiten.',
    );
    expect(await get(p.id)).toMatchObject({ volume: READY.volume, wkn: READY.wkn, kind: 0, status: 'F' });
    const ok = await save(p.id, { volume: 900_000, description: 'Aufgestockt auf 900.000 €' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ volume: 900_000, status: 'F' });
  });

  it('a funded copy (kind 12) needs module 9 booked', async () => {
    const other = await newTenant(ctx, 'ohne-neun', [1, 2]);
    const own = await createIssuer(ctx, t.admin, 'ohne-neun-emittent@example.com', other.tenant);
    const source = await finishedProduct(ctx, other.token, own.id);
    const res = await call(ctx, 'POST', '/api/product/create-funded', {
      token: other.token,
      body: { sourceProduct: source.id },
    });
    const body = expectProblem(res, 409, NOT_BOOKED);
    expect(body.missingModules).toEqual([9]);
    expectProblem(await update(ctx, other.token, source.id, { kind: 12 }), 409, NOT_BOOKED);
  });
});
