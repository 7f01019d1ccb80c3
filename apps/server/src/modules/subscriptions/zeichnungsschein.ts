import { amountInWords, formatDate, formatEuro } from '@zp/domain';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { appendPages } from './docx-page.ts';

/** Values for the short-code placeholders of the subscription document template (documented for issuers). */
export interface ZeichnungsscheinData {
  salutation: string;
  title: string;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  dateOfBirth: string | null;
  iban: string;
  bic: string;
  wallet: string;
  amountCents: number;
  agioCents: number;
  accruedInterestCents: number;
  monthlyInstallmentCents: number | null;
  transferDate: string | null;
  term: string;
  acceptor: string;
  productName: string;
}

export const PLACEHOLDERS = [
  'anrede',
  'titel',
  'vorname',
  'nachname',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
  'geburtsdatum',
  'iban',
  'bic',
  'wallet',
  'betrag',
  'betrag_in_worten',
  'agio',
  'laufzeit',
  'stueckzinsen',
  'rate',
  'ueberweisungsdatum',
  'sachbearbeiter',
  'produkt',
  'datum',
] as const;

export function placeholderValues(
  d: ZeichnungsscheinData,
  today = new Date(),
): Record<(typeof PLACEHOLDERS)[number], string> {
  return {
    anrede: d.salutation,
    titel: d.title,
    vorname: d.firstName,
    nachname: d.lastName,
    strasse: d.street,
    hausnummer: d.houseNumber,
    plz: d.zipCode,
    ort: d.city,
    geburtsdatum: formatDate(d.dateOfBirth),
    iban: d.iban,
    bic: d.bic,
    wallet: d.wallet,
    betrag: formatEuro(d.amountCents / 100),
    betrag_in_worten: amountInWords(d.amountCents),
    agio: formatEuro(d.agioCents / 100),
    laufzeit: d.term,
    stueckzinsen: formatEuro(d.accruedInterestCents / 100),
    rate: d.monthlyInstallmentCents ? formatEuro(d.monthlyInstallmentCents / 100) : '',
    ueberweisungsdatum: formatDate(d.transferDate),
    sachbearbeiter: d.acceptor,
    produkt: d.productName,
    datum: formatDate(today),
  };
}

/**
 * Fills a .docx template; unknown placeholders render empty. `pages` (WordprocessingML: the inducement disclosure, the
 * withdrawal notice) follow on pages of their own, in one packing of the file. Throws on a broken template.
 */
export function renderZeichnungsschein(
  template: Buffer,
  d: ZeichnungsscheinData,
  today = new Date(),
  pages: readonly string[] = [],
): Buffer {
  const doc = new Docxtemplater(new PizZip(template), {
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => '',
  });
  doc.render(placeholderValues(d, today));
  appendPages(doc.getZip(), pages);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}

/** The sample data of the demo document. */
export const SAMPLE_DATA: ZeichnungsscheinData = {
  salutation: 'Frau',
  title: '',
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Heidestraße',
  houseNumber: '17',
  zipCode: '51147',
  city: 'Köln',
  dateOfBirth: '1964-08-12',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  wallet: '',
  amountCents: 1_250_00,
  agioCents: 25_00,
  accruedInterestCents: 3_42,
  monthlyInstallmentCents: null,
  transferDate: null,
  term: '',
  acceptor: '',
  productName: 'Beispielprodukt',
};
