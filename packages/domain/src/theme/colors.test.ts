import { describe, expect, it } from 'vitest';
import {
  contrastText,
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  isHexColor,
  LUMINANCE_THRESHOLD,
} from './colors.ts';

const WHITE = '#ffffff';
const BLACK = '#000000';

describe('contrastText (black or white text at perceived luminance 186)', () => {
  it.each<[string, string]>([
    ['#165272', WHITE],
    ['#E6E6E6', BLACK],
    ['#e6e6e6', BLACK],
    ['E6E6E6', BLACK],
    ['#ffffff', BLACK],
    ['#FFF', BLACK],
    ['#000', WHITE],
    ['#000000', WHITE],
    ['#ff0', BLACK], // 0.299·255 + 0.587·255 = 225.9
    ['#f00', WHITE], // 76.2
    ['#0f0', WHITE], // 149.7
    ['#00f', WHITE], // 29.1
    ['  #fff  ', BLACK],
    // The threshold itself: grey of level g has luminance g.
    ['#bbbbbb', BLACK], // 187 > 186
    ['#bababa', WHITE], // 186 is not above the threshold
    ['#b9b9b9', WHITE], // 185
  ])('%j → %s', (background, expected) => {
    expect(contrastText(background)).toBe(expected);
  });

  it.each(['', 'red', '#ggg', '#12345', '#1234567', 'rgb(0,0,0)'])('invalid %j → white', (value) => {
    expect(contrastText(value)).toBe(WHITE);
  });

  it('uses the spec threshold and gives the default theme readable text', () => {
    expect(LUMINANCE_THRESHOLD).toBe(186);
    expect(contrastText(DEFAULT_PRIMARY)).toBe(WHITE);
    expect(contrastText(DEFAULT_SECONDARY)).toBe(BLACK);
  });
});

describe('isHexColor', () => {
  it.each<[string, boolean]>([
    ['#165272', true],
    ['165272', true],
    ['#abc', true],
    ['#ABCDEF', true],
    ['#abcd', false],
    ['blue', false],
    ['#16527g', false],
  ])('%j → %s', (value, expected) => {
    expect(isHexColor(value)).toBe(expected);
  });
});
