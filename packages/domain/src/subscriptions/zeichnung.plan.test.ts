import { describe, expect, it } from 'vitest';
import { PRODUCT_KINDS, type ProductKind } from '../products/kinds.ts';
import {
  type InvestorData,
  type ProductTerms,
  subscriptionSteps,
  validateWholeZeichnung,
  type ZeichnungInput,
} from './zeichnung.rules.ts';

const ctx = { today: '2027-03-24', remaining: 1e9 };
const terms = (t: Partial<ProductTerms> = {}): ProductTerms => ({
  kind: 0,
  minInvestment: 1000,
  volumeInterval: 100,
  ...t,
});
const INV: InvestorData = {
  salutation: 'Frau',
  firstName: 'Ina',
  lastName: 'Anlegerin',
  street: 'Lindenallee',
  houseNumber: '7',
  zipCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  dateOfBirth: '1980-04-12',
  bankAccountOwner: 'Ina Anlegerin',
  bankIban: 'DE89370400440532013000',
  bankBic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
};

describe('subscriptionSteps (DECISIONS.md wizard plans)', () => {
  const own = ['personal', 'details', 'bank', 'overview'];
  const ownToken = ['personal', 'details', 'wallet', 'overview'];
  const broker = ['personal', 'guidelines', 'details', 'bank', 'suitability', 'overview'];
  const brokerToken = ['personal', 'guidelines', 'details', 'wallet', 'suitability', 'overview'];
  const vib = ['personal', 'guidelines', 'vib', 'details', 'bank', 'suitability', 'overview'];
  const noVib = vib.filter((s) => s !== 'vib');
  const plans: Record<ProductKind, string[]> = {
    0: own,
    1: ownToken,
    2: broker,
    3: brokerToken,
    4: own,
    5: ownToken,
    6: broker,
    7: brokerToken,
    8: vib,
    9: vib,
    10: ['personal', 'guidelines', 'details', 'bank', 'overview'],
    11: noVib,
    12: [],
    13: own,
    14: ownToken,
  };

  it.each(PRODUCT_KINDS)('kind %i with VIB self-disclosure', (kind) => {
    expect(subscriptionSteps({ kind, withVibSelfDisclosure: true })).toEqual(plans[kind]);
  });

  it.each([8, 9, 11] as ProductKind[])('kind %i without VIB self-disclosure drops the VIB step', (kind) => {
    expect(subscriptionSteps({ kind, withVibSelfDisclosure: false })).toEqual(noVib);
  });
});

describe('validateWholeZeichnung: every step of the plan', () => {
  it('collects the errors of all steps and passes a complete subscription', () => {
    const t = terms({ kind: 10 });
    const z: ZeichnungInput = {
      volume: 2000,
      investOnOwnAccepted: true,
      enoughMoneyToInvestCashAccepted: true,
    };
    expect(Object.keys(validateWholeZeichnung(t, z, INV, ctx)).sort()).toEqual(
      [
        'agbAccepted',
        'dataPrivacyAccepted',
        'notLivingInUsaAccepted',
        'receipt1',
        'receipt2',
        'receipt3',
        '_',
      ].sort(),
    );
    const done = {
      ...z,
      agbAccepted: true,
      dataPrivacyAccepted: true,
      notLivingInUsaAccepted: true,
      receipt1: true,
      receipt2: true,
      receipt3: true,
    };
    expect(validateWholeZeichnung(t, done, INV, ctx)).toEqual({});
    expect(validateWholeZeichnung(t, done, INV, { ...ctx, remaining: 1000 })).toEqual({
      volume: 'Das verfügbare Restvolumen von 1.000€ wurde überschritten.',
    });
  });
});
