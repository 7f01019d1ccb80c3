import { describe, expect, it } from 'vitest';
import { productUpdateIntent } from './products.contract.ts';

describe('productUpdateIntent: which use case a body of PUT /product/{id}/update means', () => {
  it.each([
    [{ name: 'Anleihe' }, 'update'],
    [{ validateStep: 'general', activeStep: 1 }, 'update'],
    [{ status: 'O' }, 'update'],
    [{ status: 'F', name: 'Anleihe' }, 'finish'],
    [{ isZeichnable: true }, 'release'],
    [{ isZeichnable: false }, 'release'],
    [{ isZeichnable: 'true' }, 'release'],
    [{ status: 'F', isZeichnable: true }, 'release'],
  ] as const)('%j → %s', (body, intent) => {
    expect(productUpdateIntent(body)).toBe(intent);
  });
});
