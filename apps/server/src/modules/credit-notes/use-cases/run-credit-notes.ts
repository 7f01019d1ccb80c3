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
import { type Actor, SYSTEM_ACTOR, writeAudit } from '../../../lib/audit.ts';
import { nextNumber } from '../../../lib/numbers.ts';
import { bookedModules, uniqueViolationOf } from '../../bookings/bookings.service.ts';
import { addressLines, personNameOf } from '../credit-notes.dto.ts';
import * as repo from '../credit-notes.repository.ts';
import { CREDIT_NOTE_ISSUED, type CreditNoteParties } from '../jobs/credit-note-issued.ts';

type OpenRecord = Awaited<ReturnType<typeof repo.lockOpenCommissions>>[number];

/** Thrown inside a note's transaction to give its number back when there is nothing (more) to settle. */
class NothingToSettle extends Error {}

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

/**
 * The monthly settlement of `period` (YYYY-MM; issue 17, decision 018): for every provider with booking module 11,
 * one credit note per partner of all its approved (A) commissions not yet on a note, clawbacks included; a total
 * ≤ 0 makes no note (the records wait for the next month). Each note in a transaction of its own: number of the
 * provider's series, frozen lines, totals and parties, records A → R, audit, and the durable job that renders the
 * PDF and mails it (jobs/credit-note-issued.ts; decision 029 — the run no longer waits for PDFs). A partner who
 * has a note for the period gets none (unique index on partner and period): running a month twice creates nothing.
 * Answers how many notes were created.
 */
export async function runCreditNotes(deps: Deps, period: string, actor: Actor = SYSTEM_ACTOR) {
  let created = 0;
  for (const superuserId of await repo.providersWithOpenCommissions(deps.db)) {
    if (!(await bookedModules(deps.db, superuserId)).includes(CREDIT_NOTE_MODULE)) continue;
    for (const { salesrepId, totalCents } of await repo.partnersToSettle(deps.db, superuserId)) {
      if (totalCents <= 0) continue;
      try {
        if (await createNote(deps, actor, salesrepId, period)) created++;
      } catch (err) {
        if (err instanceof NothingToSettle || uniqueViolationOf(err)) continue;
        deps.log.error({ err, salesrepId, period }, 'credit note failed');
      }
    }
  }
  return { created, detail: T.runDone(created) };
}

async function createNote(deps: Deps, actor: Actor, salesrepId: number, period: string) {
  return deps.db.transaction(async (tx) => {
    const records = await repo.lockOpenCommissions(tx, salesrepId);
    const net = records.reduce((s, r) => s + r.amountCents, 0);
    if (net <= 0 || (await repo.hasNoteForPeriod(tx, salesrepId, period))) throw new NothingToSettle();
    const parties = await repo.partiesOf(tx, salesrepId);
    if (!parties) throw new NothingToSettle();
    const { partner, provider } = parties;
    const isSubjectToVat = partner.isSubjectToVAT;
    const totals = creditNoteTotals(net, isSubjectToVat);
    const date = deps.clock.today();
    const number = creditNoteNumberOf(await nextNumber(tx, `credit-note:${parties.superuserId}`), date);
    const lines = linesOf(records);
    const note = await repo.insertNote(tx, {
      superuserId: parties.superuserId,
      salesrepId,
      period,
      number,
      invoiceDate: date,
      isSubjectToVat,
      ...totals,
      lines: lines as unknown as Record<string, unknown>[],
    });
    const ids = records.map((r) => r.id);
    await repo.settleCommissions(tx, ids, note.id, deps.clock.now());
    // The parties as they are now, frozen for the PDF and the mail the job makes after the commit.
    const parts: CreditNoteParties = {
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
    await deps.jobs.enqueue(tx, CREDIT_NOTE_ISSUED, { noteId: note.id, ...parts });
    await writeAudit(tx, actor, {
      action: 'credit_note.created',
      entity: 'commission_invoice',
      entityId: note.id,
      after: { number, period, salesrepId, ...totals, isSubjectToVat, commissionIds: ids },
    });
    return true;
  });
}

/** The schedule's run: on the first day of a month (Berlin), the previous month is settled. */
export async function runMonthlyIfDue(deps: Deps) {
  const today = deps.clock.today();
  if (!isCreditNoteRunDay(today)) return null;
  return runCreditNotes(deps, previousPeriod(today));
}
