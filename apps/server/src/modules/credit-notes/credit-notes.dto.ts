import type {
  CreditNoteAnswer,
  CreditNoteLine,
  CreditNoteSummary,
} from '@zp/domain/commissions/credit-notes.contract';
import type { NoteWithNames } from './credit-notes.repository.ts';

export const personNameOf = (p: { company: string | null; firstName: string; lastName: string }) =>
  p.company?.trim() || `${p.firstName} ${p.lastName}`.trim();

/** Address lines of a party (street and number, zip and city, country), empty parts left out. */
export function addressLines(p: {
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}): string[] {
  const join = (...parts: (string | null)[]) =>
    parts
      .map((x) => x?.trim())
      .filter(Boolean)
      .join(' ');
  return [join(p.street, p.houseNumber), join(p.zipCode, p.city), p.country?.trim() ?? ''].filter(Boolean);
}

export function toSummary(r: NoteWithNames): CreditNoteSummary {
  const n = r.note;
  return {
    id: n.id,
    uuid: n.uuid,
    number: n.number,
    dateOfCreation: n.invoiceDate,
    period: n.period,
    salesrep: {
      id: n.salesrepId,
      name: personNameOf({
        company: r.partnerCompany,
        firstName: r.partnerFirstName,
        lastName: r.partnerLastName,
      }),
      email: r.partnerEmail,
    },
    superuserId: n.superuserId,
    isSubjectToVat: n.isSubjectToVat,
    netCents: n.netCents,
    vatCents: n.vatCents,
    grossCents: n.grossCents,
    amount: n.grossCents / 100,
    isPaid: n.isPaid,
    paidAt: n.paidAt?.toISOString() ?? null,
  };
}

export function toAnswer(r: NoteWithNames): CreditNoteAnswer {
  return {
    ...toSummary(r),
    providerName: personNameOf({
      company: r.providerCompany,
      firstName: r.providerFirstName,
      lastName: r.providerLastName,
    }),
    lines: r.note.lines as unknown as CreditNoteLine[],
    hasPdf: r.note.fileId != null,
  };
}
