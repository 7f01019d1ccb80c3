// SEPA credit transfer file (pain.001.001.09) for a payout run (issue 18, docs/decisions/023), built with sepa.js.
// Amounts in integer cents; IBAN/BIC checked with ibantools (through @zp/domain) before the library sees them, a wrong
// one refused with a German detail naming the payee; names and remittance texts transliterated to the SEPA set.
import { AppError, isBic, isIban, normalizeBic, normalizeIban, payoutTexts } from '@zp/domain';
import { Document as SepaDocument } from 'sepa';

/** The format written: ISO 20022 version 2019, the one of the EPC rulebooks since November 2023. */
export const PAIN_FORMAT = 'pain.001.001.09';

export interface SepaAccount {
  name: string;
  iban: string;
  bic: string;
}

export interface SepaPayment {
  /** Unique per payment, at most 35 characters of the SEPA set (the payout line's id, for example). */
  endToEndId: string;
  name: string;
  iban: string;
  /** Optional: within SEPA the IBAN suffices. */
  bic?: string | null;
  amountCents: number;
  remittance: string;
}

export interface CreditTransferInput {
  /** Unique per file, at most 35 characters; each payment's InstrId is `<messageId>.0.<n>`, also at most 35. */
  messageId: string;
  createdAt: Date;
  debtor: SepaAccount;
  /** Requested execution date, YYYY-MM-DD (a Berlin calendar date). */
  executionDate: string;
  payments: SepaPayment[];
}

export interface CreditTransfer {
  xml: string;
  controlSumCents: number;
  count: number;
}

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  '&': '+',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '´': "'",
  '`': "'",
  '"': "'",
  '„': "'",
  '“': "'",
  '”': "'",
  '«': "'",
  '»': "'",
  '–': '-',
  '—': '-',
  _: '-',
  ';': ',',
  '!': '.',
  '€': 'EUR',
};

/** Not in the EPC's basic Latin set: a–z A–Z 0–9 / - ? : ( ) . , ' + and the space. */
const OUTSIDE_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/**
 * A text in the SEPA character set: German umlauts and ß spelled out (ä → ae, ß → ss), other accents dropped (é → e),
 * a few signs replaced (& → +, quotes → '), anything else a space; whitespace collapsed, cut to `max` characters.
 */
export function toSepaText(text: string, max: number): string {
  const spelled = Array.from(text, (c) => TRANSLITERATION[c] ?? c).join('');
  return spelled
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(OUTSIDE_SEPA, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
}

/** 123456 → "1234.56" (exact, any size). */
export const centsToDecimal = (cents: number): string => {
  const c = BigInt(cents);
  return `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
};

const MAX_AMOUNT_CENTS = 99_999_999_999; // 999 999 999,99 €, the schema's limit for one payment
/** France and Great Britain have territories whose BICs carry their own country code. */
const TERRITORIES: Record<string, string[]> = {
  FI: ['AX'],
  FR: ['GF', 'GP', 'MQ', 'RE', 'PF', 'TF', 'YT', 'NC', 'BL', 'MF', 'PM', 'WF'],
  GB: ['IM', 'JE', 'GG'],
};
const SEPA_ID = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;

/** The account's IBAN and BIC, normalised, or an AppError naming the holder. */
function checkedAccount(name: string, iban: string, bic: string | null | undefined, bicRequired: boolean) {
  if (!isIban(iban)) throw AppError.validation({ iban: payoutTexts.sepaInvalidIban(name) });
  const ibanN = normalizeIban(iban) as string;
  const bicN = normalizeBic(bic);
  if (bicN == null) {
    if (bicRequired) throw AppError.validation({ bic: payoutTexts.sepaInvalidBic(name) });
    return { iban: ibanN, bic: '' };
  }
  if (!isBic(bicN)) throw AppError.validation({ bic: payoutTexts.sepaInvalidBic(name) });
  const ibanCountry = ibanN.slice(0, 2);
  const bicCountry = bicN.slice(4, 6);
  if (bicCountry !== ibanCountry && !TERRITORIES[ibanCountry]?.includes(bicCountry)) {
    throw AppError.validation({ bic: payoutTexts.sepaBicCountry(name) });
  }
  return { iban: ibanN, bic: bicN };
}

/**
 * The German reason a payee's account would be refused by `buildCreditTransfer` (IBAN, BIC, the BIC's country), or
 * null when it is fine: the payout run's preview flags the line before anything is confirmed.
 */
export function accountProblem(name: string, iban: string, bic: string | null | undefined): string | null {
  try {
    checkedAccount(name, iban, bic, false);
    return null;
  } catch (e) {
    if (e instanceof AppError) return Object.values(e.errors ?? {})[0] ?? e.detail;
    throw e;
  }
}

function sepaId(value: string, what: string): string {
  if (!SEPA_ID.test(value) || value.startsWith('/') || value.includes('//')) {
    throw new RangeError(
      `${what} is no SEPA id (35 characters of the SEPA set, no leading / nor //): "${value}"`,
    );
  }
  return value;
}

