import { describe, expect, it } from 'vitest';
import type { ProductKind } from '../products/kinds.ts';
import {
  type InvestorData,
  type ProductTerms,
  validateZeichnungStep,
  type ZeichnungContext,
  type ZeichnungInput,
} from './zeichnung.rules.ts';

/** Wednesday; 14 working days later (over Easter 2027) is Thursday 2027-04-15. */
const TODAY = '2027-03-24';
const terms = (t: Partial<ProductTerms> = {}): ProductTerms => ({
  kind: 0,
  minInvestment: 1000,
  volumeInterval: 100,
  ...t,
});
/** A complete, valid details step for 5 000 €. */
const ok: ZeichnungInput = {
  volume: 5000,
  investOnOwnAccepted: true,
  enoughMoneyToInvestCashAccepted: true,
};
const inv: InvestorData = {};
const details = (t: Partial<ProductTerms>, z: Partial<ZeichnungInput>, ctx: Partial<ZeichnungContext> = {}) =>
  validateZeichnungStep('details', terms(t), { ...ok, ...z }, inv, { today: TODAY, remaining: 1e9, ...ctx });

describe('details step: amount, minimum and interval', () => {
  it('accepts a valid amount', () => {
    expect(details({}, {})).toEqual({});
    expect(details({}, { volume: 1000 })).toEqual({});
  });

  it.each([
    [{}, { volume: null }, { volume: 'Dieses Feld wird benötigt' }],
    [{}, { volume: 900 }, { volume: 'Das Investment Minimum von 1.000€ wurde nicht erreicht.' }],
    [
      { minInvestment: 250 },
      { volume: 200 },
      { volume: 'Das Investment Minimum von 250€ wurde nicht erreicht.' },
    ],
    [{}, { volume: 1050 }, { volume: 'Der Betrag muss ein Vielfaches von 100€ sein.' }],
    [{}, { volume: 0 }, { volume: 'Das Investment Minimum von 1.000€ wurde nicht erreicht.' }],
  ] as const)('%j %j → %j', (t, z, errors) => {
    expect(details(t, z)).toEqual(errors);
  });

  it('without an interval any amount above the minimum is fine', () => {
    expect(details({ volumeInterval: null }, { volume: 1234.56 })).toEqual({});
  });
});

describe('details step: remaining volume', () => {
  it('may use exactly the remaining volume, not more', () => {
    expect(details({}, { volume: 5000 }, { remaining: 5000 })).toEqual({});
    expect(details({}, { volume: 5100 }, { remaining: 5000 })).toEqual({
      volume: 'Das verfügbare Restvolumen von 5.000€ wurde überschritten.',
    });
    expect(details({ volumeInterval: null }, { volume: 1500 }, { remaining: 1234.5 })).toEqual({
      volume: 'Das verfügbare Restvolumen von 1.234,5€ wurde überschritten.',
    });
  });

  it('keeps the more specific amount message', () => {
    expect(details({}, { volume: 900 }, { remaining: 500 }).volume).toBe(
      'Das Investment Minimum von 1.000€ wurde nicht erreicht.',
    );
  });
});

describe('details step: transfer date (today … 14 working days)', () => {
  it.each([
    [TODAY, undefined],
    ['2027-04-15', undefined], // the 14th working day
    ['2027-04-16', 'Überweisung muss innerhalb von 14 Werktagen nach der Zeichnung erfolgen.'],
    ['2027-05-24', 'Überweisung muss innerhalb von 14 Werktagen nach der Zeichnung erfolgen.'],
    ['2027-03-23', 'Dieses Datum darf nicht in der Vergangenheit liegen'],
  ])('%s → %s', (transferDate, message) => {
    expect(details({ withInterest: true }, { transferDate }).transferDate).toBe(message);
  });

  it('is required for interest products only', () => {
    expect(details({ withInterest: true }, { transferDate: null })).toEqual({
      transferDate: 'Dieses Feld wird benötigt',
    });
    expect(details({ withInterest: false }, { transferDate: null })).toEqual({});
  });
});

describe('details step: confirmations', () => {
  it('own funds and the cash confirmation are required', () => {
    expect(details({}, { investOnOwnAccepted: false, enoughMoneyToInvestCashAccepted: undefined })).toEqual({
      investOnOwnAccepted: 'Bitte bestätigen.',
      enoughMoneyToInvestCashAccepted: 'Bitte bestätigen.',
    });
  });
});

