// The receiving account (Kontoinhaber, IBAN, BIC, Bank) of an issuer or a product, checked with ibantools.
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { paymentTexts } from '../texts/de/payments.ts';

export interface PaymentAccount {
  accountHolder: string;
  iban: string;
  bic: string;
  bankName: string | null;
}

/** The four columns as stored (issuers.payment_*, products.payment_*). */
export interface PaymentAccountColumns {
  paymentAccountHolder: string | null;
  paymentIban: string | null;
  paymentBic: string | null;
  paymentBankName: string | null;
}

export const PAYMENT_ACCOUNT_FIELDS = [
  'paymentAccountHolder',
  'paymentIban',
  'paymentBic',
  'paymentBankName',
] as const;

/** "de89 3704 0044 0532 0130 00" → "DE89370400440532013000" (null when blank). */
export const normalizeIban = (v: string | null | undefined): string | null =>
  v == null || v.trim() === '' ? null : (electronicFormatIBAN(v) ?? v.replace(/\s+/g, '').toUpperCase());
export const normalizeBic = (v: string | null | undefined): string | null =>
  v == null || v.trim() === '' ? null : v.replace(/\s+/g, '').toUpperCase();

export const isIban = (v: string): boolean => isValidIBAN(normalizeIban(v) ?? '');
export const isBic = (v: string): boolean => isValidBIC(normalizeBic(v) ?? '');
export const friendlyIban = (iban: string): string => friendlyFormatIBAN(iban) ?? iban;

/** The message for one field's value, or null when it is fine (blank is fine: the whole account is optional). */
export function paymentFieldError(
  field: (typeof PAYMENT_ACCOUNT_FIELDS)[number],
  value: unknown,
): string | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  const v = String(value);
  switch (field) {
    case 'paymentIban':
      return isIban(v) ? null : paymentTexts.invalidIban;
    case 'paymentBic':
      return isBic(v) ? null : paymentTexts.invalidBic;
    case 'paymentAccountHolder':
      return v.trim().length > 70 ? paymentTexts.holderTooLong : null;
    case 'paymentBankName':
      return v.trim().length > 100 ? paymentTexts.bankTooLong : null;
  }
}

/**
 * The account as a whole: blank entirely, or holder, IBAN and BIC all given and valid (the bank's name is
 * optional). Field → message.
 */
export function paymentAccountErrors(a: Partial<Record<(typeof PAYMENT_ACCOUNT_FIELDS)[number], unknown>>) {
  const e: Record<string, string> = {};
  for (const f of PAYMENT_ACCOUNT_FIELDS) {
    const m = paymentFieldError(f, a[f]);
    if (m) e[f] = m;
  }
  const given = (f: (typeof PAYMENT_ACCOUNT_FIELDS)[number]) =>
    typeof a[f] === 'string' && String(a[f]).trim() !== '';
  if (PAYMENT_ACCOUNT_FIELDS.some(given)) {
    if (!given('paymentAccountHolder')) e.paymentAccountHolder ??= paymentTexts.holderRequired;
    if (!given('paymentIban')) e.paymentIban ??= paymentTexts.ibanRequired;
    if (!given('paymentBic')) e.paymentBic ??= paymentTexts.bicRequired;
  }
  return e;
}

/** A form field of the account (trimmed, blank → null, IBAN/BIC normalised), with the German messages. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
export const paymentAccountFields = {
  paymentAccountHolder: z.preprocess(
    blank,
    z.string().trim().max(70, paymentTexts.holderTooLong).nullable().optional(),
  ),
  paymentIban: z.preprocess(
    blank,
    z
      .string()
      .refine(isIban, paymentTexts.invalidIban)
      .transform((v) => normalizeIban(v)!)
      .nullable()
      .optional(),
  ),
  paymentBic: z.preprocess(
    blank,
    z
      .string()
      .refine(isBic, paymentTexts.invalidBic)
      .transform((v) => normalizeBic(v)!)
      .nullable()
      .optional(),
  ),
  paymentBankName: z.preprocess(
    blank,
    z.string().trim().max(100, paymentTexts.bankTooLong).nullable().optional(),
  ),
};

/** The stored columns as an account, or null unless holder, IBAN and BIC are all set. */
export function accountOf(c: PaymentAccountColumns | null | undefined): PaymentAccount | null {
  if (!c?.paymentAccountHolder || !c.paymentIban || !c.paymentBic) return null;
  return {
    accountHolder: c.paymentAccountHolder,
    iban: c.paymentIban,
    bic: c.paymentBic,
    bankName: c.paymentBankName ?? null,
  };
}

export type PaymentAccountSource = 'product' | 'issuer';

/** The account that applies: the product's when it has one, else the issuer's (docs/decisions/011). */
export function effectiveAccount(
  product: PaymentAccountColumns | null | undefined,
  issuer: PaymentAccountColumns | null | undefined,
): { account: PaymentAccount; source: PaymentAccountSource } | null {
  const own = accountOf(product);
  if (own) return { account: own, source: 'product' };
  const fallback = accountOf(issuer);
  return fallback ? { account: fallback, source: 'issuer' } : null;
}
