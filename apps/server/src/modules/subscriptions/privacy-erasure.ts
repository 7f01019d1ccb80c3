// The subscriptions area's part of a GDPR erasure and of the retention job (issue 21, decision 035).
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { selfDisclosures, zeichnungen } from '../../db/schema/index.ts';

/** Unfinished wizard subscriptions (never a contract): soft-deleted with their answers cleared; answers their ids. */
export async function withdrawOpenSubscriptions(tx: Executor, investorId: number, now: Date) {
  return tx
    .update(zeichnungen)
    .set({ deletedAt: now, data: {}, updatedAt: now })
    .where(
      and(eq(zeichnungen.investorId, investorId), eq(zeichnungen.status, 'O'), isNull(zeichnungen.deletedAt)),
    )
    .returning({ id: zeichnungen.id });
}

/**
 * When the § 23 FinVermV period has ended: the wizard answers and the self-disclosures' income cleared, the
 * Zeichnungsschein unlinked (answers the file ids to delete). Amounts, dates and status stay.
 */
export async function purgeSubscriptionRecords(tx: Executor, investorId: number): Promise<string[]> {
  const withFiles = await tx
    .select({ f: zeichnungen.zeichnungsscheinFileId })
    .from(zeichnungen)
    .where(and(eq(zeichnungen.investorId, investorId), isNotNull(zeichnungen.zeichnungsscheinFileId)));
  await tx
    .update(zeichnungen)
    .set({ data: {}, zeichnungsscheinFileId: null })
    .where(eq(zeichnungen.investorId, investorId));
  await tx
    .update(selfDisclosures)
    .set({ monthlyNetIncomeCents: null })
    .where(eq(selfDisclosures.investorId, investorId));
  return withFiles.flatMap((z) => (z.f ? [z.f] : []));
}
