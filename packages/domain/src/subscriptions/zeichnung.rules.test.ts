import { describe, expect, it } from 'vitest';
import { defaultMatrix, serializeMatrix } from '../products/experience.ts';
import type { ProductKind, SubscriptionStep } from '../products/kinds.ts';
import {
  type InvestorData,
  type ProductTerms,
  validateWholeZeichnung,
  validateZeichnungStep,
  type ZeichnungInput,
} from './zeichnung.rules.ts';

const TODAY = '2027-03-24';
const ctx = { today: TODAY, remaining: 1e9 };
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
  bankDepotNumber: null,
  ethAddress: null,
};
const check = (
  step: SubscriptionStep,
  t: Partial<ProductTerms> = {},
  z: ZeichnungInput = {},
  inv: Partial<InvestorData> = {},
) => validateZeichnungStep(step, terms(t), z, { ...INV, ...inv }, ctx);

const EXPOSED =
  'Sie müssen entweder bestätigen das Sie keine exponierte Person sind oder das jeweilige Amt bzw. Beziehung angeben.';

describe('personal step', () => {
  it('passes with complete person data', () => {
    expect(check('personal')).toEqual({});
  });

  it('requires every address field', () => {
    const blank = { salutation: null, firstName: '', street: undefined, zipCode: null, dateOfBirth: null };
    expect(check('personal', {}, {}, blank)).toEqual({
      salutation: 'Dieses Feld wird benötigt',
      firstName: 'Dieses Feld wird benötigt',
      street: 'Dieses Feld wird benötigt',
      zipCode: 'Dieses Feld wird benötigt',
      dateOfBirth: 'Dieses Feld wird benötigt',
    });
  });

  it('the investor must be of age', () => {
    expect(check('personal', {}, {}, { dateOfBirth: '2009-03-25' })).toEqual({
      dateOfBirth: 'Sie müssen volljährig sein',
    });
    expect(check('personal', {}, {}, { dateOfBirth: '2009-03-24' })).toEqual({});
  });

  it.each([
    [{}, { isExposed: EXPOSED }],
    [{ isExposed: null }, { isExposed: EXPOSED }],
    [{ isExposed: true }, { exposedPersonsOffice: EXPOSED }],
    [{ isExposed: true, exposedPersonsOffice: '' }, { exposedPersonsOffice: EXPOSED }],
    [{ isExposed: true, exposedPersonsOffice: 'Bundestagsabgeordnete' }, {}],
    [{ isExposed: false }, {}],
  ])('exposed person %j → %j', (z, errors) => {
    expect(check('personal', { withExposedPerson: true }, z)).toEqual(errors);
    expect(check('personal', { withExposedPerson: false }, z)).toEqual({});
  });
});

describe('guidelines step', () => {
  const all = {
    agbAccepted: true,
    dataPrivacyAccepted: true,
    notLivingInUsaAccepted: true,
    connectionContractAccepted: true,
    kwgAccepted: true,
    liveInGermanyAccepted: true,
  };
  const base = ['agbAccepted', 'dataPrivacyAccepted', 'notLivingInUsaAccepted'];
  const confirm = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, 'Bitte bestätigen.']));

  it.each([
    [2, false, [...base, 'connectionContractAccepted', 'kwgAccepted']],
    [3, false, [...base, 'connectionContractAccepted', 'kwgAccepted']],
    [6, false, base],
    [8, false, base],
    [10, false, base],
    [8, true, [...base, 'liveInGermanyAccepted']],
    [2, true, [...base, 'connectionContractAccepted', 'kwgAccepted', 'liveInGermanyAccepted']],
  ] as [ProductKind, boolean, string[]][])('kind %i, notInUSA %s needs %j', (kind, notInUSA, keys) => {
    expect(check('guidelines', { kind, notInUSA }, {})).toEqual(confirm(keys));
    expect(check('guidelines', { kind, notInUSA }, all)).toEqual({});
    expect(check('guidelines', { kind, notInUSA }, { ...all, agbAccepted: false })).toEqual(
      confirm(['agbAccepted']),
    );
  });
});

