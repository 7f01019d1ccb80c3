import { describe, expect, it } from 'vitest';
import {
  experienceWarning,
  type ProductState,
  type RuleContext,
  validateProductStep,
  validateWholeProduct,
} from './product.rules.ts';

const REQUIRED = 'Dieses Feld wird benötigt';
const MIN = (x: number) => `Dieser Wert ist kleiner als das Minimum von ${x}`;
const OVER_MAX = (amount: string) =>
  `Das von Ihnen angegeben Produkt Volumen überschreitet das Maximum von ${amount}\u00a0€`;
const NO_PAST = 'Kein Datum darf in der Vergangenheit liegen.';
const LAST_AFTER_FIRST = 'Die letzte Ausschüttung muss nach der Erstausschüttung erfolgen.';
const END_AFTER_START = 'Das Vertragsende muss nach dem Vertragsbeginn kommen.';
const START_BEFORE_FIRST = 'Der Vertragsbeginn muss vor der ersten Ausschüttung liegen';
const UPLOAD = 'Laden Sie bitte diese Datei hoch';

const ctx: RuleContext = { today: '2026-06-01', uploadedDocuments: [] };
const general: ProductState = {
  kind: 0,
  issuer: 1,
  name: 'Solarpark Nord',
  description: 'Ein Solarpark in Brandenburg',
  securityType: 0,
  wkn: 'A1B2C3',
  volume: 500_000,
  minInvestment: 1000,
  volumeInterval: 100,
};
const step = (s: Parameters<typeof validateProductStep>[0], p: Partial<ProductState>, c = ctx) =>
  validateProductStep(s, { ...general, ...p }, c);

describe('validateProductStep: general (spec 000 §5 Product wizard)', () => {
  it('accepts a complete own issue', () => {
    expect(step('general', {})).toEqual({});
  });

  it('requires issuer, name, description, volume, minimum investment, interval, security type and WKN', () => {
    const empty = { issuer: null, name: '', description: null, volume: null, minInvestment: null };
    expect(step('general', { ...empty, volumeInterval: undefined, securityType: null, wkn: '' })).toEqual({
      issuer: REQUIRED,
      name: REQUIRED,
      description: REQUIRED,
      volume: REQUIRED,
      minInvestment: REQUIRED,
      volumeInterval: REQUIRED,
      securityType: REQUIRED,
      wkn: REQUIRED,
    });
  });

  it('needs no WKN for a private placement', () => {
    expect(step('general', { wkn: null, withPrivatePlacement: true })).toEqual({});
  });

  it.each<[number, number, string]>([
    [0, 999_999, '999.999,00'],
    [1, 999_999, '999.999,00'],
    [10, 999_999, '999.999,00'],
    [2, 8_000_000, '8.000.000,00'],
    [3, 8_000_000, '8.000.000,00'],
    [4, 100_000_000_000, '100.000.000.000,00'],
    [7, 100_000_000_000, '100.000.000.000,00'],
    [8, 6_000_000, '6.000.000,00'],
    [11, 6_000_000, '6.000.000,00'],
    [9, 1_000_000_000, '1.000.000.000,00'],
  ])('kind %i: volume above %i is refused unless private placement', (kind, max, amount) => {
    const token = { owner: `0x${'a'.repeat(40)}`, tokenName: 'Token', symbol: 'TOK' };
    expect(step('general', { kind: kind as 0, ...token, volume: max })).toEqual({});
    expect(step('general', { kind: kind as 0, ...token, volume: max + 1 })).toEqual({
      volume: OVER_MAX(amount),
    });
    expect(
      step('general', { kind: kind as 0, ...token, volume: max + 1, withPrivatePlacement: true }),
    ).toEqual({});
  });

  it('has no maximum for the kinds 12, 13 and 14', () => {
    const token = { owner: `0x${'b'.repeat(40)}`, tokenName: 'Coop', symbol: 'COOP' };
    for (const kind of [12, 13, 14] as const) {
      const securityType = kind === 12 ? 0 : 4;
      expect(step('general', { kind, securityType, ...token, volume: 1e12 }), `kind ${kind}`).toEqual({});
    }
  });

  it('needs a volume of at least 1000, or 100000 with the 100k process', () => {
    expect(step('general', { volume: 999, minInvestment: 10 })).toEqual({ volume: MIN(1000) });
    expect(step('general', { volume: 1000, minInvestment: 10 })).toEqual({});
    const k100 = { with100kProcess: true, minInvestment: 100_000 };
    expect(step('general', { ...k100, volume: 99_999 })).toEqual({
      volume: MIN(100_000),
      minInvestment: 'Die Mindestzeichnung darf das Volumen nicht überschreiten.',
    });
    expect(step('general', { ...k100, volume: 100_000 })).toEqual({});
    expect(step('general', { with100kProcess: true, minInvestment: 50_000 })).toEqual({
      minInvestment: MIN(100_000),
    });
  });

  it('keeps the minimum investment at most the volume', () => {
    expect(step('general', { volume: 5000, minInvestment: 5000 })).toEqual({});
    expect(step('general', { volume: 5000, minInvestment: 5000.01 })).toEqual({
      minInvestment: 'Die Mindestzeichnung darf das Volumen nicht überschreiten.',
    });
  });

  it('fixes the security type 4 for cooperative kinds (13, 14)', () => {
    expect(step('general', { kind: 13, securityType: 4 })).toEqual({});
    expect(step('general', { kind: 13, securityType: null })).toEqual({});
    expect(step('general', { kind: 13, securityType: 0 })).toEqual({
      securityType: 'Dieser Text hat nicht das korrekte Format',
    });
  });

  it('requires owner, token name and symbol for tokenized kinds', () => {
    for (const kind of [1, 3, 5, 7] as const) {
      expect(step('general', { kind }), `kind ${kind}`).toEqual({
        owner: REQUIRED,
        tokenName: REQUIRED,
        symbol: REQUIRED,
      });
    }
    expect(step('general', { kind: 14, securityType: 4 })).toMatchObject({ owner: REQUIRED });
  });
});