describe('details step: self-disclosure (above 1 000 €, cap 25 000 €)', () => {
  const sd = { withSelfDisclosure: true };
  it.each([
    [1000, {}, {}],
    [1100, {}, { selfDisclosureAssets: 'Bitte wählen Sie eine der beiden Aussagen zur Selbstauskunft.' }],
    [1100, { selfDisclosureAssets: true }, {}],
    [1100, { selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 600 }, {}],
    [25000, { selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 12500 }, {}],
    [
      25100,
      { selfDisclosureAssets: true },
      { volume: 'Der Höchstbetrag von 25.000 € pro Person wurde überschritten.' },
    ],
  ])('%i € %j → %j', (volume, z, errors) => {
    expect(details(sd, { volume, ...z })).toEqual(errors);
  });

  it('does not apply without self-disclosure', () => {
    expect(details({}, { volume: 50000 })).toEqual({});
  });
});

describe('details step: instalments', () => {
  const inst: Partial<ProductTerms> = {
    withInstallments: true,
    minMonthlyInstallment: 50,
    maxMonthlyInstallment: 500,
    minVolumeWithInstallments: 3000,
    maxFirstPayment: 10000,
    installmentEndDate: '2028-03-24', // 12 months after TODAY
  };
  const monthly = (m: number, z: Partial<ZeichnungInput> = {}) =>
    ({ monthlyInstallment: m, enoughMoneyToInvestMonthlyAccepted: true, ...z }) as const;

  it.each([
    [monthly(100), {}],
    [monthly(40), { monthlyInstallment: 'Das Minimum der montalichen Rate von 50€ wurde nicht erreicht.' }],
    [monthly(600), { monthlyInstallment: 'Das Maximum der montalichen Rate von 500€ wurde überschritten.' }],
    [
      monthly(100, { enoughMoneyToInvestMonthlyAccepted: false }),
      { enoughMoneyToInvestMonthlyAccepted: 'Bitte bestätigen.' },
    ],
  ])('5 000 € one-off with %j → %j', (z, errors) => {
    expect(details(inst, z)).toEqual(errors);
  });

  it('a one-off amount of 0 is allowed when maxFirstPayment ≠ 0 (and instalments are paid)', () => {
    expect(details(inst, { volume: 0, enoughMoneyToInvestCashAccepted: false, ...monthly(250) })).toEqual({});
  });

  it('the total of one-off and 12 instalments must reach minVolumeWithInstallments', () => {
    expect(details(inst, { volume: 0, ...monthly(200) })).toEqual({
      monthlyInstallment: 'Sie haben die Minimale Gesamt Zeichnungssumme von 3.000 nicht erreicht.',
    });
    expect(details(inst, { volume: 1000, ...monthly(200) })).toEqual({}); // 1000 + 2400
  });

  it.each([
    ['maxFirstPayment 0', { ...inst, maxFirstPayment: 0 }],
    ['maxFirstPayment null', { ...inst, maxFirstPayment: null }],
    ['no instalments', { ...inst, withInstallments: false }],
  ])('0 € one-off is below the minimum with %s', (_, t) => {
    expect(details(t, { volume: 0, ...monthly(250) }).volume).toBe(
      'Das Investment Minimum von 1.000€ wurde nicht erreicht.',
    );
  });

  it('0 € one-off without any instalment is no subscription', () => {
    expect(details(inst, { volume: 0, monthlyInstallment: null }).volume).toBe(
      'Das Investment Minimum von 1.000€ wurde nicht erreicht.',
    );
  });
});

describe('details step: cooperative shares (count × minimum investment)', () => {
  it.each([13, 14] as ProductKind[])('kind %i counts shares', (kind) => {
    const t = { kind, minInvestment: 500, volumeInterval: null };
    expect(details(t, { volume: null, shares: 4 })).toEqual({});
    expect(details(t, { volume: null, shares: 0, enoughMoneyToInvestCashAccepted: false })).toEqual({
      shares: 'Das Investment Minimum von 500€ wurde nicht erreicht.',
    });
    expect(details(t, { volume: null, shares: 5 }, { remaining: 2000 })).toEqual({
      volume: 'Das verfügbare Restvolumen von 2.000€ wurde überschritten.',
    });
  });
});
