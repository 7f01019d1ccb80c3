import type { ProviderInvoiceFeeLine } from '@zp/domain';
import type {
  ProcessingFeeLine,
  ProviderInvoiceAnswer,
  ProviderInvoiceSummary,
} from '@zp/domain/billing/provider-invoices.contract';
import type { Deps } from '../../deps.ts';
import type { InvoiceWithName } from './provider-billing.repository.ts';

/** The parties of a provider invoice, frozen at creation (§14 UStG): the operator issues, the provider receives. */
export interface ProviderInvoiceParties {
  operator: Deps['config']['operator'];
  provider: { name: string; address: string[]; taxNumber: string; email: string };
}

const join = (...parts: (string | null)[]) =>
  parts
    .map((x) => x?.trim())
    .filter(Boolean)
    .join(' ');

export function frozenParties(
  operator: Deps['config']['operator'],
  p: {
    email: string;
    firstName: string;
    lastName: string;
    company: string | null;
    street: string | null;
    houseNumber: string | null;
    zipCode: string | null;
    city: string | null;
    country: string | null;
    taxNumber: string | null;
  },
): ProviderInvoiceParties {
  return {
    operator: { ...operator },
    provider: {
      name: p.company?.trim() || `${p.firstName} ${p.lastName}`.trim(),
      address: [join(p.street, p.houseNumber), join(p.zipCode, p.city), p.country?.trim() ?? ''].filter(
        Boolean,
      ),
      taxNumber: p.taxNumber ?? '',
      email: p.email,
    },
  };
}

export function toSummary(r: InvoiceWithName): ProviderInvoiceSummary {
  const i = r.invoice;
  return {
    id: i.id,
    uuid: i.uuid,
    number: i.number,
    invoiceDate: i.invoiceDate,
    period: i.period,
    superuserId: i.superuserId,
    bookingId: i.bookingId,
    providerName: r.providerName,
    netCents: i.netCents,
    vatCents: i.vatCents,
    grossCents: i.grossCents,
    processingFeeCount: i.processingFeeCount,
    processingFeeCents: i.processingFeeCents,
    isPaid: i.isPaid,
    paidAt: i.paidAt?.toISOString() ?? null,
  };
}

export function toAnswer(r: InvoiceWithName, fees: ProcessingFeeLine[]): ProviderInvoiceAnswer {
  return {
    ...toSummary(r),
    lines: r.invoice.lines as unknown as ProviderInvoiceFeeLine[],
    processingFees: fees,
    hasPdf: r.invoice.fileId != null,
  };
}
