import { describe, expect, it } from 'vitest';
import {
  call,
  drafts,
  expectProblem,
  GENERAL,
  type ProductSuite,
  READY,
  REQUIRED,
  UPLOAD,
  useSuite,
} from './fixtures.ts';

const DATES = {
  contractStart: READY.contractStart,
  initialDistribution: READY.initialDistribution,
  duration: READY.duration,
  paybackDate: READY.paybackDate,
  contractEnd: READY.contractEnd,
};

let { ctx, t, issuer } = {} as ProductSuite;
useSuite((s) => ({ ctx, t, issuer } = s));

const { draft, save, get } = drafts(() => ({ ctx, t, issuer }));

describe('step saves with validateStep', () => {
  it('general: every required field, and nothing is saved when the step is invalid', async () => {
    const p = await draft();
    const res = await save(p.id, { validateStep: 'general', name: 'Windpark' });
    expectProblem(res, 400, REQUIRED, {
      description: REQUIRED,
      securityType: REQUIRED,
      wkn: REQUIRED,
      volume: REQUIRED,
      minInvestment: REQUIRED,
      volumeInterval: REQUIRED,
    });
    expect((await get(p.id)).name).toBeNull();
    const back = await save(p.id, { name: 'Windpark', activeStep: 0 });
    expect(back.statusCode, back.body).toBe(200);
    const next = await save(p.id, { validateStep: 'general', ...GENERAL, activeStep: 1 });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ ...GENERAL, activeStep: 1, status: 'O' });
  });

  it('general: field rules, kind maximum, private placement, minimum investment, 100k process', async () => {
    const p = await draft();
    const step = (body: object) => save(p.id, { validateStep: 'general', ...GENERAL, ...body });
    const short = 'Dieser Text ist kürzer als das Minimum von 2 Zeichen';
    expectProblem(await step({ name: 'A' }), 400, short, { name: short });
    const long = 'Dieser Text ist länger als das Maximum von 300 Zeichen';
    expectProblem(await step({ description: 'x'.repeat(301) }), 400, long, { description: long });
    const six = 'Angabe muss genau aus 6 Zeichen bestehen';
    expectProblem(await step({ wkn: 'A1B2C' }), 400, six, { wkn: six });
    const over = 'Das von Ihnen angegeben Produkt Volumen überschreitet das Maximum von 999.999,00\u00a0€';
    expectProblem(await step({ volume: 1_000_000 }), 400, over, { volume: over });
    const placed = await step({ volume: 1_000_000, wkn: null, withPrivatePlacement: true });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ volume: 1_000_000, wkn: null, withPrivatePlacement: true });
    expect(placed.json().wizardSteps).toContain('experience');
    const minOver = 'Die Mindestzeichnung darf das Volumen nicht überschreiten.';
    expectProblem(await step({ volume: 5000, minInvestment: 6000 }), 400, minOver, {
      minInvestment: minOver,
    });
    expectProblem(await step({ minInvestment: 9 }), 400, 'Dieser Wert ist kleiner als das Minimum von 10');
    expectProblem(
      await step({ minInvestment: 100_001 }),
      400,
      'Dieser Wert ist größer als das Maximum von 100000',
    );
    const min100k = 'Dieser Wert ist kleiner als das Minimum von 100000';
    expectProblem(
      await step({ with100kProcess: true, volume: 99_000, minInvestment: 99_000 }),
      400,
      min100k,
      {
        volume: min100k,
        minInvestment: min100k,
      },
    );
    const ok100k = await step({ with100kProcess: true, volume: 100_000, minInvestment: 100_000 });
    expect(ok100k.statusCode, ok100k.body).toBe(200);
    expect(ok100k.json()).toMatchObject({ with100kProcess: true, minInvestment: 100_000 });
  });

  it('payments: installments, interest 0–50, agio 0–1000, profit sharing 0–50', async () => {
    const p = await draft();
    const step = (body: object) => save(p.id, { validateStep: 'payments', ...body });
    const rates = 'Die minimale Rate darf die maximale Rate nicht überschreiten.';
    const bad = { withInstallments: true, minMonthlyInstallment: 200, maxMonthlyInstallment: 100 };
    // Payment options sit on Allgemeines (spec 000 §2): their rules run with that step.
    const general = async (body: object) =>
      (await save(p.id, { validateStep: 'general', ...body })).json().errors;
    expect((await general(bad)).minMonthlyInstallment).toBe(rates);
    const missing = await general({
      withInstallments: true,
      minMonthlyInstallment: null,
      maxMonthlyInstallment: null,
    });
    expect(missing).toMatchObject({ minMonthlyInstallment: REQUIRED, maxMonthlyInstallment: REQUIRED });
    expect((await step(bad)).statusCode).toBe(200);
    await save(p.id, { withInstallments: false, minMonthlyInstallment: null, maxMonthlyInstallment: null });
    expectProblem(
      await step({ minMonthlyInstallment: 0 }),
      400,
      'Dieser Wert ist kleiner als das Minimum von 1',
    );
    expectProblem(await step({ interest: 50.01 }), 400, 'Dieser Wert ist größer als das Maximum von 50');
    expectProblem(await step({ agio: 1001 }), 400, 'Dieser Wert ist größer als das Maximum von 1000');
    const profit = await step({ profitSharingPercentage: 51 });
    expectProblem(profit, 400, 'Dieser Wert ist größer als das Maximum von 50');
    expectProblem(await step({ volumeInterval: 2.5 }), 400, 'Darf nur aus Zahlen bestehen');
    expectProblem(await step({ withInterest: true }), 400, REQUIRED, { interest: REQUIRED });
    const ok = await step({
      ...bad,
      maxMonthlyInstallment: 250,
      withInterest: true,
      interest: 50,
      agio: 1000,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ minMonthlyInstallment: 200, maxMonthlyInstallment: 250, interest: 50 });
  });

  it('dates: required, not in the past, and the three orderings', async () => {
    const p = await draft();
    const step = (body: object) => save(p.id, { validateStep: 'dates', ...DATES, ...body });
    expectProblem(await save(p.id, { validateStep: 'dates' }), 400, REQUIRED, {
      contractStart: REQUIRED,
      contractEnd: REQUIRED,
    });
    const past = 'Kein Datum darf in der Vergangenheit liegen.';
    expectProblem(await step({ paybackDate: '2020-01-01' }), 400, past, { paybackDate: past });
    const end = 'Das Vertragsende muss nach dem Vertragsbeginn kommen.';
    expectProblem(await step({ contractEnd: DATES.contractStart }), 400, end, { contractEnd: end });
    const last = 'Die letzte Ausschüttung muss nach der Erstausschüttung erfolgen.';
    expectProblem(await step({ duration: DATES.initialDistribution }), 400, last, { duration: last });
    const first = 'Der Vertragsbeginn muss vor der ersten Ausschüttung liegen';
    expectProblem(await step({ initialDistribution: DATES.contractStart }), 400, first, {
      contractStart: first,
    });
    expectProblem(await step({ contractStart: '2040-02-30' }), 400, 'Kein valides Datum');
    const ok = await step({});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject(DATES);
  });

  it('dates: "not in the past" counts from the platform clock, not the machine time', async () => {
    const p = await draft();
    const past = 'Kein Datum darf in der Vergangenheit liegen.';
    // the day after the contract start (15 Jan 2040), 00:30 in Berlin
    ctx.app.deps.clock.set(new Date('2040-01-15T23:30:00Z'));
    try {
      expectProblem(await save(p.id, { validateStep: 'dates', ...DATES }), 400, past, {
        contractStart: past,
      });
      ctx.app.deps.clock.set(new Date('2040-01-15T22:30:00Z')); // 23:30 on the start day itself
      const same = await save(p.id, { validateStep: 'dates', ...DATES });
      expect(same.statusCode, same.body).toBe(200);
    } finally {
      ctx.app.deps.clock.set(null);
    }
  });

  it('experience (kind 2): threshold required, 0 allowed; the matrix round-trips', async () => {
    const p = await draft();
    const kind = await save(p.id, { kind: 2 });
    expect(kind.statusCode, kind.body).toBe(200);
    expect(kind.json().wizardSteps).toEqual([
      'general',
      'optional',
      'payments',
      'dates',
      'experience',
      'documents',
      'summary',
    ]);
    expectProblem(await save(p.id, { validateStep: 'experience' }), 400, REQUIRED, {
      experienceThreshold: REQUIRED,
    });
    const matrix = Array.from({ length: 200 }, (_, i) => i % 4).join('*');
    const ok = await save(p.id, {
      validateStep: 'experience',
      experienceThreshold: 0,
      experienceMatrix: matrix,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(p.id)).experienceMatrix).toBe(matrix);
    const bad = await save(p.id, { experienceMatrix: '1*2*3' });
    expectProblem(bad, 400, 'Dieser Text hat nicht das korrekte Format');
  });

  it('documents: every mandatory document of the kind and security type', async () => {
    const p = await draft();
    await save(p.id, { kind: 4, securityType: 2 });
    expectProblem(await save(p.id, { validateStep: 'documents' }), 400, UPLOAD, {
      zeichnungsschein: UPLOAD,
      customerInformation: UPLOAD,
      notInUSA: UPLOAD,
      loanConditions: UPLOAD,
      brochure: UPLOAD,
    });
  });

  it('refuses an unknown step and malformed bodies with 400', async () => {
    const p = await draft();
    expectProblem(await save(p.id, { validateStep: 'summary' }), 400);
    expectProblem(await save(p.id, { kind: 15 }), 400, 'Dieser Text hat nicht das korrekte Format');
    expectProblem(await save(p.id, [1]), 400);
    expectProblem(await save(p.id, { volume: 'viel' }), 400, 'Keine Dezimalzahl');
    expectProblem(await call(ctx, 'PUT', '/api/product/abc/update', { token: t.superuser, body: {} }), 400);
    expectProblem(await save(999999, { name: 'Niemand' }), 404);
  });
});
