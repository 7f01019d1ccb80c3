import { describe, expect, it } from 'vitest';
import { variantWidthsFor } from './images.ts';

describe('variantWidthsFor', () => {
  it.each([
    [4000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [1000, [480, 1000]],
    [500, [500]],
    [256, [256]],
  ])('an image %i px wide gets copies at %j', (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected);
  });
});
