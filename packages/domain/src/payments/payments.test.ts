import { describe, expect, it } from 'vitest';
import { effectiveAccount, paymentAccountErrors } from './account.ts';
import { epcAmount, epcPayload } from './epc-qr.ts';
import { addMonths, paymentDeadline, paymentInstructions, standingOrderOf } from './instructions.ts';
import {
  creditorReference,
  formatReference,
  isValidCreditorReference,
  subscriptionReference,
} from './reference.ts';

const treuhand = {
  paymentAccountHolder: 'Treuhand Demo GmbH',
  paymentIban: 'DE89370400440532013000',
  paymentBic: 'COBADEFFXXX',
  paymentBankName: 'Commerzbank',
};
const none = { paymentAccountHolder: null, paymentIban: null, paymentBic: null, paymentBankName: null };

describe('ISO 11649 creditor reference', () => {
  it.each([
    ['539007547034', 'RF18539007547034'],
    ['2348231', 'RF712348231'],
  ])('the standard examples: %s → %s', (body, ref) => {
    expect(creditorReference(body)).toBe(ref);
    expect(isValidCreditorReference(ref)).toBe(true);
  });

  it('a subscription id gives RF + check digits + ZP + id, short enough for the EPC field', () => {
    const ref = subscriptionReference(123);
    expect(ref).toMatch(/^RF\d{2}ZP123$/);
    expect(isValidCreditorReference(ref)).toBe(true);
    expect(subscriptionReference(Number.MAX_SAFE_INTEGER).length).toBeLessThanOrEqual(25);
  });

  it('is unique per subscription and every one checks', () => {
    const refs = Array.from({ length: 3000 }, (_, i) => subscriptionReference(i + 1));
    expect(new Set(refs).size).toBe(3000);
    expect(refs.every(isValidCreditorReference)).toBe(true);
  });

  it('catches a typo: a changed digit or swapped neighbours fail the check', () => {
    const ref = subscriptionReference(4711);
    expect(isValidCreditorReference(ref.replace('4711', '4712'))).toBe(false);
    expect(isValidCreditorReference(ref.replace('4711', '7411'))).toBe(false);
    expect(isValidCreditorReference('RF00ZP1')).toBe(false);
    expect(isValidCreditorReference(formatReference(ref))).toBe(true);
  });

  it('groups of four for reading', () => {
    expect(formatReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });
});

describe('receiving account', () => {
  it('blank is fine; a partial or invalid account has German messages', () => {
    expect(paymentAccountErrors(none)).toEqual({});
    expect(paymentAccountErrors(treuhand)).toEqual({});
    expect(paymentAccountErrors({ ...treuhand, paymentIban: 'DE89370400440532013001' })).toEqual({
      paymentIban: 'Bitte geben Sie eine gültige IBAN ein.',
    });
    expect(paymentAccountErrors({ ...treuhand, paymentBic: 'COBA' })).toEqual({
      paymentBic: 'Bitte geben Sie eine gültige BIC ein.',
    });
    expect(paymentAccountErrors({ paymentIban: 'DE89 3704 0044 0532 0130 00' })).toEqual({
      paymentAccountHolder: 'Bitte geben Sie den Kontoinhaber an.',
      paymentBic: 'Bitte geben Sie die BIC an.',
    });
  });

  it("the product's account applies, else the issuer's", () => {
    const other = { ...treuhand, paymentAccountHolder: 'Zahlstelle Produkt AG' };
    expect(effectiveAccount(other, treuhand)?.source).toBe('product');
    expect(effectiveAccount(other, treuhand)?.account.accountHolder).toBe('Zahlstelle Produkt AG');
    expect(effectiveAccount(none, treuhand)).toEqual({
      source: 'issuer',
      account: {
        accountHolder: 'Treuhand Demo GmbH',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        bankName: 'Commerzbank',
      },
    });
    expect(effectiveAccount(none, none)).toBeNull();
  });
});

describe('EPC QR payload (EPC069-12, version 002)', () => {
  const account = {
    accountHolder: 'Treuhand Demo GmbH',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'cobadeffxxx',
    bankName: null,
  };

  it('exact lines: BCD, 002, UTF-8, SCT, BIC, name, IBAN, amount, purpose, reference', () => {
    const ref = subscriptionReference(42);
    expect(epcPayload({ account, amountCents: 1_050_025, reference: ref })?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Treuhand Demo GmbH',
      'DE89370400440532013000',
      'EUR10500.25',
      '',
      ref,
    ]);
  });

  it('amount format and bounds; the name is cut to 70 characters', () => {
    expect(epcAmount(1234)).toBe('EUR12.34');
    expect(epcAmount(5)).toBe('EUR0.05');
    expect(epcAmount(100_000)).toBe('EUR1000.00');
    expect(epcPayload({ account, amountCents: 0, reference: 'RF712348231' })).toBeNull();
    expect(epcPayload({ account, amountCents: 100_000_000_000, reference: 'RF712348231' })).toBeNull();
    const long = epcPayload({
      account: { ...account, accountHolder: 'Ä'.repeat(80) },
      amountCents: 1,
      reference: 'RF712348231',
    });
    expect(long?.split('\n')[5]).toBe('Ä'.repeat(70));
  });
});

