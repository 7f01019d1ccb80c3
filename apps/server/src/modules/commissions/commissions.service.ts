// What other modules ask of the commissions area (issue 17, docs/decisions/016): called inside THEIR transaction, so
// the subscription's change, the commission records and the audit entries commit together or not at all.
import {
  type CommissionLine,
  type CommissionStatus,
  clawbacksFor,
  commissionLines,
  type RateType,
} from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import { type Actor, writeAudits } from '../../lib/audit.ts';
import { compensationPlanOf } from '../bookings/bookings.service.ts';
import * as repo from './commissions.repository.ts';

/** The subscription as the commission engine needs it. */
export interface PaidZeichnung {
  id: number;
  superuserId: number;
  investorId: number | null;
  salesrepId: number | null;
  volumeCents: number;
}

/** One audit entry per changed record (`before` by the record's id), all in one insert. */
const audit = (
  tx: Executor,
  actor: Actor,
  action: string,
  rows: repo.CommissionRow[],
  before: (row: repo.CommissionRow) => unknown = () => null,
) =>
  writeAudits(
    tx,
    actor,
    rows.map((after) => ({ action, entity: 'commission', entityId: after.id, before: before(after), after })),
  );

/**
 * The lines a subscription pays (docs/decisions/016): own + upline levels 1–5 with the provider's plan, first rates
 * for the investor's first paid subscription with the provider, else follow; base = the subscription's volume.
 * Reads only — the disclosure (decision 019) shows exactly what the payment would create.
 */
export async function commissionPlanFor(exec: Executor, z: PaidZeichnung) {
  if (z.salesrepId === null) return { chain: [] as number[], rateType: 'first' as RateType, lines: [] };
  const chain = await repo.uplineChain(exec, z.salesrepId);
  const plan = await compensationPlanOf(exec, z.superuserId);
  const rateType: RateType = (await repo.hasEarlierPaid(exec, z)) ? 'follow' : 'first';
  const lines = commissionLines({ chain, percentages: plan, rateType, baseCents: z.volumeCents });
  return { chain, rateType, lines };
}

/**
 * The commissions of a paid, brokered subscription (`commissionPlanFor`), written as records in status O.
 * Idempotent: a payment already commissioned creates nothing (commissions_once_idx, ON CONFLICT DO NOTHING).
 */
export async function createCommissionsForPayment(
  tx: Executor,
  z: PaidZeichnung,
  actor: Actor,
): Promise<repo.CommissionRow[]> {
  if (z.salesrepId === null || z.volumeCents <= 0) return [];
  const { lines } = await commissionPlanFor(tx, z);
  return insertLines(tx, z, actor, lines, { source: 'subscription', installmentId: null });
}

/**
 * A paid instalment of a brokered subscription (issue 18, docs/decisions/024): a follow-up payment, so the plan's
 * follow rates on the instalment's amount, for the same partner chain. Idempotent per instalment and level
 * (commissions_once_idx covers the instalment id).
 */
export async function createCommissionsForInstallment(
  tx: Executor,
  p: { zeichnung: Omit<PaidZeichnung, 'volumeCents'>; installmentId: number; amountCents: number },
  actor: Actor,
): Promise<repo.CommissionRow[]> {
  const z = p.zeichnung;
  if (z.salesrepId === null || p.amountCents <= 0) return [];
  const chain = await repo.uplineChain(tx, z.salesrepId);
  const plan = await compensationPlanOf(tx, z.superuserId);
  const lines = commissionLines({ chain, percentages: plan, rateType: 'follow', baseCents: p.amountCents });
  return insertLines(tx, z, actor, lines, { source: 'installment', installmentId: p.installmentId });
}

/** The lines as records in status O, once per payment and level; each created record audited. */
async function insertLines(
  tx: Executor,
  z: Pick<PaidZeichnung, 'id' | 'superuserId'>,
  actor: Actor,
  lines: CommissionLine[],
  payment: { source: 'subscription' | 'installment'; installmentId: number | null },
): Promise<repo.CommissionRow[]> {
  const created = await repo.insertOnce(
    tx,
    lines.map((l) => ({
      superuserId: z.superuserId,
      salesrepId: l.salesrepId,
      zeichnungId: z.id,
      source: payment.source,
      installmentId: payment.installmentId,
      level: l.level,
      rateType: l.rateType,
      baseCents: l.baseCents,
      percentage: l.percentage,
      amountCents: l.amountCents,
      status: 'O' as CommissionStatus,
    })),
  );
  await audit(tx, actor, 'commission.create', created);
  return created;
}

/** O → A of the subscription's open records (the caller checked payment and the withdrawal period). */
export async function approveCommissions(tx: Executor, zeichnungId: number, actor: Actor, now: Date) {
  const before = await repo.commissionsOf(tx, zeichnungId, true);
  const open = before.filter((r) => r.status === 'O');
  const changed = await repo.approveOpen(
    tx,
    open.map((r) => r.id),
    actor.userId,
    now,
  );
  const byId = new Map(before.map((r) => [r.id, r]));
  await audit(tx, actor, 'commission.approve', changed, (row) => byId.get(row.id));
  return changed;
}

/** A → O: the approval taken back (only records not yet on a credit note). */
export async function unapproveCommissions(tx: Executor, zeichnungId: number, actor: Actor, now: Date) {
  const before = await repo.commissionsOf(tx, zeichnungId, true);
  const changed = await repo.unapprove(
    tx,
    before.filter((r) => r.status === 'A' && r.commissionInvoiceId === null).map((r) => r.id),
    now,
  );
  const byId = new Map(before.map((r) => [r.id, r]));
  await audit(tx, actor, 'commission.unapprove', changed, (row) => byId.get(row.id));
  return changed;
}

/**
 * A withdrawn (or reversed) subscription: each positive record not yet reversed gets one negative record naming it.
 * Reversals of open records stay O (neither is ever approved; they net to zero); reversals of approved, invoiced or
 * paid records are A, so the next credit note deducts them. Idempotent (commissions_clawback_idx).
 */
export async function clawBack(tx: Executor, zeichnungId: number, actor: Actor) {
  const records = await repo.commissionsOf(tx, zeichnungId, true);
  const backs = clawbacksFor(
    records.map((r) => ({ ...r, status: r.status as CommissionStatus, rateType: r.rateType as RateType })),
  );
  const byId = new Map(records.map((r) => [r.id, r]));
  const created = await repo.insertClawbacks(
    tx,
    backs.map((b) => {
      const orig = byId.get(b.reversesCommissionId)!;
      return {
        superuserId: orig.superuserId,
        salesrepId: b.salesrepId,
        zeichnungId,
        source: orig.source,
        installmentId: orig.installmentId,
        level: b.level,
        rateType: b.rateType,
        baseCents: b.baseCents,
        percentage: b.percentage,
        amountCents: b.amountCents,
        status: b.status,
        reversesCommissionId: b.reversesCommissionId,
      };
    }),
  );
  await audit(tx, actor, 'commission.clawback', created, (row) => byId.get(row.reversesCommissionId!));
  return created;
}