describe('validateProductStep: payments', () => {
  it('checks installments on Allgemeines (where the payment options are): both required, min not above max', () => {
    const rates = (fields: Record<string, unknown>) => {
      const e = step('general', fields);
      return Object.fromEntries(Object.entries(e).filter(([k]) => k.endsWith('MonthlyInstallment')));
    };
    expect(step('payments', { withInstallments: true })).toEqual({});
    expect(rates({ withInstallments: false })).toEqual({});
    expect(rates({ withInstallments: true })).toEqual({
      minMonthlyInstallment: REQUIRED,
      maxMonthlyInstallment: REQUIRED,
    });
    const base = { withInstallments: true, minMonthlyInstallment: 100 };
    expect(rates({ ...base, maxMonthlyInstallment: 100 })).toEqual({});
    expect(rates({ ...base, maxMonthlyInstallment: 99 })).toEqual({
      minMonthlyInstallment: 'Die minimale Rate darf die maximale Rate nicht überschreiten.',
    });
  });

  it('requires interest, agio and profit sharing when switched on', () => {
    expect(step('payments', { withInterest: true, withAgio: true, withProfitSharing: true })).toEqual({
      interest: REQUIRED,
      agio: REQUIRED,
      profitSharingPercentage: REQUIRED,
    });
    expect(
      step('payments', {
        withInterest: true,
        interest: 0,
        withAgio: true,
        agio: 3,
        withProfitSharing: false,
      }),
    ).toEqual({});
  });
});

describe('validateProductStep: dates (Termine)', () => {
  const ok = {
    contractStart: '2026-07-01',
    initialDistribution: '2027-01-01',
    duration: '2030-01-01',
    paybackDate: '2031-01-01',
    contractEnd: '2031-06-30',
  };

  it('accepts consistent future dates, today included', () => {
    expect(step('dates', ok)).toEqual({});
    expect(step('dates', { ...ok, contractStart: '2026-06-01' })).toEqual({});
  });

  it('requires contract start and end', () => {
    expect(step('dates', {})).toEqual({ contractStart: REQUIRED, contractEnd: REQUIRED });
  });

  it.each(['contractStart', 'contractEnd', 'initialDistribution', 'duration', 'paybackDate'])(
    'refuses a past %s',
    (field) => {
      const errors = step('dates', { ...ok, [field]: '2026-05-31' });
      expect(errors[field]).toBe(NO_PAST);
    },
  );

  it('wants the contract end after the start', () => {
    expect(step('dates', { ...ok, contractEnd: '2026-07-01' })).toEqual({ contractEnd: END_AFTER_START });
  });

  it('wants the last distribution after the first', () => {
    expect(step('dates', { ...ok, duration: '2027-01-01' })).toEqual({ duration: LAST_AFTER_FIRST });
  });

  it('wants the contract start before the first distribution', () => {
    expect(step('dates', { ...ok, initialDistribution: '2026-07-01', duration: '2027-01-01' })).toEqual({
      contractStart: START_BEFORE_FIRST,
    });
  });
});

describe('validateProductStep: experience and documents', () => {
  it('requires a threshold; 0 only warns', () => {
    expect(step('experience', {})).toEqual({ experienceThreshold: REQUIRED });
    expect(step('experience', { experienceThreshold: 0 })).toEqual({});
    expect(experienceWarning({ ...general, experienceThreshold: 0 })).toBe(
      'Hinweis: Bei einer Schwelle von 0 besteht jeder Anleger die Angemessenheitsprüfung.',
    );
    expect(experienceWarning({ ...general, experienceThreshold: 5 })).toBeNull();
    expect(experienceWarning({ ...general, experienceThreshold: null })).toBeNull();
  });

  it('asks for every missing mandatory document', () => {
    expect(step('documents', {})).toEqual({
      zeichnungsschein: UPLOAD,
      customerInformation: UPLOAD,
      notInUSA: UPLOAD,
      bondConditions: UPLOAD,
    });
    const uploaded = ['zeichnungsschein', 'customerInformation', 'notInUSA', 'bondConditions'];
    expect(step('documents', {}, { ...ctx, uploadedDocuments: uploaded })).toEqual({});
  });

  it('validates nothing in the optional and summary steps', () => {
    expect(validateProductStep('optional', { kind: 0 }, ctx)).toEqual({});
    expect(validateProductStep('summary', { kind: 0 }, ctx)).toEqual({});
  });
});

describe('validateWholeProduct', () => {
  it('runs the steps of the plan: no dates for kind 13, the experience step for kind 2', () => {
    const coop = validateWholeProduct({ ...general, kind: 13, securityType: 4 }, ctx);
    expect(coop).not.toHaveProperty('contractStart');
    expect(coop).not.toHaveProperty('experienceThreshold');
    expect(coop).toMatchObject({ zeichnungsschein: UPLOAD });
    const brokerage = validateWholeProduct({ ...general, kind: 2 }, ctx);
    expect(brokerage).toMatchObject({
      contractStart: REQUIRED,
      experienceThreshold: REQUIRED,
      mediationContract: UPLOAD,
    });
  });
});
