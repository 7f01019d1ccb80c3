import { describe, expect, it } from 'vitest';
import { auditDiff, auditValueText } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lists only the changed keys, nested by dotted path', () => {
    expect(
      auditDiff(
        { status: 'F', isPaid: false, bank: { iban: 'DE1', bic: 'X' }, same: [1, 2] },
        { status: 'A', isPaid: false, bank: { iban: 'DE2', bic: 'X' }, same: [1, 2], added: 'neu' },
      ),
    ).toEqual([
      { key: 'status', before: 'F', after: 'A' },
      { key: 'bank.iban', before: 'DE1', after: 'DE2' },
      { key: 'added', before: null, after: 'neu' },
    ]);
  });

  it('lists every field of a created entry and nothing for an entry without data', () => {
    expect(auditDiff(null, { id: 3, status: 'A' })).toEqual([
      { key: 'id', before: null, after: 3 },
      { key: 'status', before: null, after: 'A' },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditValueText(null)).toBe('–');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });
});
