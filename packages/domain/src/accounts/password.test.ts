import { describe, expect, it } from 'vitest';
import { isValidPassword, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from './password.ts';

describe('isValidPassword (DECISIONS.md: 9+ chars, lower, upper, digit, one of ?!@#-$%^&*)', () => {
  it.each([
    ['Demo-Pass1!', true],
    ['Abcdefg1?', true],
    ['Abcdef1?', false], // 8 characters
    ['abcdefgh1!', false], // no uppercase
    ['ABCDEFGH1!', false], // no lowercase
    ['Abcdefghi!', false], // no digit
    ['Abcdefghi1', false], // no special
    ['Abcdefgh1_', false], // '_' is not an allowed special
    ['Abcdefgh1.', false], // '.' is not an allowed special
    ['Abcdefgh1 ', false], // space is not an allowed special
    ['', false],
    [`Aa1!${'x'.repeat(124)}`, true], // 128 characters
    [`Aa1!${'x'.repeat(125)}`, false], // 129 characters
    ['Äbcdefgh1!', false], // no ASCII uppercase
    ['ÄBCDEFGh1!', true],
  ])('%j → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it.each([...PASSWORD_SPECIALS])('accepts the special character %s', (special) => {
    expect(isValidPassword(`Abcdefg1${special}`)).toBe(true);
  });

  it('uses the minimum length of 9', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(9);
    expect(PASSWORD_SPECIALS).toBe('?!@#-$%^&*');
  });
});
