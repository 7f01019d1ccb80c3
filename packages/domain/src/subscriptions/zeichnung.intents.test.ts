import { describe, expect, it } from 'vitest';
import { zeichnungUpdateIntents } from './zeichnung.intents.ts';

describe('zeichnungUpdateIntents', () => {
  it.each([
    [{ volume: 1000 }, { kind: 'wizard' }],
    [{ status: 'F' as const }, { kind: 'wizard' }],
    [{ status: 'O' as const, step: 'details' as const }, { kind: 'wizard' }],
    [
      { status: 'A' as const, acceptor: 'X', volume: 5 },
      { kind: 'operator', steps: ['accept'], confirmTokens: false, permissions: ['zeichnung.accept'] },
    ],
    [
      { acceptor: 'X' },
      { kind: 'operator', steps: [], confirmTokens: false, permissions: ['zeichnung.accept'] },
    ],
    [
      { transferAcceptor: 'X' },
      { kind: 'operator', steps: [], confirmTokens: false, permissions: ['zeichnung.accept'] },
    ],
    [
      { commissionPaid: true, isPaid: true, status: 'A' as const, commissionApproved: true },
      {
        kind: 'operator',
        steps: ['accept', 'pay', 'commissionApprove', 'commissionPay'],
        confirmTokens: false,
        permissions: [
          'zeichnung.accept',
          'zeichnung.pay',
          'zeichnung.commission.approve',
          'zeichnung.commission.pay',
        ],
      },
    ],
    [
      { tokensTxHash: `0x${'a'.repeat(64)}` },
      { kind: 'operator', steps: [], confirmTokens: true, permissions: ['zeichnung.tokens.confirm'] },
    ],
    [
      { tokensTransfered: false, isPaid: true },
      {
        kind: 'operator',
        steps: ['pay'],
        confirmTokens: true,
        permissions: ['zeichnung.pay', 'zeichnung.tokens.confirm'],
      },
    ],
  ])('%j → %j', (body, intent) => {
    expect(zeichnungUpdateIntents(body)).toEqual(intent);
  });
});
