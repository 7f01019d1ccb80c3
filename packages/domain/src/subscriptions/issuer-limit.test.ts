import { describe, expect, it } from 'vitest';
import { issuerLimit, issuerRest } from './issuer-limit.ts';
import { validateZeichnungStep, type ZeichnungInput } from './zeichnung.rules.ts';

describe('limit per issuer (§2a(3) VermAnlG)', () => {
  it.each([
    [{}, 1000],
    [{ selfDisclosureAssets: true }, 10000],
    [{ selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 3000 }, 6000],
    [{ selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 8000 }, 16000],
    [{ selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 20000 }, 25000], // never above 25 000 €
    [{ selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 300 }, 1000], // never below 1 000 €
    [{ selfDisclosureIncome: true, selfDisclosureMonthlyIncome: null }, 1000],
    [{ selfDisclosureAssets: true, selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 4000 }, 10000],
    [{ selfDisclosureAssets: true, selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 9000 }, 18000],
  ])('%j → %i €', (sd, limit) => {
    expect(issuerLimit(sd)).toBe(limit);
  });

  it('the rest never goes below zero', () => {
    expect(issuerRest({ selfDisclosureAssets: true }, 7500.5)).toBe(2499.5);
    expect(issuerRest({}, 2000)).toBe(0);
  });
});

describe('details step: the limit applies to the sum with the issuer', () => {
  const ok: ZeichnungInput = { investOnOwnAccepted: true, enoughMoneyToInvestCashAccepted: true };
  const details = (z: ZeichnungInput, issuerSubscribed: number) =>
    validateZeichnungStep(
      'details',
      { kind: 0, minInvestment: 500, volumeInterval: 100, withSelfDisclosure: true },
      { ...ok, ...z },
      {},
      { today: '2027-03-24', remaining: 1e9, issuerSubscribed },
    );
  const assets = { selfDisclosureAssets: true };

  it('1 000 € without self-disclosure, counted over the products of the issuer', () => {
    expect(details({ volume: 1000 }, 0)).toEqual({});
    expect(details({ volume: 500 }, 500)).toEqual({});
    expect(details({ volume: 600 }, 500)).toEqual({
      selfDisclosureAssets: 'Bitte wählen Sie eine der beiden Aussagen zur Selbstauskunft.',
    });
  });

  it('10 000 € with assets: the rest with this issuer is named', () => {
    expect(details({ volume: 4000, ...assets }, 6000)).toEqual({});
    expect(details({ volume: 4100, ...assets }, 6000)).toEqual({
      volume:
        'Der Höchstbetrag je Emittent (§ 2a VermAnlG) wurde überschritten. Bei diesem Emittenten können Sie noch 4.000 € zeichnen.',
    });
  });

  it('twice the monthly net income, the amount is required', () => {
    const income = { selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 5000 };
    expect(details({ volume: 2000, selfDisclosureIncome: true }, 0)).toEqual({
      selfDisclosureMonthlyIncome: 'Bitte geben Sie Ihr durchschnittliches monatliches Nettoeinkommen an.',
    });
    expect(details({ volume: 8000, ...income }, 2000)).toEqual({});
    expect(details({ volume: 8100, ...income }, 2000).volume).toContain('noch 8.000 € zeichnen');
  });

  it('the spec message above 25 000 € for one subscription stays', () => {
    const rich = { selfDisclosureIncome: true, selfDisclosureMonthlyIncome: 50000 };
    expect(details({ volume: 25100, ...rich }, 0)).toEqual({
      volume: 'Der Höchstbetrag von 25.000 € pro Person wurde überschritten.',
    });
    expect(details({ volume: 5000, ...rich }, 21000).volume).toContain('noch 4.000 € zeichnen');
  });

  it('withdrawn or deleted subscriptions are not in the sum (the server passes only F and A)', () => {
    expect(details({ volume: 1000 }, 0)).toEqual({});
  });
});
