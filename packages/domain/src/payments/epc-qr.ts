// The EPC QR code's payload (EPC069-12 "Quick Response Code: Guidelines to Enable Data Capture for the
// Initiation of a SEPA Credit Transfer", version 002) — the "GiroCode" German banking apps scan.
import type { PaymentAccount } from './account.ts';

export interface EpcInput {
  account: PaymentAccount;
  amountCents: number;
  /** An ISO 11649 creditor reference (structured remittance). */
  reference: string;
  /** Four-letter purpose code (ISO 20022 ExternalPurpose1Code), empty by default. */
  purpose?: string;
}

export const EPC_MAX_AMOUNT_CENTS = 99_999_999_999;

/** "EUR1234.50": the amount with a decimal point and two decimals. */
export const epcAmount = (cents: number): string =>
  `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The payload lines: service tag BCD, version 002, character set 1 (UTF-8), SCT, BIC, name (≤ 70), IBAN,
 * amount, purpose, structured reference; the unstructured text and the note stay empty and, as the last
 * fields, are left off. Null when the amount is outside 0.01 … 999 999 999.99 €.
 */
export function epcPayload(x: EpcInput): string | null {
  if (!Number.isInteger(x.amountCents) || x.amountCents < 1 || x.amountCents > EPC_MAX_AMOUNT_CENTS)
    return null;
  const clean = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    x.account.bic.replace(/\s+/g, '').toUpperCase(),
    [...clean(x.account.accountHolder)].slice(0, 70).join(''),
    x.account.iban.replace(/\s+/g, '').toUpperCase(),
    epcAmount(x.amountCents),
    (x.purpose ?? '').toUpperCase(),
    x.reference.replace(/\s+/g, ''),
  ].join('\n');
}
