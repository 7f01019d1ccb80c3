import type { FederalState } from '@zp/domain';
import type { TaxProfileDto } from '@zp/domain/payouts/tax-data.contract';
import { ownInvestorId } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../tax-data.repository.ts';

const toDto = (row: repo.TaxProfileRow | null): TaxProfileDto => ({
  taxId: row?.taxId ?? null,
  churchMember: row?.churchMember ?? false,
  federalState: (row?.federalState as FederalState | null) ?? null,
  nonAssessmentUntil: row?.nonAssessmentUntil ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** GET /investor/tax-profile: the investor's own tax data (all empty before the first save). */
export async function getTaxProfile(deps: Deps, c: AuthClaims): Promise<TaxProfileDto> {
  return toDto(await repo.findTaxProfile(deps.db, ownInvestorId(c, 'taxProfile.edit')));
}

export interface TaxProfileInput {
  taxId: string | null;
  churchMember: boolean;
  federalState: FederalState | null;
  nonAssessmentUntil: string | null;
}

/**
 * PUT /investor/tax-profile: the body is validated by the contract (tax id with check digit, a church member's
 * state); the row is re-read under its lock and the change audited in the same transaction. A save that changes
 * nothing writes no audit entry.
 */
export async function updateTaxProfile(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  input: TaxProfileInput,
): Promise<TaxProfileDto> {
  const investorId = ownInvestorId(c, 'taxProfile.edit');
  return deps.db.transaction(async (tx) => {
    const before = await repo.findTaxProfile(tx, investorId, true);
    const same =
      before &&
      before.taxId === input.taxId &&
      before.churchMember === input.churchMember &&
      before.federalState === input.federalState &&
      before.nonAssessmentUntil === input.nonAssessmentUntil;
    if (same) return toDto(before);
    const after = await repo.saveTaxProfile(tx, investorId, input, deps.clock.now());
    await writeAudit(tx, actor, {
      action: before ? 'tax_profile.updated' : 'tax_profile.created',
      entity: 'investorTaxProfile',
      entityId: investorId,
      before,
      after,
    });
    return toDto(after);
  });
}
