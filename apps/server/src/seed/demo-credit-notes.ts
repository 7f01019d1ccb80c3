// Demo credit notes (issue 17, decision 018): the demo partner's paid note of the month before last and its open
// note of last month, each with the commission record it settles (P and R), its frozen line and its PDF. The
// records are the engine's (created on payment when the demo subscriptions are seeded).
import { creditNoteNumberOf, creditNoteTotals, previousPeriod } from '@zp/domain';
import type { CreditNoteLine } from '@zp/domain/commissions/credit-notes.contract';
import { todayIso } from '@zp/domain/validation/fields';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { commissionInvoices, commissions, products, users, zeichnungen } from '../db/schema/index.ts';
import type { FileStore } from '../lib/files.ts';
import { nextNumber } from '../lib/numbers.ts';
import { renderCreditNote } from '../modules/credit-notes/credit-note-pdf.ts';
import { addressLines, personNameOf } from '../modules/credit-notes/credit-notes.dto.ts';

interface Ids {
  superuserId: number;
  superuserUserId: number;
  salesrepId: number;
  salesrepUserId: number;
  adminUserId: number;
}

/** Returns how many notes it seeded (0 when the demo subscriptions are missing). */
export async function seedDemoCreditNotes(tx: Tx, files: FileStore, ids: Ids): Promise<number> {
  const subs = await tx
    .select({
      id: zeichnungen.id,
      createdAt: zeichnungen.dateOfCreation,
      first: zeichnungen.investorFirstName,
      last: zeichnungen.investorLastName,
      product: products.name,
    })
    .from(zeichnungen)
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .where(
      and(
        eq(zeichnungen.salesrepId, ids.salesrepId),
        eq(zeichnungen.status, 'A'),
        eq(zeichnungen.isPaid, true),
      ),
    )
    .orderBy(asc(zeichnungen.dateOfCreation));
  if (subs.length === 0) return 0;
  const [partner] = await tx.select().from(users).where(eq(users.id, ids.salesrepUserId));
  const [provider] = await tx.select().from(users).where(eq(users.id, ids.superuserUserId));
  const today = todayIso(new Date());
  const last = previousPeriod(today);
  const beforeLast = previousPeriod(`${last}-01`);
  const plans = [
    { sub: subs[0]!, period: beforeLast, date: `${previousPeriod(today)}-01`, paid: true },
    { sub: subs[1] ?? subs[0]!, period: last, date: `${today.slice(0, 7)}-01`, paid: false },
  ];
  let seeded = 0;
  for (const plan of plans) {
    // The engine created the records of the paid, brokered subscription (status O, demo-subscriptions.ts): the
    // partner's own one is settled here (A → R on the open note, → P on the paid one).
    const settled = {
      status: plan.paid ? ('P' as const) : ('R' as const),
      approvedAt: new Date(`${plan.period}-20T10:00:00Z`),
      approvedByUserId: ids.adminUserId,
      paidAt: plan.paid ? new Date(`${plan.date}T12:00:00Z`) : null,
    };
    const [record] = await tx
      .update(commissions)
      .set(settled)
      .where(
        and(
          eq(commissions.zeichnungId, plan.sub.id),
          eq(commissions.level, 0),
          isNull(commissions.reversesCommissionId),
        ),
      )
      .returning();
    if (!record) throw new Error(`demo subscription ${plan.sub.id} has no commission record to settle`);
    await tx
      .update(zeichnungen)
      .set({ commissionApproved: true, commissionPaid: plan.paid })
      .where(eq(zeichnungen.id, plan.sub.id));
    const base = record.baseCents;
    const amount = record.amountCents;
    const line: CreditNoteLine = {
      zeichnungId: plan.sub.id,
      date: todayIso(plan.sub.createdAt),
      investor: `${plan.sub.first ?? ''} ${plan.sub.last ?? ''}`.trim(),
      product: plan.sub.product ?? '',
      level: 0,
      baseCents: base,
      percentage: record.percentage,
      amountCents: amount,
    };
    const totals = creditNoteTotals(amount, partner!.isSubjectToVAT);
    const number = creditNoteNumberOf(await nextNumber(tx, `credit-note:${ids.superuserId}`), plan.date);
    const pdf = await renderCreditNote({
      number,
      date: plan.date,
      period: plan.period,
      provider: {
        name: personNameOf(provider!),
        address: addressLines(provider!),
        taxNumber: provider!.taxNumber ?? '',
      },
      partner: {
        name: personNameOf(partner!),
        address: addressLines(partner!),
        taxNumber: partner!.taxNumber ?? '',
        email: partner!.email,
        iban: partner!.bankIban ?? '',
      },
      isSubjectToVat: partner!.isSubjectToVAT,
      lines: [line],
      ...totals,
    });
    const file = await files.save(tx, {
      buffer: pdf,
      originalName: `Gutschrift-${number}.pdf`,
      check: { label: 'Gutschrift', extensions: ['pdf'] },
    });
    const [note] = await tx
      .insert(commissionInvoices)
      .values({
        superuserId: ids.superuserId,
        salesrepId: ids.salesrepId,
        period: plan.period,
        number,
        invoiceDate: plan.date,
        isSubjectToVat: partner!.isSubjectToVAT,
        ...totals,
        lines: [line as unknown as Record<string, unknown>],
        fileId: file.id,
        isPaid: plan.paid,
        paidAt: plan.paid ? new Date(`${plan.date}T12:00:00Z`) : null,
        paidByUserId: plan.paid ? ids.adminUserId : null,
      })
      .returning();
    await tx
      .update(commissions)
      .set({ commissionInvoiceId: note!.id })
      .where(inArray(commissions.id, [record.id]));
    seeded++;
  }
  return seeded;
}
