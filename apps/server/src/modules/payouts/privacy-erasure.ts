// The payouts area's part of the retention job (issue 21, decision 035).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { investorTaxProfiles, payoutLines } from '../../db/schema/index.ts';

/**
 * When the § 147 AO / § 257 HGB period has ended: payout lines lose payee name, IBAN, BIC and their notice (answers
 * the notice file ids to delete); the tax profile its tax id. Amounts and taxes stay.
 */
export async function purgeInvestorTaxRecords(tx: Executor, investorId: number): Promise<string[]> {
  const lines = await tx
    .select({ notice: payoutLines.noticeFileId })
    .from(payoutLines)
    .where(eq(payoutLines.investorId, investorId));
  await tx
    .update(payoutLines)
    .set({ payeeName: '', iban: '', bic: null, noticeFileId: null })
    .where(eq(payoutLines.investorId, investorId));
  await tx
    .update(investorTaxProfiles)
    .set({ taxId: null, nonAssessmentUntil: null })
    .where(eq(investorTaxProfiles.investorId, investorId));
  return lines.flatMap((l) => (l.notice ? [l.notice] : []));
}
