import { describe, expect, it } from 'vitest';
import { csvCell, csvCents, csvDecimal, csvLine } from './csv.ts';

describe('csvCell', () => {
  it.each<[string, string]>([
    ['=SUMME(A1:A2)', "'=SUMME(A1:A2)"],
    ['+49 30 123', "'+49 30 123"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['Müller; Söhne', '"Müller; Söhne"'],
    ['Sie sagte "ja"', '"Sie sagte ""ja"""'],
    ['=a;b', `"'=a;b"`],
    ['Zeile\nzwei', '"Zeile\nzwei"'],
    ['Größe', 'Größe'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('is empty for null and joins a line with ; and CRLF', () => {
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', null, '=b'])).toBe("a;;'=b\r\n");
  });
});

describe('csvCents', () => {
  it.each<[number | string | null, string]>([
    [123456, '1234,56'],
    ['123456', '1234,56'],
    [5, '0,05'],
    [0, '0,00'],
    [-5, '-0,05'],
    ['-100000000', '-1000000,00'],
    ['9007199254740993', '90071992547409,93'],
    [null, ''],
    ['x', ''],
  ])('%j → %j', (cents, expected) => {
    expect(csvCents(cents)).toBe(expected);
  });
});

describe('csvDecimal', () => {
  it.each<[string | number | null, string]>([
    ['2.5000', '2,5'],
    ['3.0000', '3'],
    [0.3333, '0,3333'],
    ['-1.25', '-1,25'],
    [null, ''],
  ])('%j → %j', (v, expected) => {
    expect(csvDecimal(v)).toBe(expected);
  });
});
