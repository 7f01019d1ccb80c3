import {
  CREDIT_NOTE_MODULE,
  creditNoteNumberOf,
  creditNoteTotals,
  isCreditNoteRunDay,
  previousPeriod,
  creditNoteTexts as T,
} from '@zp/domain';
import type { CreditNoteLine } from '@zp/domain/commissions/credit-notes.contract';
import { todayIso } from '@zp/domain/validation/fields';
import type { Deps } from '../../../deps.ts';
import { type Actor, SYSTEM_ACTOR, writeAudits } from '../../../lib/audit.ts';
import { nextNumbers } from '../../../lib/numbers.ts';
import { bookedModules, uniqueViolationOf } from '../../bookings/bookings.service.ts';
import { addressLines, personNameOf } from '../credit-notes.dto.ts';
import * as repo from '../credit-notes.repository.ts';
import { CREDIT_NOTE_ISSUED, type CreditNoteParties } from '../jobs/credit-note-issued.ts';

type OpenRecord = Awaited<ReturnType<typeof repo.lockOpenCommissions>>[number];

/**
 * One line per subscription and level (and rate): the records of a payment, its instalments and their clawbacks
 * are summed; date, investor and product are the subscription's, frozen here.
 */
export function linesOf(records: OpenRecord[]): CreditNoteLine[] {
  const lines = new Map<string, CreditNoteLine>();
  for (const r of records) {
    const key = `${r.zeichnungId}:${r.level}:${r.percentage}`;
    const line = lines.get(key);
    if (line) {
      line.baseCents += r.baseCents;
      line.amountCents += r.amountCents;
      continue;
    }
    lines.set(key, {
      zeichnungId: r.zeichnungId,
      date: todayIso(r.subscribedAt),
      investor: `${r.investorFirstName ?? ''} ${r.investorLastName ?? ''}`.trim() || '–',
      product: r.product ?? '–',
      level: r.level,
      baseCents: r.baseCents,
      percentage: r.percentage,
      amountCents: r.amountCents,
    });
  }
  return [...lines.values()];
}

/** Partners settled in one transaction: a handful of statements for all of them (decision 029). */
export const NOTES_PER_BATCH = 200;

/**
 * The monthly settlement of `period` (YYYY-MM; issue 17, decision 018): for every provider with booking module 11,
 * one credit note per partner of all its approved (A) commissions not yet on a note, clawbacks included; a total
 * ≤ 0 makes no note (the records wait for the next month). The notes of up to NOTES_PER_BATCH partners are made in
 * one transaction: records locked, numbers of the provider's series, frozen lines, totals and parties, records
 * A → R, audit, and per note the durable job that renders its PDF and mails it (jobs/credit-note-issued.ts;
 * decision 029). Should a batch fail, its partners are settled one by one, so one bad note stops only itself. A
 * partner who has a note for the period gets none (checked under the locks; unique index on partner and period):
 * running a month twice creates nothing. Answers how many notes were created.
 */
export async function runCreditNotes(deps: Deps, period: string, actor: Actor = SYSTEM_ACTOR) {
  let created = 0;
  for (const superuserId of await repo.providersWithOpenCommissions(deps.db)) {
    if (!(await bookedModules(deps.db, superuserId)).includes(CREDIT_NOTE_MODULE)) continue;
    const partners = (await repo.partnersToSettle(deps.db, superuserId))
      .filter((p) => p.totalCents > 0)
      .map((p) => p.salesrepId);
    for (let i = 0; i < partners.length; i += NOTES_PER_BATCH) {
      const batch = partners.slice(i, i + NOTES_PER_BATCH);
      try {
        created += await createNotes(deps, actor, superuserId, batch, period);
      } catch (err) {
        if (batch.length === 1) {
          if (!uniqueViolationOf(err))
            deps.log.error({ err, salesrepId: batch[0], period }, 'credit note failed');
          continue;
        }
        for (const salesrepId of batch) {
          try {
            created += await createNotes(deps, actor, superuserId, [salesrepId], period);
          } catch (one) {
            if (!uniqueViolationOf(one))
              deps.log.error({ err: one, salesrepId, period }, 'credit note failed');
          }
        }
      }
    }
  }
  return { created, detail: T.runDone(created) };
}

