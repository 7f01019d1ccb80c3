// Rows of the repository as the contract answers them (issue 18).
import type { InstallmentDto, InterestEventDto } from '@zp/domain';
import { scheduleRowUuid } from '../../lib/schedule-uuid.ts';
import type { EventRow, InstallmentRow } from './payouts.repository.ts';

type Owned = Pick<
  EventRow,
  'zeichnungUuid' | 'volumeCents' | 'investorFirstName' | 'investorLastName' | 'productName'
>;

const ownerOf = (r: Owned, row: { zeichnungId: number; productId: number; investorId: number | null }) => ({
  zeichnungId: row.zeichnungId,
  zeichnungUuid: r.zeichnungUuid,
  productId: row.productId,
  productName: r.productName ?? '',
  investorId: row.investorId,
  investorFirstName: r.investorFirstName,
  investorLastName: r.investorLastName,
  volumeCents: r.volumeCents,
});

export const toEventDto = (r: EventRow): InterestEventDto => ({
  id: r.e.id,
  uuid: scheduleRowUuid('interestPaymentEvent', r.e),
  ...ownerOf(r, r.e),
  number: r.e.number,
  interestPayment: { id: r.e.interestPaymentId, startDate: r.startDate },
  periodStart: r.e.periodStart,
  periodEnd: r.e.periodEnd,
  dueDate: r.e.dueDate,
  days: r.e.days,
  interestRate: r.interestRate,
  amountCents: r.e.amountCents,
  isPaid: r.e.isPaid,
  paidAt: r.e.paidAt?.toISOString() ?? null,
  payoutRunId: r.e.payoutRunId,
});

export const toInstallmentDto = (r: InstallmentRow): InstallmentDto => ({
  id: r.i.id,
  uuid: scheduleRowUuid('installment', r.i),
  ...ownerOf(r, r.i),
  number: r.i.number,
  count: Number(r.count),
  paymentDate: r.i.paymentDate,
  amountCents: r.i.amountCents,
  isPaid: r.i.isPaid,
  paidAt: r.i.paidAt?.toISOString() ?? null,
  isTokenized: r.isTokenized,
  tokensTransfered: r.i.tokensTransfered,
  tokensTransferedAt: r.i.tokensTransferedAt?.toISOString() ?? null,
  tokenTxHash: r.i.tokenTxHash,
});

/** The row's owners for the access module. */
export const ownersOf = (r: EventRow | InstallmentRow) => ({
  issuerId: r.issuerId,
  superuserId: r.productSuperuserId,
  investorId: ('e' in r ? r.e : r.i).investorId,
});