/** The rest of a complete VIB confirmation (address, e-mail, ID document, number, office). */
const VIB_REST = {
  vibAddress: 'Lindenallee 7, 10115 Berlin',
  vibEmail: 'ina@example.com',
  vibIdDocument: 'Personalausweis',
  vibIdNumber: 'L01X00T47',
  vibIdOffice: 'Bürgeramt Berlin-Mitte',
};

/** A complete VIB confirmation of INV. */
const VIB = {
  vibConfirmationAccepted: true,
  vibName: 'Ina Anlegerin',
  vibBirthDate: '1980-04-12',
  vibConfirmationCity: 'Berlin',
  ...VIB_REST,
};

describe('VIB step (acknowledgement by typed personal data)', () => {
  const vib = VIB;
  const MISMATCH = 'Die Angaben stimmen nicht mit Ihren persönlichen Daten überein.';

  it.each([
    [vib, {}],
    [{ ...vib, vibName: '  ina   ANLEGERIN ' }, {}],
    [{ ...vib, vibConfirmationAccepted: false }, { vibConfirmationAccepted: 'Bitte bestätigen.' }],
    [{ ...vib, vibName: 'Ina Anleger' }, { vibName: MISMATCH }],
    [{ ...vib, vibBirthDate: '1980-04-13' }, { vibBirthDate: MISMATCH }],
    [
      VIB_REST,
      {
        vibConfirmationAccepted: 'Bitte bestätigen.',
        vibName: 'Dieses Feld wird benötigt',
        vibBirthDate: 'Dieses Feld wird benötigt',
        vibConfirmationCity: 'Dieses Feld wird benötigt',
      },
    ],
  ])('%j → %j', (z, errors) => {
    expect(check('vib', { kind: 8 }, z)).toEqual(errors);
  });
});

describe('VIB step: the typed confirmation is complete (server re-checks what the web form asks)', () => {
  const REQUIRED = 'Dieses Feld wird benötigt';
  const vib = VIB;

  it.each([
    [{ vibAddress: null }, { vibAddress: REQUIRED }],
    [{ vibAddress: '   ' }, { vibAddress: REQUIRED }],
    [{ vibEmail: '' }, { vibEmail: REQUIRED }],
    [{ vibEmail: 'ina@example' }, { vibEmail: 'Keine valide E-Mail-Adresse' }],
    [{ vibEmail: 'ina @example.com' }, { vibEmail: 'Keine valide E-Mail-Adresse' }],
    [{ vibEmail: ' ina@example.com ' }, {}],
    [{ vibIdDocument: undefined }, { vibIdDocument: REQUIRED }],
    [{ vibIdNumber: '' }, { vibIdNumber: REQUIRED }],
    [{ vibIdOffice: null }, { vibIdOffice: REQUIRED }],
    [
      { vibAddress: null, vibEmail: null, vibIdDocument: null, vibIdNumber: null, vibIdOffice: null },
      {
        vibAddress: REQUIRED,
        vibEmail: REQUIRED,
        vibIdDocument: REQUIRED,
        vibIdNumber: REQUIRED,
        vibIdOffice: REQUIRED,
      },
    ],
  ] as [ZeichnungInput, Record<string, string>][])('%j → %j', (change, errors) => {
    expect(check('vib', { kind: 8 }, { ...vib, ...change })).toEqual(errors);
  });

  it('an empty confirmation names every field', () => {
    expect(check('vib', { kind: 8 }, {})).toEqual({
      vibConfirmationAccepted: 'Bitte bestätigen.',
      vibName: REQUIRED,
      vibBirthDate: REQUIRED,
      vibConfirmationCity: REQUIRED,
      vibAddress: REQUIRED,
      vibEmail: REQUIRED,
      vibIdDocument: REQUIRED,
      vibIdNumber: REQUIRED,
      vibIdOffice: REQUIRED,
    });
  });

  it('a birth date that is no calendar day: mismatch against a known birth date, else "Kein valides Datum"', () => {
    expect(check('vib', { kind: 8 }, { ...vib, vibBirthDate: '1980-02-30' })).toEqual({
      vibBirthDate: 'Die Angaben stimmen nicht mit Ihren persönlichen Daten überein.',
    });
    expect(check('vib', { kind: 8 }, { ...vib, vibBirthDate: '1980-02-30' }, { dateOfBirth: null })).toEqual({
      vibBirthDate: 'Kein valides Datum',
    });
  });

  it('the whole subscription (status F) asks the same of a product with the VIB step', () => {
    const errors = validateWholeZeichnung(
      terms({ kind: 8, withVibSelfDisclosure: true }),
      { ...vib, vibIdNumber: null },
      INV,
      ctx,
    );
    expect(errors.vibIdNumber).toBe(REQUIRED);
  });
});

