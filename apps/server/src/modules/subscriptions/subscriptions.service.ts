import {
  AppError,
  accruedInterestCents,
  agioCents,
  daysBetween,
  euroToCents,
  formatNumber,
  installmentTotalCents,
  KINDS,
  lastInterestPaymentDate,
  type ProductKind,
  type ProductTerms,
  smartContractTexts,
  subscriptionSteps,
  todayIso,
  validateWholeZeichnung,
  validateZeichnungStep,
  type ZeichnungInput,
  zeichnungTexts,
} from '@zp/domain';
import { DATA_KEYS, type UpdateInput } from '@zp/domain/subscriptions/subscriptions.contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { investors, products, salesreps, users, zeichnungen } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { type ProductRow, toState } from '../products/product.mapper.ts';
import {
  assertTxUnused,
  contractStatusOf,
  deployedContract,
  matchTransfer,
  recordTransfer,
  transfersOnChain,
} from '../smart-contracts/smart-contracts.service.ts';
import { attachDocument } from './documents.ts';
import * as repo from './subscriptions.repository.ts';

export function termsOf(p: ProductRow): ProductTerms {
  const s = toState(p) as Record<string, unknown>;
  return { ...(s as unknown as ProductTerms), kind: p.kind as ProductKind };
}

export async function loadProduct(exec: Executor, id: number, lock = false): Promise<ProductRow> {
  const q = exec.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.deletedAt) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Which subscriptions a caller sees: undefined = all (operator), null = none. An issuer sees its products'
 * subscriptions through the issuer copied onto each (kept by triggers, migration 0010), so its list is read from
 * its own index range without looking its products up first; a product filter of somebody else's product then
 * simply matches nothing.
 */
export function zeichnungScope(c: AuthClaims): repo.ZeichnungScope | null | undefined {
  switch (c.role) {
    case 'admin':
      return undefined;
    case 'superuser':
      return c.tenantId == null ? null : { by: 'superuserId', id: c.tenantId };
    case 'issuer':
      return { by: 'issuerId', id: c.roleId };
    case 'investor':
      return { by: 'investorId', id: c.roleId };
    case 'salesrep':
      return { by: 'salesrepId', id: c.roleId };
    default:
      return null;
  }
}

/** Detail access: the investor itself and the operator side of the subscription (salesreps never). */
export function assertAccess(c: AuthClaims, z: repo.ZeichnungRow, p: ProductRow, operatorOnly = false) {
  const operator =
    c.role === 'admin' ||
    (c.role === 'superuser' && c.tenantId === z.superuserId) ||
    (c.role === 'issuer' && c.roleId === p.issuerId);
  if (operator) return 'operator' as const;
  if (!operatorOnly && c.role === 'investor' && c.roleId === z.investorId) return 'investor' as const;
  throw new AppError(c.role === 'salesrep' ? 'FORBIDDEN' : 'NOT_FOUND');
}

