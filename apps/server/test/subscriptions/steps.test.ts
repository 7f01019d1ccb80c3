import { addWorkingDays, defaultMatrix, serializeMatrix, todayIso } from '@zp/domain';
import { describe, expect, it } from 'vitest';
import { investors, users } from '../../src/db/schema/index.ts';
import {
  call,
  create,
  expectProblem,
  INV,
  insertProduct,
  mint,
  type Suite,
  update,
  useSuite,
  wizardData,
} from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

/** A fresh subscription of the demo investor on a new product. */
async function start(extra: Parameters<typeof insertProduct>[1] = {}) {
  const p = await insertProduct(ctx, extra);
  return (await create(ctx, t.investor, p.id, ids.investorId)).id as number;
}
const step = (id: number, body: Record<string, unknown>) => update(ctx, t.investor, id, body);
const ok = async (id: number, body: Record<string, unknown>) => {
  const res = await step(id, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('PUT /api/zeichnung/{id}/update with step: details', () => {
  it.each([
    [{ volume: 500 }, { volume: 'Das Investment Minimum von 1.000€ wurde nicht erreicht.' }],
    [{ volume: 1050 }, { volume: 'Der Betrag muss ein Vielfaches von 100€ sein.' }],
    [{ volume: 6000 }, { volume: 'Das verfügbare Restvolumen von 5.000€ wurde überschritten.' }],
    [{ investOnOwnAccepted: false }, { investOnOwnAccepted: 'Bitte bestätigen.' }],
    [
      { transferDate: addWorkingDays(todayIso(), 15) },
      { transferDate: 'Überweisung muss innerhalb von 14 Werktagen nach der Zeichnung erfolgen.' },
    ],
    [{ transferDate: '2020-01-01' }, { transferDate: 'Dieses Datum darf nicht in der Vergangenheit liegen' }],
  ])('%j → 400 %j', async (patch, errors) => {
    const id = await start({ volumeCents: 10_000_00, investedVolumeCents: 5_000_00 });
    const body = expectProblem(await step(id, { ...wizardData(2000), ...patch, step: 'details' }), 400);
    expect(body.errors).toEqual(errors);
    expect(body.detail).toBe(Object.values(errors)[0]);
  });

  it('the 14th working day is still fine; the saved data comes back', async () => {
    const id = await start();
    const z = await ok(id, {
      ...wizardData(2000),
      transferDate: addWorkingDays(todayIso(), 14),
      step: 'details',
    });
    expect(z).toMatchObject({
      status: 'O',
      volume: 2000,
      data: { investOnOwnAccepted: true, receipt1: true },
    });
    expect(z.transferDate).toBe(addWorkingDays(todayIso(), 14));
  });

  it('self-disclosure above 1 000 € and the 25 000 € cap', async () => {
    const id = await start({ flags: { withSelfDisclosure: true } });
    expectProblem(await step(id, { ...wizardData(2000), step: 'details' }), 400, undefined, {
      selfDisclosureAssets: 'Bitte wählen Sie eine der beiden Aussagen zur Selbstauskunft.',
    });
    expectProblem(
      await step(id, {
        ...wizardData(30000),
        selfDisclosureIncome: true,
        selfDisclosureMonthlyIncome: 20000,
        step: 'details',
      }),
      400,
      undefined,
      {
        volume: 'Der Höchstbetrag von 25.000 € pro Person wurde überschritten.',
      },
    );
    expectProblem(
      await step(id, { ...wizardData(2000), selfDisclosureIncome: true, step: 'details' }),
      400,
      undefined,
      {
        selfDisclosureMonthlyIncome: 'Bitte geben Sie Ihr durchschnittliches monatliches Nettoeinkommen an.',
      },
    );
    await ok(id, {
      ...wizardData(25000),
      selfDisclosureIncome: true,
      selfDisclosureMonthlyIncome: 12500,
      step: 'details',
    });
  });

  it('instalments: minimum, maximum, total; 0 € one-off with maxFirstPayment', async () => {
    const id = await start({
      flags: { withInstallments: true },
      minMonthlyInstallmentCents: 50_00,
      maxMonthlyInstallmentCents: 500_00,
      minVolumeWithInstallmentsCents: 100_000_00,
      maxFirstPaymentCents: 10_000_00,
      installmentEndDate: addWorkingDays(todayIso(), 300),
    });
    const base = { ...wizardData(0), enoughMoneyToInvestMonthlyAccepted: true, step: 'details' };
    expectProblem(await step(id, { ...base, monthlyInstallment: 40 }), 400, undefined, {
      monthlyInstallment: 'Das Minimum der montalichen Rate von 50€ wurde nicht erreicht.',
    });
    expectProblem(await step(id, { ...base, monthlyInstallment: 600 }), 400, undefined, {
      monthlyInstallment: 'Das Maximum der montalichen Rate von 500€ wurde überschritten.',
    });
    expectProblem(await step(id, { ...base, monthlyInstallment: 100 }), 400, undefined, {
      monthlyInstallment: 'Sie haben die Minimale Gesamt Zeichnungssumme von 100.000 nicht erreicht.',
    });
  });
});

describe('other steps through the API', () => {
  it('overview: receipts 1–3 ("Bitte alle Aufforderungen bestätigen.")', async () => {
    const id = await start();
    const body = expectProblem(
      await step(id, { receipt1: true, step: 'overview' }),
      400,
      'Bitte bestätigen.',
    );
    expect(body.errors).toEqual({
      receipt2: 'Bitte bestätigen.',
      receipt3: 'Bitte bestätigen.',
      _: 'Bitte alle Aufforderungen bestätigen.',
    });
    // a failing step saves nothing: the client sends the step's data again
    expect((await ok(id, {})).data).toEqual({});
    await ok(id, { receipt1: true, receipt2: true, receipt3: true, step: 'overview' });
  });

  it('personal: exposed person declaration', async () => {
    const id = await start({ flags: { withExposedPerson: true } });
    const msg =
      'Sie müssen entweder bestätigen das Sie keine exponierte Person sind oder das jeweilige Amt bzw. Beziehung angeben.';
    expectProblem(await step(id, { step: 'personal' }), 400, msg, { isExposed: msg });
    expectProblem(await step(id, { isExposed: true, step: 'personal' }), 400, msg, {
      exposedPersonsOffice: msg,
    });
    await ok(id, { isExposed: true, exposedPersonsOffice: 'Bürgermeisterin', step: 'personal' });
  });

  it('personal and bank data are saved on the investor, then the steps pass', async () => {
    const db = ctx.database.db;
    const [u] = await db
      .insert(users)
      .values({ email: 'neu@example.com', scope: `investor:${ids.tenant}`, role: 'investor', isActive: true })
      .returning();
    const [inv] = await db.insert(investors).values({ userId: u!.id, superuserId: ids.tenant }).returning();
    const scope = `investor:${ids.tenant}`;
    const token = await mint(ctx, {
      userId: u!.id,
      role: 'investor',
      roleId: inv!.id,
      tenantId: ids.tenant,
      scope,
    });
    const p = await insertProduct(ctx, { flags: { withDepot: true } });
    const z = await create(ctx, token, p.id, inv!.id);
    const personal = expectProblem(await update(ctx, token, z.id, { step: 'personal' }), 400);
    expect(Object.keys(personal.errors).sort()).toEqual(
      [
        'salutation',
        'firstName',
        'lastName',
        'street',
        'houseNumber',
        'zipCode',
        'city',
        'country',
        'dateOfBirth',
      ].sort(),
    );
    const bank = expectProblem(await update(ctx, token, z.id, { step: 'bank' }), 400);
    expect(bank.errors).toMatchObject({
      bankIban: 'Dieses Feld wird benötigt',
      bankDepotNumber: 'Dieses Feld wird benötigt',
    });

    const person = {
      salutation: 'Frau',
      firstName: 'Nora',
      lastName: 'Neu',
      street: 'Ringstraße',
      houseNumber: '12a',
      zipCode: '80331',
      city: 'München',
      country: 'Deutschland',
      dateOfBirth: '1990-01-31',
      bankAccountOwner: 'Nora Neu',
      bankIban: 'DE89 3704 0044 0532 0130 00',
      bankBic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
    };
    const saved = await call(ctx, 'PUT', `/api/investor/${inv!.id}/update`, INV, token, person);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await update(ctx, token, z.id, { step: 'personal' })).statusCode).toBe(200);
    expectProblem(await update(ctx, token, z.id, { step: 'bank' }), 400, undefined, {
      bankDepotNumber: 'Dieses Feld wird benötigt',
    });
    await call(ctx, 'PUT', `/api/investor/${inv!.id}/update`, INV, token, { bankDepotNumber: 'DE-4711' });
    expect((await update(ctx, token, z.id, { step: 'bank' })).statusCode).toBe(200);
  });

  it('guidelines and suitability of a §15 WpIG brokerage product (kind 2)', async () => {
    const id = await start({
      kind: 2,
      experienceMatrix: serializeMatrix(defaultMatrix()),
      experienceThreshold: 10,
      experienceJobOrAcademicTitle: 3,
    });
    const g = expectProblem(await step(id, { agbAccepted: true, step: 'guidelines' }), 400);
    expect(g.errors).toEqual({
      dataPrivacyAccepted: 'Bitte bestätigen.',
      notLivingInUsaAccepted: 'Bitte bestätigen.',
      connectionContractAccepted: 'Bitte bestätigen.',
      kwgAccepted: 'Bitte bestätigen.',
    });
    const all = { agbAccepted: true, dataPrivacyAccepted: true, notLivingInUsaAccepted: true };
    await ok(id, { ...all, connectionContractAccepted: true, kwgAccepted: true, step: 'guidelines' });

    const nine = { forms: { etfs: { checked: 1, duration: 3, amount: 3 } }, avgNumberTxs: 1 };
    const low = { experience: nine, step: 'suitability' };
    expectProblem(await step(id, low), 400, 'Sie haben zuwenig Erfahrung!', {
      experience: 'Sie haben zuwenig Erfahrung!',
    });
    await ok(id, { experience: { ...nine, hasAcademicTitle: true }, step: 'suitability' });
    await ok(id, { ...low, experience: nine, iAmSure: true });
    const z = await ok(id, { activeStep: 4 });
    expect(z.steps).toEqual(['personal', 'guidelines', 'details', 'bank', 'suitability', 'overview']);
  });

  it('a step outside the product plan is not validated (VIB on kind 0)', async () => {
    await ok(await start(), { step: 'vib' });
  });
});