describe('bank and wallet steps', () => {
  const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
  it.each([
    ['bank', {}, {}, {}],
    [
      'bank',
      {},
      { bankAccountOwner: '', bankIban: null, bankBic: null, bankName: null },
      {
        bankAccountOwner: 'Dieses Feld wird benötigt',
        bankIban: 'Dieses Feld wird benötigt',
        bankBic: 'Dieses Feld wird benötigt',
        bankName: 'Dieses Feld wird benötigt',
      },
    ],
    [
      'bank',
      {},
      { bankIban: 'DE89370400440532013001' },
      { bankIban: 'Dieser Text hat nicht das korrekte Format' },
    ],
    ['bank', {}, { bankBic: 'CO1ADEFF' }, { bankBic: 'Dieser Text hat nicht das korrekte Format' }],
    ['bank', { withDepot: true }, {}, { bankDepotNumber: 'Dieses Feld wird benötigt' }],
    ['bank', { withDepot: true }, { bankDepotNumber: '12345678' }, {}],
    ['wallet', { kind: 1, withDepot: true }, {}, { ethAddress: 'Dieses Feld wird benötigt' }],
    [
      'wallet',
      { kind: 1 },
      { ethAddress: '0x1234' },
      { ethAddress: 'Dieser Text hat nicht das korrekte Format' },
    ],
    ['wallet', { kind: 1, withDepot: true }, { ethAddress: WALLET }, {}],
  ] as [SubscriptionStep, Partial<ProductTerms>, Partial<InvestorData>, Record<string, string>][])(
    '%s %j with %j → %j',
    (step, t, inv, errors) => {
      expect(check(step, t, {}, inv)).toEqual(errors);
    },
  );
});

describe('suitability step', () => {
  const t = { kind: 2 as const, experienceMatrix: serializeMatrix(defaultMatrix()), experienceThreshold: 10 };
  const nine = { forms: { etfs: { checked: 1, duration: 3, amount: 3 } }, avgNumberTxs: 1 }; // 8 + 1
  it.each([
    [{ experience: nine }, { experience: 'Sie haben zuwenig Erfahrung!' }],
    [{}, { experience: 'Sie haben zuwenig Erfahrung!' }],
    [{ experience: { ...nine, avgNumberTxs: 2 } }, {}],
    [{ experience: { ...nine, hasAcademicTitle: true } }, {}], // + 3 bonus
    [{ experience: nine, iDoNotWantTo: true }, {}],
    [{ experience: nine, iAmSure: true }, {}],
  ])('%j → %j', (z, errors) => {
    expect(check('suitability', { ...t, experienceJobOrAcademicTitle: 3 }, z)).toEqual(errors);
  });
});

describe('overview step: receipts', () => {
  const ALL = 'Bitte alle Aufforderungen bestätigen.';
  it.each([
    [
      {},
      {},
      { receipt1: 'Bitte bestätigen.', receipt2: 'Bitte bestätigen.', receipt3: 'Bitte bestätigen.', _: ALL },
    ],
    [{}, { receipt1: true, receipt3: true }, { receipt2: 'Bitte bestätigen.', _: ALL }],
    [{}, { receipt1: true, receipt2: true, receipt3: true }, {}],
    [{ withPrivatePlacement: true }, { receipt1: true, receipt3: true }, {}],
    [{ kind: 13 }, { receipt1: true, receipt3: true }, {}],
    [{ kind: 14 }, { receipt3: true }, { receipt1: 'Bitte bestätigen.', _: ALL }],
  ] as [Partial<ProductTerms>, ZeichnungInput, Record<string, string>][])('%j %j → %j', (t, z, errors) => {
    expect(check('overview', t, z)).toEqual(errors);
  });
});