export async function createZeichnung(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  productId: number,
  investorId: number,
) {
  if (c.role !== 'investor' || c.roleId !== investorId) throw new AppError('FORBIDDEN');
  return deps.db.transaction(async (tx) => {
    const p = await loadProduct(tx, productId);
    if (p.superuserId !== c.tenantId) throw new AppError('NOT_FOUND');
    if (!p.isZeichnable || p.status !== 'F')
      throw new AppError('CONFLICT', { detail: zeichnungTexts.notReleased });
    // A tokenized product can be subscribed only once its smart contract is deployed (spec 000 §4).
    if (p.isTokenized && (await contractStatusOf(tx, p.id)) !== 'D')
      throw new AppError('CONFLICT', { detail: zeichnungTexts.notDeployed });
    // The investor row lock serializes a double-click: the second request then finds the first one's row.
    const [inv] = await tx.select().from(investors).where(eq(investors.id, investorId)).for('update');
    const open = await repo.findOpen(tx, productId, investorId);
    if (open) return open;
    const [row] = await tx
      .insert(zeichnungen)
      .values({
        productId,
        investorId,
        superuserId: p.superuserId,
        salesrepId: inv?.salesrepId ?? null,
        status: 'O',
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'zeichnung.create',
      entity: 'zeichnung',
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

/** Amount items of a subscription at finish (cents). */
export function amountsOf(p: ProductRow, input: ZeichnungInput, today: string) {
  const kind = p.kind as ProductKind;
  const amount = KINDS[kind].cooperative
    ? (input.shares ?? 0) * (p.minInvestmentCents ?? 0)
    : euroToCents(input.volume ?? 0);
  const agio = p.flags.withAgio ? agioCents(amount, p.agio) : 0;
  const last = lastInterestPaymentDate(p.contractStart, p.paymentsPerYear, today);
  const accrued =
    p.flags.withAccruedInterest && last
      ? accruedInterestCents(amount, p.interest ?? 0, daysBetween(last, today), p.paymentsPerYear ?? 0)
      : 0;
  const monthly = input.monthlyInstallment ? euroToCents(input.monthlyInstallment) : 0;
  const installments = p.flags.withInstallments
    ? installmentTotalCents(monthly, today, p.installmentEndDate)
    : 0;
  return { amount, agio, accrued, monthly, installments, total: amount + agio + accrued + installments };
}

const wizardInput = (z: repo.ZeichnungRow, patch: UpdateInput): ZeichnungInput => ({
  ...(z.data as ZeichnungInput),
  ...Object.fromEntries(DATA_KEYS.filter((k) => patch[k] !== undefined).map((k) => [k, patch[k]])),
  volume: patch.volume ?? z.volumeCents / 100,
  shares: patch.shares !== undefined ? patch.shares : z.shares,
  monthlyInstallment:
    patch.monthlyInstallment !== undefined
      ? patch.monthlyInstallment
      : z.monthlyInstallmentCents == null
        ? null
        : z.monthlyInstallmentCents / 100,
  transferDate: patch.transferDate !== undefined ? patch.transferDate : z.transferDate,
});

/** The investor's wizard: saves step data (status O); `step` validates it; `status: 'F'` finishes. */
export async function updateWizard(deps: Deps, c: AuthClaims, actor: Actor, id: number, patch: UpdateInput) {
  const today = todayIso();
  const result = await deps.db.transaction(async (tx) => {
    const z = await repo.findZeichnung(tx, id, true);
    if (!z) throw new AppError('NOT_FOUND');
    const p = await loadProduct(tx, z.productId);
    if (assertAccess(c, z, p) !== 'investor') throw new AppError('FORBIDDEN');
    if (z.status !== 'O')
      throw new AppError('CONFLICT', {
        detail:
          z.status === 'A'
            ? zeichnungTexts.notEditableAccepted
            : 'Diese Zeichnung wurde bereits abgeschlossen.',
      });
    const input = wizardInput(z, patch);
    const inv = await repo.investorWithUser(tx, z.investorId!);
    const terms = termsOf(p);
    const remaining = ((p.volumeCents ?? 0) - p.investedVolumeCents) / 100;
    const ctx = { today, remaining };
    if (patch.step && subscriptionSteps(terms).includes(patch.step)) {
      const errors = validateZeichnungStep(patch.step, terms, input, inv!.user, ctx);
      if (Object.keys(errors).length) throw AppError.validation(errors);
    }
    const data = {
      ...z.data,
      ...Object.fromEntries(DATA_KEYS.filter((k) => patch[k] !== undefined).map((k) => [k, patch[k]])),
    };
    const values: Partial<repo.ZeichnungRow> = {
      data,
      activeStep: patch.activeStep ?? z.activeStep,
      shares: input.shares ?? null,
      monthlyInstallmentCents:
        input.monthlyInstallment == null ? null : euroToCents(input.monthlyInstallment),
      transferDate: input.transferDate ?? null,
      volumeCents: KINDS[terms.kind].cooperative
        ? (input.shares ?? 0) * (p.minInvestmentCents ?? 0)
        : euroToCents(input.volume ?? 0),
      updatedAt: new Date(),
    };
    if (patch.status === 'F') {
      if (!p.isZeichnable) throw new AppError('CONFLICT', { detail: zeichnungTexts.notReleased });
      const errors = validateWholeZeichnung(terms, input, inv!.user, ctx);
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const a = amountsOf(p, input, today);
      if (!(await repo.bookVolume(tx, p.id, a.amount))) {
        const [fresh] = await tx.select().from(products).where(eq(products.id, p.id));
        const left = ((fresh?.volumeCents ?? 0) - (fresh?.investedVolumeCents ?? 0)) / 100;
        throw AppError.validation({ volume: zeichnungTexts.remainingExceeded(formatNumber(left)) });
      }
      Object.assign(values, {
        status: 'F',
        volumeCents: a.amount,
        agioCents: a.agio,
        accruedInterestCents: a.accrued,
        installmentTotalCents: a.installments,
        totalAmountCents: a.total,
        installmentEndDate: p.flags.withInstallments ? p.installmentEndDate : null,
        finishedAt: new Date(),
      });
    }
    const [row] = await tx.update(zeichnungen).set(values).where(eq(zeichnungen.id, id)).returning();
    await writeAudit(tx, actor, {
      action: patch.status === 'F' ? 'zeichnung.finish' : 'zeichnung.save',
      entity: 'zeichnung',
      entityId: id,
      before: z,
      after: row,
    });
    return { row: row!, product: p, finished: patch.status === 'F', investor: inv! };
  });
  if (result.finished) return attachDocument(deps, result.row, result.product, result.investor);
  return result.row;
}

/** Acceptance, payment and commission flags: each transition once, in order, audited (spec 000 §4). */
export async function operatorUpdate(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  patch: UpdateInput,
) {
  return deps.db.transaction(async (tx) => {
    const z = await repo.findZeichnung(tx, id, true);
    if (!z) throw new AppError('NOT_FOUND');
    const p = await loadProduct(tx, z.productId);
    assertAccess(c, z, p, true);
    const values: Partial<repo.ZeichnungRow> = {};
    const actions: string[] = [];
    if (patch.status === 'A' && z.status !== 'A') {
      if (z.status !== 'F') throw new AppError('CONFLICT', { detail: zeichnungTexts.acceptOpen });
      if (!patch.acceptor) throw AppError.validation({ acceptor: zeichnungTexts.acceptorRequired });
      if (p.flags.hasToBeIdentfied && z.investorId) {
        const inv = await repo.investorWithUser(tx, z.investorId);
        if (!inv?.user.isIdentified) throw new AppError('CONFLICT', { detail: zeichnungTexts.identifyFirst });
      }
      Object.assign(values, {
        status: 'A',
        acceptor: patch.acceptor,
        acceptedAt: new Date(),
        acceptedFrom: c.userId,
      });
      actions.push('zeichnung.accept');
    }
    const status = values.status ?? z.status;
    if (patch.isPaid !== undefined && patch.isPaid !== z.isPaid) {
      if (!patch.isPaid || z.isPaid) throw new AppError('CONFLICT', { detail: zeichnungTexts.irreversible });
      if (status !== 'A') throw new AppError('CONFLICT', { detail: zeichnungTexts.payOnlyAccepted });
      if (!patch.transferAcceptor)
        throw AppError.validation({ transferAcceptor: zeichnungTexts.acceptorRequired });
      Object.assign(values, {
        isPaid: true,
        transferAcceptor: patch.transferAcceptor,
        transferAcceptedAt: new Date(),
      });
      actions.push('zeichnung.paid');
    }
    const paid = values.isPaid ?? z.isPaid;
    if (patch.commissionApproved !== undefined && patch.commissionApproved !== z.commissionApproved) {
      if (patch.commissionApproved && !paid)
        throw new AppError('CONFLICT', { detail: zeichnungTexts.commissionApproveNeedsPaid });
      if (!patch.commissionApproved && z.commissionPaid)
        throw new AppError('CONFLICT', { detail: zeichnungTexts.irreversible });
      values.commissionApproved = patch.commissionApproved;
      actions.push('zeichnung.commission_approved');
    }
    const approved = values.commissionApproved ?? z.commissionApproved;
    if (patch.commissionPaid !== undefined && patch.commissionPaid !== z.commissionPaid) {
      if (patch.commissionPaid && !approved)
        throw new AppError('CONFLICT', { detail: zeichnungTexts.commissionPaidNeedsApproved });
      if (!patch.commissionPaid) throw new AppError('CONFLICT', { detail: zeichnungTexts.irreversible });
      values.commissionPaid = true;
      actions.push('zeichnung.commission_paid');
    }
    if (actions.length === 0) return { row: z, accepted: false };
    const [row] = await tx
      .update(zeichnungen)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(zeichnungen.id, id))
      .returning();
    for (const action of actions)
      await writeAudit(tx, actor, { action, entity: 'zeichnung', entityId: id, before: z, after: row });
    return { row: row!, accepted: actions.includes('zeichnung.accept'), product: p };
  });
}

/** Deletion (spec 001 §4): never for status A; a finished one gives its volume back; kept for the records. */
export async function deleteZeichnung(deps: Deps, c: AuthClaims, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const z = await repo.findZeichnung(tx, id, true);
    if (!z) throw new AppError('NOT_FOUND');
    const p = await loadProduct(tx, z.productId);
    assertAccess(c, z, p);
    if (z.status === 'A') throw new AppError('CONFLICT', { detail: zeichnungTexts.notDeletableAccepted });
    if (z.status === 'F') await repo.releaseVolume(tx, z.productId, z.volumeCents);
    await tx.update(zeichnungen).set({ deletedAt: new Date() }).where(eq(zeichnungen.id, id));
    await writeAudit(tx, actor, { action: 'zeichnung.delete', entity: 'zeichnung', entityId: id, before: z });
  });
}

/** The operator's external subscription (counted in the product volume, status A). */
export async function createExternal(
  deps: Deps,
  actor: Actor,
  input: { product: number; salesrep?: number | null; volume: number; externalId: string },
) {
  return deps.db.transaction(async (tx) => {
    const p = await loadProduct(tx, input.product);
    if (input.salesrep != null) {
      const [rep] = await tx
        .select({ id: salesreps.id })
        .from(salesreps)
        .where(and(eq(salesreps.id, input.salesrep), eq(salesreps.superuserId, p.superuserId)));
      if (!rep) throw new AppError('NOT_FOUND');
    }
    const cents = euroToCents(input.volume);
    if (!(await repo.bookVolume(tx, p.id, cents))) {
      const left = ((p.volumeCents ?? 0) - p.investedVolumeCents) / 100;
      throw AppError.validation({ volume: zeichnungTexts.remainingExceeded(formatNumber(left)) });
    }
    const [row] = await tx
      .insert(zeichnungen)
      .values({
        productId: p.id,
        superuserId: p.superuserId,
        salesrepId: input.salesrep ?? null,
        status: 'A',
        volumeCents: cents,
        totalAmountCents: cents,
        isExternal: true,
        externalId: input.externalId,
        acceptedAt: new Date(),
        acceptor: 'extern',
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'zeichnung.create_external',
      entity: 'zeichnung',
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

/**
 * "Tokens wurden transferiert" (spec 000 §4): the operator side confirms the ERC20 transfer to the investor's
 * wallet by its transaction hash. The chain is asked outside the database transaction; inside, the preconditions
 * are checked again under the row lock and the hash is recorded once (token_transfers is unique per hash).
 */
export async function confirmTokens(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  input: { tokensTransfered: boolean; tokensTxHash?: string; tokensAcceptor?: string },
) {
  const chainId = deps.chain.info.chainId;
  const check = async (exec: Executor, lock: boolean) => {
    const z = await repo.findZeichnung(exec, id, lock);
    if (!z) throw new AppError('NOT_FOUND');
    const p = await loadProduct(exec, z.productId);
    assertAccess(c, z, p, true);
    if (z.tokensTransfered) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensAlready });
    if (!input.tokensTransfered) return null;
    if (!p.isTokenized) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotTokenized });
    const contract = await deployedContract(exec, p.id);
    if (z.status !== 'A') throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotAccepted });
    if (!z.isPaid) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotPaid });
    const inv = z.investorId ? await repo.investorWithUser(exec, z.investorId) : null;
    const wallet = inv?.user.ethAddress?.trim();
    if (!wallet || !/^0x[0-9a-fA-F]{40}$/.test(wallet))
      throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNoWallet });
    if (!input.tokensTxHash) throw AppError.validation({ tokensTxHash: smartContractTexts.tokensTxRequired });
    const txHash = input.tokensTxHash.toLowerCase();
    await assertTxUnused(exec, chainId, txHash);
    return { z, p, contract, wallet, txHash };
  };
  const pre = await check(deps.db, false);
  if (!pre) return null;
  const transfers = await transfersOnChain(
    deps,
    pre.txHash as `0x${string}`,
    pre.contract.ethAddress as `0x${string}`,
  );
  const [me] = await deps.db.select().from(users).where(eq(users.id, c.userId));
  const acceptor =
    input.tokensAcceptor?.trim() || `${me?.firstName ?? ''} ${me?.lastName ?? ''}`.trim() || me?.email || '';
  return deps.db.transaction(async (tx) => {
    const now = await check(tx, true);
    if (!now) return null;
    const amount = BigInt(Math.round(now.z.volumeCents / 100));
    const transfer = matchTransfer(now.z.volumeCents % 100 === 0 ? transfers : [], now.wallet, amount);
    await recordTransfer(tx, {
      zeichnungId: id,
      smartContractId: now.contract.id,
      chainId,
      txHash: now.txHash,
      fromAddress: transfer.from,
      toAddress: transfer.to,
      amount: Number(transfer.amount),
      blockNumber: transfer.blockNumber,
      confirmedBy: c.userId,
    });
    const [row] = await tx
      .update(zeichnungen)
      .set({
        tokensTransfered: true,
        tokensAcceptor: acceptor,
        tokensAcceptedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(zeichnungen.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'zeichnung.tokens_transferred',
      entity: 'zeichnung',
      entityId: id,
      before: now.z,
      after: {
        ...row,
        tokenTransfer: {
          txHash: now.txHash,
          from: transfer.from,
          to: transfer.to,
          amount: Number(transfer.amount),
        },
      },
    });
    return row!;
  });
}
