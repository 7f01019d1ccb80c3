// The payment instructions as the subscription detail answers them (`payment` of GET /zeichnung/{id}).
import { z } from 'zod';
import { paymentTexts } from '../texts/de/payments.ts';
import { friendlyIban } from './account.ts';
import type { PaymentInstructions } from './instructions.ts';
import { formatReference } from './reference.ts';

export const paymentAnswerSchema = z.object({
  /** "open" until the payment is recorded, then "paid" (shown as "bezahlt"). */
  status: z.enum(['open', 'paid']),
  statusLabel: z.string(),
  /** The one-off transfer in euros: amount + agio + accrued interest. */
  amount: z.number(),
  /** Everything the investor pays (euros), instalments included. */
  total: z.number(),
  account: z
    .object({
      accountHolder: z.string(),
      iban: z.string(),
      ibanFormatted: z.string(),
      bic: z.string(),
      bankName: z.string().nullable(),
    })
    .nullable(),
  /** Whose account applies: the product's own or the issuer's (fallback). */
  accountSource: z.enum(['product', 'issuer']).nullable(),
  /** ISO 11649 creditor reference, electronic format. */
  reference: z.string(),
  referenceFormatted: z.string(),
  /** YYYY-MM-DD */
  deadline: z.string(),
  /** The EPC QR code's (GiroCode's) text; null without account or one-off amount. */
  epcPayload: z.string().nullable(),
  standingOrder: z
    .object({
      monthlyAmount: z.number(),
      firstExecution: z.string(),
      lastExecution: z.string(),
      count: z.number().int(),
    })
    .nullable(),
});
export type PaymentAnswer = z.output<typeof paymentAnswerSchema>;

export function toPaymentAnswer(p: PaymentInstructions | null): PaymentAnswer | null {
  if (!p) return null;
  return {
    status: p.status,
    statusLabel: p.status === 'paid' ? paymentTexts.paid : paymentTexts.open,
    amount: p.amountCents / 100,
    total: p.totalCents / 100,
    account: p.account ? { ...p.account, ibanFormatted: friendlyIban(p.account.iban) } : null,
    accountSource: p.accountSource,
    reference: p.reference,
    referenceFormatted: formatReference(p.reference),
    deadline: p.deadline,
    epcPayload: p.epcPayload,
    standingOrder: p.standingOrder
      ? {
          monthlyAmount: p.standingOrder.monthlyCents / 100,
          firstExecution: p.standingOrder.firstExecution,
          lastExecution: p.standingOrder.lastExecution,
          count: p.standingOrder.count,
        }
      : null,
  };
}
