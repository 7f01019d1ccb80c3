import {
  canWithdraw,
  KINDS,
  type ProductKind,
  subscriptionSteps,
  toPaymentAnswer,
  withdrawalEndsOn,
  withdrawalPeriodOver,
} from '@zp/domain';
import type { Zeichnung, ZeichnungProduct } from '@zp/domain/subscriptions/subscriptions.contract';
import { type InvestorWithUser, investorWithUser, productOf } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import { licensedBrokerOf } from '../people/salesreps.service.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import { contractSummary, tokenTransferHashOf } from '../smart-contracts/smart-contracts.service.ts';
import type { ZeichnungListRow } from './list-memo/index.ts';
import { paymentInstructionsOf } from './payment.ts';
import {
  issuerSubscribedCents,
  newestSelfDisclosure,
  type ZeichnungRow,
} from './subscriptions.repository.ts';
import { termsOf } from './terms.ts';

export interface PersonCols {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

const euros = (c: number | null) => (c == null ? null : c / 100);

/** A subscription as the API shows it; list rows (ZeichnungListRow) come without the wizard data. */
export function toZeichnungDto(
  z: ZeichnungRow | ZeichnungListRow,
  p: Pick<ProductRow, 'id' | 'name' | 'kind'> & Partial<ProductRow>,
  person: PersonCols | null,
) {
  const full = 'volumeCents' in p && p.flags ? (p as ProductRow) : null;
  const terms = full ? termsOf(full) : null;
  return {
    id: z.id,
    uuid: z.uuid,
    status: z.status,
    productId: z.productId,
    productName: p.name ?? '',
    productKind: p.kind,
    investorId: z.investorId,
    investorName: person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : '',
    investorEmail: person?.email ?? null,
    salesrepId: z.salesrepId,
    superuserId: z.superuserId,
    volume: z.volumeCents / 100,
    shares: z.shares,
    monthlyInstallment: euros(z.monthlyInstallmentCents),
    transferDate: z.transferDate,
    accruedInterest: z.accruedInterestCents / 100,
    agio: z.agioCents / 100,
    installmentTotal: z.installmentTotalCents / 100,
    totalAmount: z.totalAmountCents / 100,
    isPaid: z.isPaid,
    transferAcceptor: z.transferAcceptor,
    transferAcceptedAt: z.transferAcceptedAt?.toISOString() ?? null,
    tokensTransfered: z.tokensTransfered,
    tokensAcceptor: z.tokensAcceptor,
    tokensAcceptedAt: z.tokensAcceptedAt?.toISOString() ?? null,
    commissionApproved: z.commissionApproved,
    commissionPaid: z.commissionPaid,
    acceptor: z.acceptor,
    acceptedAt: z.acceptedAt?.toISOString() ?? null,
    isExternal: z.isExternal,
    externalId: z.externalId,
    activeStep: z.activeStep,
    steps: subscriptionSteps({
      kind: p.kind as ProductKind,
      withVibSelfDisclosure: full ? Boolean(full.flags.withVibSelfDisclosure) : true,
    }),
    ...('data' in z ? { data: z.data } : {}),
    zeichnungsscheinUrl: z.zeichnungsscheinFileId ? `/api/zeichnung/${z.id}/zeichnungsschein` : null,
    dateOfCreation: z.dateOfCreation.toISOString(),
    product: (full && terms
      ? {
          ...terms,
          kind: p.kind,
          isTokenized: KINDS[p.kind as ProductKind].tokenized,
          withAgio: Boolean(full.flags.withAgio),
          withAccruedInterest: Boolean(full.flags.withAccruedInterest),
          hasToBeIdentfied: Boolean(full.flags.hasToBeIdentfied),
          agio: full.agio,
          interest: full.interest,
          paymentsPerYear: full.paymentsPerYear,
          contractStart: full.contractStart,
          remainingVolume: ((full.volumeCents ?? 0) - full.investedVolumeCents) / 100,
        }
      : null) as ZeichnungProduct | null,
  };
}

/**
 * A subscription as every single-row answer shows it: the DTO with the product's terms, the investor's name,
 * the product's token (so that an investor can add it to the wallet, spec 000 §7) and the confirmed transfer.
 */
export async function zeichnungAnswer(
  exec: Executor,
  row: ZeichnungRow,
  today?: string,
  /** The product (and investor) the caller has just read (the wizard's saves, the detail): not read again. */
  known?: { p: ProductRow; inv?: InvestorWithUser | null },
): Promise<Zeichnung> {
  const p = known?.p ?? (await productOf(exec, row.productId));
  const inv =
    known?.inv && known.inv.investor.id === row.investorId
      ? known.inv
      : row.investorId
        ? await investorWithUser(exec, row.investorId)
        : null;
  const contract = p.isTokenized ? await contractSummary(exec, p.id) : null;
  return {
    ...toZeichnungDto(row, p, inv?.user ?? null),
    data: row.data,
    smartContract: contract
      ? { status: contract.status, ethAddress: contract.ethAddress, symbol: contract.symbol }
      : null,
    tokensTxHash: row.tokensTransfered ? await tokenTransferHashOf(exec, row.id) : null,
    withdrawal: withdrawalOf(row, today),
    issuerLimit: await issuerLimitOf(exec, row, p),
    payment: toPaymentAnswer(await paymentInstructionsOf(exec, row, p)),
    licensedSalesrep: await licensedBrokerOf(exec, row.licensedSalesrepId, row.superuserId),
  } as Zeichnung;
}

/** The withdrawal right of a finished subscription (docs/decisions/012); `possible` needs the clock's today. */
function withdrawalOf(row: ZeichnungRow, today: string | undefined) {
  if (!row.finishedAt) return null;
  return {
    endsOn: withdrawalEndsOn(row.finishedAt),
    possible: today ? canWithdraw(row, today) : false,
    periodOver: today ? withdrawalPeriodOver(row.finishedAt, today) : false,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** What the wizard needs for the per-issuer limit (§2a(3) VermAnlG): only for products with self-disclosure. */
async function issuerLimitOf(exec: Executor, row: ZeichnungRow, p: ProductRow) {
  if (!p.flags.withSelfDisclosure || !row.investorId || !p.issuerId) return null;
  const sd = await newestSelfDisclosure(exec, row.investorId);
  return {
    subscribed: (await issuerSubscribedCents(exec, row.investorId, p.issuerId, row.id)) / 100,
    selfDisclosure: sd
      ? {
          assets: sd.assetsOver100k,
          monthlyIncome: sd.monthlyNetIncomeCents == null ? null : sd.monthlyNetIncomeCents / 100,
          createdAt: sd.createdAt.toISOString(),
        }
      : null,
  };
}
