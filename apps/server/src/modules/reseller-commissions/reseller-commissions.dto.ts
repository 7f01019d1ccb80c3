import type {
  ResellerCommissionDto,
  ResellerInvoiceAnswer,
  ResellerInvoiceLine,
  ResellerInvoiceSummary,
} from '@zp/domain/resellers/reseller-commissions.contract';
import { resellerCommissionTexts } from '@zp/domain/texts/de/reseller-commissions';
import { personNameOf } from '../credit-notes/credit-notes.dto.ts';
import type { CommissionWithNames, InvoiceWithNames } from './reseller-commissions.repository.ts';

const name = (company: string | null, firstName: string, lastName: string) =>
  personNameOf({ company, firstName, lastName });

export function toCommissionDto(r: CommissionWithNames): ResellerCommissionDto {
  const c = r.c;
  return {
    id: c.id,
    uuid: c.uuid,
    superuser: {
      id: c.superuserId,
      name: name(r.providerCompany, r.providerFirstName, r.providerLastName),
      email: r.providerEmail,
    },
    reseller: {
      id: c.resellerId,
      name: name(r.resellerCompany, r.resellerFirstName, r.resellerLastName),
      email: r.resellerEmail,
    },
    providerInvoiceId: c.providerInvoiceId,
    providerInvoiceNumber: r.providerInvoiceNumber,
    level: c.level,
    tier: c.tier,
    percentage: Number(c.percentage),
    baseCents: c.baseCents,
    amountCents: c.amountCents,
    amount: c.amountCents / 100,
    status: c.status,
    statusLabel: resellerCommissionTexts.statusLabels[c.status],
    resellerInvoiceId: c.resellerInvoiceId,
    createdAt: c.createdAt.toISOString(),
    approvedAt: c.approvedAt?.toISOString() ?? null,
    paidAt: c.paidAt?.toISOString() ?? null,
  };
}

export function toInvoiceSummary(r: InvoiceWithNames): ResellerInvoiceSummary {
  const n = r.invoice;
  return {
    id: n.id,
    uuid: n.uuid,
    number: n.number,
    dateOfCreation: n.invoiceDate,
    createdAt: n.createdAt.toISOString(),
    reseller: {
      id: n.resellerId,
      name: name(r.resellerCompany, r.resellerFirstName, r.resellerLastName),
      email: r.resellerEmail,
    },
    isSubjectToVat: n.isSubjectToVat,
    netCents: n.netCents,
    vatCents: n.vatCents,
    grossCents: n.grossCents,
    amount: n.grossCents / 100,
    isPaid: n.isPaid,
    paidAt: n.paidAt?.toISOString() ?? null,
  };
}

export function toInvoiceAnswer(r: InvoiceWithNames): ResellerInvoiceAnswer {
  return {
    ...toInvoiceSummary(r),
    lines: r.invoice.lines as unknown as ResellerInvoiceLine[],
    hasPdf: r.invoice.fileId != null,
  };
}