function nameOf(name: string): string {
  const n = toSepaText(name, 70);
  if (n === '') throw AppError.validation({ name: payoutTexts.sepaNameMissing });
  return n;
}

/** A Date whose local calendar date is `iso` (the library writes local dates). */
function localDate(iso: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`executionDate must be YYYY-MM-DD: "${iso}"`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
}

/**
 * One pain.001.001.09 document with one payment block (the debtor's account, one execution date, no batch booking:
 * each payment its own line on the statement) and a transaction per payment, in the given order.
 */
export function buildCreditTransfer(input: CreditTransferInput): CreditTransfer {
  if (input.payments.length === 0) throw new AppError('BAD_REQUEST', { detail: payoutTexts.sepaNoPayments });
  const messageId = sepaId(input.messageId, 'messageId');
  sepaId(`${messageId}.0.${input.payments.length - 1}`, 'messageId (with the InstrId suffix)');

  const debtorName = nameOf(input.debtor.name);
  const debtor = checkedAccount(input.debtor.name, input.debtor.iban, input.debtor.bic, true);

  const endToEndIds = new Set<string>();
  let controlSum = 0n;
  const payments = input.payments.map((p) => {
    const name = nameOf(p.name);
    const account = checkedAccount(p.name, p.iban, p.bic, false);
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents < 1 || p.amountCents > MAX_AMOUNT_CENTS) {
      throw AppError.validation({ amountCents: payoutTexts.sepaInvalidAmount(p.name) });
    }
    const endToEndId = sepaId(p.endToEndId, 'endToEndId');
    if (endToEndIds.has(endToEndId)) throw new RangeError(`endToEndId twice: "${endToEndId}"`);
    endToEndIds.add(endToEndId);
    controlSum += BigInt(p.amountCents);
    return { ...p, name, ...account, endToEndId, remittance: toSepaText(p.remittance, 140) };
  });

  const doc = new SepaDocument(PAIN_FORMAT);
  doc.grpHdr.id = messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = debtorName;

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = localDate(input.executionDate);
  info.batchBooking = false;
  info.debtorName = debtorName;
  info.debtorIBAN = debtor.iban;
  info.debtorBIC = debtor.bic;
  doc.addPaymentInfo(info);

  for (const p of payments) {
    const tx = info.createTransaction();
    tx.end2endId = p.endToEndId;
    tx.creditorName = p.name;
    tx.creditorIBAN = p.iban;
    tx.creditorBIC = p.bic;
    // cents / 100 is the double nearest the decimal; the library writes it with toFixed(2)
    tx.amount = p.amountCents / 100;
    tx.remittanceInfo = p.remittance;
    info.addTransaction(tx);
  }

  let xml: string;
  try {
    xml = doc.toString();
  } catch (e) {
    throw new AppError('INTERNAL', {
      detail: payoutTexts.sepaFailed,
      internal: `sepa.js: ${(e as Error).message}`,
    });
  }
  // The library adds the amounts as doubles; the file is only handed out when its sums are the exact one in cents.
  const expected = `<CtrlSum>${centsToDecimal(Number(controlSum))}</CtrlSum>`;
  if (xml.split(expected).length !== 3) {
    throw new AppError('INTERNAL', {
      detail: payoutTexts.sepaFailed,
      internal: 'sepa.js: control sum differs',
    });
  }
  return { xml, controlSumCents: Number(controlSum), count: payments.length };
}