describe('deadline: 14 working days after acceptance', () => {
  it('skips weekends and the nationwide holidays (Christmas, New Year)', () => {
    // Fri 18.12.2026: 21–24, 28–31 Dec, 4–8 Jan, 11 Jan (25/26 Dec and 1 Jan are holidays).
    expect(paymentDeadline('2026-12-18')).toBe('2027-01-11');
    // Easter 2027: Good Friday 26.03., Easter Monday 29.03.
    expect(paymentDeadline('2027-03-24')).toBe('2027-04-15');
  });

  it('counts from the Berlin calendar day of the acceptance instant', () => {
    // 23:30 UTC on Thursday 17.12. is already Friday 18.12. in Berlin.
    expect(paymentDeadline(new Date('2026-12-17T23:30:00Z'))).toBe('2027-01-11');
    expect(paymentDeadline(new Date('2026-12-17T12:00:00Z'))).toBe('2027-01-08');
  });
});

describe('instructions of a subscription', () => {
  const base = {
    id: 7,
    status: 'A',
    isPaid: false,
    acceptedAt: new Date('2026-12-18T10:00:00Z'),
    // 10 000 € + 5 % agio 500 € + 12,34 € accrued interest
    totalAmountCents: 1_051_234,
    installmentTotalCents: 0,
    monthlyInstallmentCents: null,
  };
  const acc = effectiveAccount(none, treuhand);

  it('amount incl. agio and accrued interest, account, reference, deadline, QR payload', () => {
    const p = paymentInstructions(base, acc, null)!;
    expect(p).toMatchObject({
      status: 'open',
      amountCents: 1_051_234,
      totalCents: 1_051_234,
      accountSource: 'issuer',
      reference: subscriptionReference(7),
      deadline: '2027-01-11',
      standingOrder: null,
    });
    expect(p.epcPayload).toBe(
      `BCD\n002\n1\nSCT\nCOBADEFFXXX\nTreuhand Demo GmbH\nDE89370400440532013000\nEUR10512.34\n\n${subscriptionReference(7)}`,
    );
  });

  it('none before acceptance; "paid" once paid; no QR without an account', () => {
    expect(paymentInstructions({ ...base, status: 'F', acceptedAt: null }, acc, null)).toBeNull();
    expect(paymentInstructions({ ...base, status: 'W' }, acc, null)).toBeNull();
    expect(paymentInstructions({ ...base, isPaid: true }, acc, null)?.status).toBe('paid');
    const bare = paymentInstructions(base, null, null)!;
    expect(bare.account).toBeNull();
    expect(bare.epcPayload).toBeNull();
  });

  it('an instalment plan: the standing order up to the end date plus the first payment', () => {
    // 1 000 € first payment, 12 × 100 € up to 15.12.2027
    const p = paymentInstructions(
      { ...base, totalAmountCents: 220_000, installmentTotalCents: 120_000, monthlyInstallmentCents: 10_000 },
      acc,
      '2027-12-15',
    )!;
    expect(p.amountCents).toBe(100_000);
    expect(p.totalCents).toBe(220_000);
    expect(p.standingOrder).toEqual({
      monthlyCents: 10_000,
      firstExecution: '2027-01-15',
      lastExecution: '2027-12-15',
      count: 12,
    });
    expect(p.epcPayload?.split('\n')[7]).toBe('EUR1000.00');
  });

  it('instalments only: no one-off transfer, no QR code, the standing order', () => {
    const p = paymentInstructions(
      { ...base, totalAmountCents: 60_000, installmentTotalCents: 60_000, monthlyInstallmentCents: 5_000 },
      acc,
      '2027-12-31',
    )!;
    expect(p.amountCents).toBe(0);
    expect(p.epcPayload).toBeNull();
    expect(p.standingOrder).toEqual({
      monthlyCents: 5_000,
      firstExecution: '2027-01-31',
      lastExecution: '2027-12-31',
      count: 12,
    });
  });

  it("with the subscription day: the plan's own due dates, as the issuer books the rates", () => {
    // subscribed 10.11.2026, rates of 100 € monthly from 10.12.2026 up to the end date 31.12.2027: 13 rates
    const p = paymentInstructions(
      {
        ...base,
        totalAmountCents: 230_000,
        installmentTotalCents: 130_000,
        monthlyInstallmentCents: 10_000,
        subscribedOn: '2026-11-10',
      },
      acc,
      '2027-12-31',
    )!;
    expect(p.standingOrder).toEqual({
      monthlyCents: 10_000,
      firstExecution: '2026-12-10',
      lastExecution: '2027-12-10',
      count: 13,
    });
    // subscribed on the 31st: the plan keeps the 31st, clamped in shorter months
    expect(standingOrderOf(10_000, 30_000, '2027-04-30', '2027-01-31')).toEqual({
      monthlyCents: 10_000,
      firstExecution: '2027-02-28',
      lastExecution: '2027-04-30',
      count: 3,
    });
    // a stored total that does not match the plan (older data): the count from the total, up to the end date
    expect(standingOrderOf(10_000, 20_000, '2027-12-31', '2026-11-10')).toEqual({
      monthlyCents: 10_000,
      firstExecution: '2027-11-30',
      lastExecution: '2027-12-31',
      count: 2,
    });
  });

  it('months clamp to the last day', () => {
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2027-01-15', 12)).toBe('2028-01-15');
    expect(standingOrderOf(null, 0, '2027-01-01')).toBeNull();
  });
});
