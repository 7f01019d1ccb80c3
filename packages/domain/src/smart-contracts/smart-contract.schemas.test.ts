import { describe, expect, it } from 'vitest';
import { tokensForVolume, validateSmartContract } from './smart-contract.schemas.ts';

const REQUIRED = 'Dieses Feld wird benötigt';
const FORMAT = 'Dieser Text hat nicht das korrekte Format';
const LETTERS_DIGITS = 'Darf nur aus Buchstaben und Zahlen bestehen';
const OK = { owner: `0x${'aB'.repeat(20)}`, tokenName: 'SolarToken', symbol: 'SOL', numberOfTokens: 500000 };

describe('smart contract rules (spec 000 §5)', () => {
  it('accepts valid data; numberOfTokens may be left out', () => {
    expect(validateSmartContract(OK, 500000)).toEqual({});
    expect(validateSmartContract({ ...OK, numberOfTokens: undefined }, 500000)).toEqual({});
  });

  it('requires owner, token name and symbol', () => {
    expect(validateSmartContract({}, 1000)).toEqual({
      owner: REQUIRED,
      tokenName: REQUIRED,
      symbol: REQUIRED,
    });
    expect(validateSmartContract({ owner: ' ', tokenName: '', symbol: '' }, 1000)).toEqual({
      owner: REQUIRED,
      tokenName: REQUIRED,
      symbol: REQUIRED,
    });
  });

  it.each([
    ['owner', '0x1234', FORMAT],
    ['owner', `0x${'g'.repeat(40)}`, FORMAT],
    ['owner', 'a'.repeat(42), FORMAT],
    ['tokenName', 'x'.repeat(21), 'Dieser Text ist länger als das Maximum von 20 Zeichen'],
    ['tokenName', 'Solar Token', LETTERS_DIGITS],
    ['symbol', 'SOLARX', 'Dieser Text ist länger als das Maximum von 5 Zeichen'],
    ['symbol', 'SO-L', LETTERS_DIGITS],
    ['numberOfTokens', 1.5, 'Darf nur aus Zahlen bestehen'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validateSmartContract({ ...OK, [field]: value }, 500000)).toEqual({ [field]: message });
  });

  it('numberOfTokens equals the volume in euros (one token per euro)', () => {
    expect(validateSmartContract({ ...OK, numberOfTokens: 499999 }, 500000)).toEqual({
      numberOfTokens:
        'Die Anzahl der Tokens muss dem Volumen des Produkts entsprechen (1 Token je 1 €): 500.000.',
    });
    expect(tokensForVolume(1234.56)).toBe(1234);
    expect(tokensForVolume(null)).toBe(0);
  });
});