/** The notes of these partners of one provider, in one transaction; answers how many were made. */
async function createNotes(
  deps: Deps,
  actor: Actor,
  superuserId: number,
  salesrepIds: number[],
  period: string,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const records = await repo.lockOpenCommissions(tx, salesrepIds);
    const settled = await repo.partnersWithNoteForPeriod(tx, salesrepIds, period);
    const bySalesrep = new Map<number, OpenRecord[]>();
    for (const r of records) {
      if (settled.has(r.salesrepId)) continue;
      const list = bySalesrep.get(r.salesrepId);
      if (list) list.push(r);
      else bySalesrep.set(r.salesrepId, [r]);
    }
    const due = [...bySalesrep].filter(([, rs]) => rs.reduce((s, r) => s + r.amountCents, 0) > 0);
    if (due.length === 0) return 0;
    const parties = await repo.partiesOf(
      tx,
      due.map(([id]) => id),
    );
    const notes = due.flatMap(([salesrepId, rs]) => {
      const p = parties.get(salesrepId);
      return p && p.superuserId === superuserId ? [{ salesrepId, records: rs, parties: p }] : [];
    });
    if (notes.length === 0) return 0;
    const date = deps.clock.today();
    const numbers = await nextNumbers(tx, `credit-note:${superuserId}`, notes.length);
    const made = notes.map((n, i) => {
      const isSubjectToVat = n.parties.partner.isSubjectToVAT;
      const net = n.records.reduce((s, r) => s + r.amountCents, 0);
      return {
        ...n,
        number: creditNoteNumberOf(numbers[i]!, date),
        isSubjectToVat,
        totals: creditNoteTotals(net, isSubjectToVat),
        lines: linesOf(n.records),
      };
    });
    const inserted = await repo.insertNotes(
      tx,
      made.map((n) => ({
        superuserId,
        salesrepId: n.salesrepId,
        period,
        number: n.number,
        invoiceDate: date,
        isSubjectToVat: n.isSubjectToVat,
        ...n.totals,
        lines: n.lines as unknown as Record<string, unknown>[],
      })),
    );
    const noteOf = new Map(inserted.map((r) => [r.salesrepId, r.id]));
    await repo.settleCommissions(
      tx,
      made.flatMap((n) => n.records.map((r) => r.id)),
      inserted.map((r) => r.id),
      deps.clock.now(),
    );
    // The parties as they are now, frozen for the PDF and the mail the job makes after the commit.
    await deps.jobs.enqueueMany(
      tx,
      CREDIT_NOTE_ISSUED,
      made.map((n) => ({ noteId: noteOf.get(n.salesrepId)!, ...frozenParties(n.parties) })),
    );
    await writeAudits(
      tx,
      actor,
      made.map((n) => ({
        action: 'credit_note.created',
        entity: 'commission_invoice',
        entityId: noteOf.get(n.salesrepId)!,
        after: {
          number: n.number,
          period,
          salesrepId: n.salesrepId,
          ...n.totals,
          isSubjectToVat: n.isSubjectToVat,
          commissionIds: n.records.map((r) => r.id),
        },
      })),
    );
    return made.length;
  });
}

function frozenParties({ partner, provider }: repo.Parties): CreditNoteParties {
  return {
    provider: {
      name: personNameOf(provider),
      address: addressLines(provider),
      taxNumber: provider.taxNumber ?? '',
    },
    partner: {
      name: personNameOf(partner),
      address: addressLines(partner),
      taxNumber: partner.taxNumber ?? '',
      email: partner.email,
      iban: partner.bankIban ?? '',
    },
  };
}

/** The schedule's run: on the first day of a month (Berlin), the previous month is settled. */
export async function runMonthlyIfDue(deps: Deps) {
  const today = deps.clock.today();
  if (!isCreditNoteRunDay(today)) return null;
  return runCreditNotes(deps, previousPeriod(today));
}
