import type { PayoutLineDto, PayoutNoticeDto, PayoutRunDto } from '@zp/domain';
import type { payoutLines, payoutRuns } from '../../db/index.ts';
import type { LineRow } from './payout-runs.repository.ts';

type Run = typeof payoutRuns.$inferSelect;
type Line = typeof payoutLines.$inferSelect;

export const toRunDto = (row: { r: Run; productName: string | null; date: string }): PayoutRunDto => ({
  id: row.r.id,
  uuid: row.r.uuid,
  productId: row.r.productId,
  productName: row.productName ?? '',
  interestPaymentId: row.r.interestPaymentId,
  date: row.date,
  executionDate: row.r.executionDate,
  messageId: row.r.messageId,
  hasSepaFile: row.r.sepaFileId != null,
  createdAt: row.r.createdAt.toISOString(),
  count: row.r.count,
  grossCents: row.r.grossCents,
  kapitalertragsteuerCents: row.r.kapitalertragsteuerCents,
  solidaritaetszuschlagCents: row.r.solidaritaetszuschlagCents,
  kirchensteuerCents: row.r.kirchensteuerCents,
  netCents: row.r.netCents,
});

type LineFields = Pick<
  Line,
  | 'payeeName'
  | 'iban'
  | 'bic'
  | 'endToEndId'
  | 'grossCents'
  | 'exemptionUsedCents'
  | 'taxableCents'
  | 'kapitalertragsteuerCents'
  | 'solidaritaetszuschlagCents'
  | 'kirchensteuerCents'
  | 'netCents'
>;

/** What a payout line states — payee, transfer, amounts —, the same in the stored row and in its answer. */
export const lineFields = (l: LineFields): LineFields => ({
  payeeName: l.payeeName,
  iban: l.iban,
  bic: l.bic,
  endToEndId: l.endToEndId,
  grossCents: l.grossCents,
  exemptionUsedCents: l.exemptionUsedCents,
  taxableCents: l.taxableCents,
  kapitalertragsteuerCents: l.kapitalertragsteuerCents,
  solidaritaetszuschlagCents: l.solidaritaetszuschlagCents,
  kirchensteuerCents: l.kirchensteuerCents,
  netCents: l.netCents,
});

export const toLineDto = (l: Line): PayoutLineDto => ({
  id: l.id,
  payoutRunId: l.payoutRunId,
  investorId: l.investorId,
  zeichnungId: l.zeichnungId,
  year: l.year,
  ...lineFields(l),
  hasNotice: l.noticeFileId != null,
});

export const toNoticeDto = (row: LineRow): PayoutNoticeDto => ({
  ...toLineDto(row.l),
  productId: row.r.productId,
  productName: row.productName ?? '',
  date: row.date,
  executionDate: row.r.executionDate,
});
