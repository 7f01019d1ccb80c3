// `PUT /zeichnung/{id}/update` carries the investor's wizard and the operator's steps in one body (the spec's
// contract). This is the one rule that says which use cases a body asks for.
import type { Permission } from '../auth/permissions.ts';
import type { UpdateInput } from './zeichnung.schemas.ts';

/** The operator's steps, in the order they are applied (each needs the one before it). */
export const OPERATOR_STEPS = ['accept', 'pay', 'commissionApprove', 'commissionPay'] as const;
export type OperatorStep = (typeof OPERATOR_STEPS)[number];

export type ZeichnungUpdateIntent =
  | { kind: 'wizard' }
  | {
      kind: 'operator';
      /** Accept, pay, commission approve/pay: applied together in one transaction, in this order. */
      steps: OperatorStep[];
      /** The token transfer confirmation (checked on chain), after the steps. */
      confirmTokens: boolean;
      /** What the caller's role must be allowed (all of them). */
      permissions: Permission[];
    };

const STEP_PERMISSION: Record<OperatorStep, Permission> = {
  accept: 'zeichnung.accept',
  pay: 'zeichnung.pay',
  commissionApprove: 'zeichnung.commission.approve',
  commissionPay: 'zeichnung.commission.pay',
};

/**
 * A body is the operator's as soon as it holds status A, any operator flag (acceptor, isPaid, transferAcceptor,
 * commissionApproved, commissionPaid) or a token key (tokensTransfered, tokensTxHash); the wizard's fields are
 * then ignored. Otherwise it is the investor's wizard (status F finishes).
 */
export function zeichnungUpdateIntents(body: UpdateInput): ZeichnungUpdateIntent {
  const has = (k: keyof UpdateInput) => body[k] !== undefined;
  const confirmTokens = has('tokensTransfered') || has('tokensTxHash');
  const steps = OPERATOR_STEPS.filter((s) =>
    s === 'accept'
      ? body.status === 'A'
      : s === 'pay'
        ? has('isPaid')
        : s === 'commissionApprove'
          ? has('commissionApproved')
          : has('commissionPaid'),
  );
  const operator = steps.length > 0 || confirmTokens || has('acceptor') || has('transferAcceptor');
  if (!operator) return { kind: 'wizard' };
  const permissions: Permission[] = steps.map((s) => STEP_PERMISSION[s]);
  if (confirmTokens) permissions.push('zeichnung.tokens.confirm');
  // Only acceptor/transferAcceptor (no step): still the operator side's change, so the operator's key.
  if (permissions.length === 0) permissions.push('zeichnung.accept');
  return { kind: 'operator', steps, confirmTokens, permissions };
}
