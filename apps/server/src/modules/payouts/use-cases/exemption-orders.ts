import {
  AppError,
  exemptionLimitCents,
  exemptionOrderProblem,
  exemptionOrderYears,
  exemptionRemainingCents,
  taxDataTexts as T,
} from '@zp/domain';
import type { ExemptionOrderDto } from '@zp/domain/payouts/tax-data.contract';
import { ownInvestorId } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../tax-data.repository.ts';

interface OrderParts {
  issuerId: number;
  issuerName: string;
  year: number;
  order: repo.ExemptionOrderRow | null;
  usedCents: number;
  editable: boolean;
}

function toDto(p: OrderParts): ExemptionOrderDto {
  const amountCents = p.order?.amountCents ?? 0;
  const joint = p.order?.joint ?? false;
  // What a payout can still exempt: the order's amount (never above the limit) less what was used.
  const limit = Math.min(amountCents, exemptionLimitCents(joint));
  return {
    issuerId: p.issuerId,
    issuerName: p.issuerName,
    year: p.year,
    amountCents,
    joint,
    usedCents: p.usedCents,
    remainingCents: exemptionRemainingCents(limit, p.usedCents),
    editable: p.editable,
    updatedAt: p.order?.updatedAt.toISOString() ?? null,
  };
}

/**
 * GET /investor/exemption-orders: one row per issuer of the investor's subscriptions and editable year (the current
 * and the next), with the stored order or 0 €, plus every stored order of other years (read only). Newest year first.
 */
export async function listExemptionOrders(deps: Deps, c: AuthClaims) {
  const investorId = ownInvestorId(c, 'exemptionOrder.edit');
  const years = exemptionOrderYears(deps.clock.today());
  const [issuers, orders, used] = await Promise.all([
    repo.issuersOfInvestor(deps.db, investorId),
    repo.exemptionOrdersOf(deps.db, investorId),
    repo.exemptionUsedOf(deps.db, investorId),
  ]);
  const names = new Map(issuers.map((i) => [i.id, i.name]));
  const key = (issuerId: number, year: number) => `${issuerId}:${year}`;
  const stored = new Map(orders.map((o) => [key(o.issuerId, o.year), o]));
  const usedBy = new Map(used.map((u) => [key(u.issuerId ?? 0, u.year), u.usedCents]));
  const rows = new Map<string, OrderParts>();
  const add = (issuerId: number, year: number) =>
    rows.set(key(issuerId, year), {
      issuerId,
      issuerName: names.get(issuerId) ?? '–',
      year,
      order: stored.get(key(issuerId, year)) ?? null,
      usedCents: usedBy.get(key(issuerId, year)) ?? 0,
      editable: years.includes(year) && names.has(issuerId),
    });
  for (const year of years) for (const i of issuers) add(i.id, year);
  for (const o of orders) if (!rows.has(key(o.issuerId, o.year))) add(o.issuerId, o.year);
  const results = [...rows.values()]
    .sort(
      (a, b) => b.year - a.year || a.issuerName.localeCompare(b.issuerName, 'de') || a.issuerId - b.issuerId,
    )
    .map(toDto);
  return { years, results };
}

export interface ExemptionOrderInput {
  issuerId: number;
  year: number;
  amountCents: number;
  joint: boolean;
}

/**
 * PUT /investor/exemption-orders: sets the order with one issuer of the investor's subscriptions for the current or
 * the next year. At most 1 000 € (joint 2 000 €), never below what payouts of that year already used (read inside the
 * transaction under the order's lock, which a payout run takes too). 0 € revokes; nothing is deleted. Audited.
 */
export async function setExemptionOrder(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  input: ExemptionOrderInput,
): Promise<ExemptionOrderDto> {
  const investorId = ownInvestorId(c, 'exemptionOrder.edit');
  const years = exemptionOrderYears(deps.clock.today());
  if (!years.includes(input.year)) throw AppError.validation({ year: T.orderYear(years[0], years[1]) });
  const issuer = (await repo.issuersOfInvestor(deps.db, investorId)).find((i) => i.id === input.issuerId);
  if (!issuer) throw AppError.validation({ issuerId: T.orderIssuerUnknown });
  const key = { investorId, issuerId: input.issuerId, year: input.year };
  return deps.db.transaction(async (tx) => {
    await repo.lockExemptionOrder(tx, key);
    const before = await repo.findExemptionOrder(tx, key, true);
    const [used] = await repo.exemptionUsedOf(tx, investorId, { issuerId: key.issuerId, year: key.year });
    const usedCents = used?.usedCents ?? 0;
    const problem = exemptionOrderProblem({ amountCents: input.amountCents, joint: input.joint, usedCents });
    if (problem) throw AppError.validation({ amountCents: problem });
    const parts = {
      issuerId: issuer.id,
      issuerName: issuer.name,
      year: input.year,
      usedCents,
      editable: true,
    };
    if (before && before.amountCents === input.amountCents && before.joint === input.joint)
      return toDto({ ...parts, order: before });
    const after = await repo.saveExemptionOrder(
      tx,
      key,
      { amountCents: input.amountCents, joint: input.joint },
      deps.clock.now(),
    );
    await writeAudit(tx, actor, {
      action:
        input.amountCents === 0
          ? 'exemption_order.revoked'
          : before
            ? 'exemption_order.updated'
            : 'exemption_order.created',
      entity: 'exemptionOrder',
      entityId: after.id,
      before,
      after,
    });
    return toDto({ ...parts, order: after });
  });
}
