// The commissions area's part of the retention job (issue 21, decision 035).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { commissionInvoices } from '../../db/schema/index.ts';

/** When the § 147 AO / § 257 HGB period has ended: a partner's credit-note PDFs unlinked (answers their ids). */
export async function purgePartnerCreditNotes(tx: Executor, salesrepId: number): Promise<string[]> {
  const notes = await tx
    .select({ file: commissionInvoices.fileId })
    .from(commissionInvoices)
    .where(eq(commissionInvoices.salesrepId, salesrepId));
  await tx
    .update(commissionInvoices)
    .set({ fileId: null })
    .where(eq(commissionInvoices.salesrepId, salesrepId));
  return notes.flatMap((n) => (n.file ? [n.file] : []));
}
