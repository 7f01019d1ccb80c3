import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
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
  today: Date,
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

/** docxtemplater's options for the subscription document. */
const OPTIONS = { paragraphLoop: true, linebreaks: true, nullGetter: () => '' };

/**
 * Fills a .docx template; unknown placeholders render empty. `pages` (WordprocessingML: the inducement disclosure, the
 * withdrawal notice) follow on pages of their own, in one packing of the file. Throws on a broken template.
 *
 * A template whose tags are all bare names (no sections, loops or expressions) is parsed once
 * and kept (preparedTemplate); each document then only puts the values in and packs the files that change. Anything
 * else (another tag, a value with a line break or a surrogate) takes docxtemplater's whole render, which gives the
 * same text (docs/decisions/054).
 */
export function renderZeichnungsschein(
  template: Buffer,
  d: ZeichnungsscheinData,
  today: Date,
  pages: readonly string[] = [],
): Buffer {
  const values = placeholderValues(d, today);
  const prepared = preparedTemplate(template);
  const zip =
    prepared && PLACEHOLDERS.every((k) => !UNSAFE_VALUE.test(values[k]))
      ? fillPrepared(
          template,
          prepared,
          PLACEHOLDERS.map((k) => escapeForWord(values[k])),
        )
      : renderWhole(template, values);
  appendPages(zip, pages);
  return zip.generate({ type: 'nodebuffer', compression: NATIVE_DEFLATE as 'DEFLATE' }) as Buffer;
}

/**
 * The changed files packed by Node's zlib rather than pizzip's JavaScript port of it (pako): the same DEFLATE method
 * in the zip (so unchanged files keep their packed bytes, and any reader takes it), at a third of the CPU — packing was
 * two thirds of a document's rendering in a launch (issue 22). Registered in pizzip's table of compressions, which its
 * `generate` looks the name up in; reading a zip still finds pizzip's own DEFLATE by the method's number.
 */
const NATIVE_DEFLATE = 'DEFLATE_NODE_ZLIB';
const compressions = (PizZip as unknown as { compressions: Record<string, unknown> }).compressions;
compressions[NATIVE_DEFLATE] ??= {
  magic: '\x08\x00',
  compress: (input: Uint8Array) => zlib.deflateRawSync(input),
  uncompress: (input: Uint8Array) => zlib.inflateRawSync(input),
  compressInputType: 'uint8array',
  uncompressInputType: 'uint8array',
};

/** docxtemplater's whole render: parse the template, fill it; the filled files in the template's zip. */
export function renderWhole(template: Buffer, values: Record<string, string>): PizZip {
  const doc = new Docxtemplater(new PizZip(template), OPTIONS);
  doc.render(values);
  return doc.getZip();
}

/** A value the prepared fill does not take: docxtemplater turns a line break into runs, and UTF-8 of a surrogate. */
const UNSAFE_VALUE = /[\n\ud800-\udfff]/;

/** A placeholder's value as docxtemplater writes it into WordprocessingML (its utf8ToWord). */
const escapeForWord = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * One file of a prepared template as docxtemplater filled it: text, a placeholder (its index in PLACEHOLDERS), or a
 * text element holding only placeholders (written `<w:t/>` when they are all empty, as docxtemplater's space-preserve
 * step does).
 */
type Piece = string | number | { only: number[] };
interface PreparedTemplate {
  files: { name: string; pieces: Piece[] }[];
}

/** The marks the preparation fills in for the placeholders: private-use characters around the index. */
const MARK_OPEN = '\ue000';
const MARK_CLOSE = '\ue001';
const MARK_BYTES = Buffer.from(MARK_OPEN, 'utf8');
const MARKS = /\ue000(\d+)\ue001/g;
const WT_PRESERVE = '<w:t xml:space="preserve">';
const ONLY_MARKS = /<w:t xml:space="preserve">((?:\ue000\d+\ue001)+)<\/w:t>/g;

/** Prepared templates by the SHA-256 of their bytes (null: the template needs the whole render); a few at most. */
const prepared = new Map<string, PreparedTemplate | null>();
const PREPARED_MAX = 32;

export function preparedTemplate(template: Buffer): PreparedTemplate | null {
  const key = createHash('sha256').update(template).digest('base64');
  const known = prepared.get(key);
  if (known !== undefined) return known;
  const result = prepare(template);
  if (prepared.size >= PREPARED_MAX) prepared.delete(prepared.keys().next().value as string);
  prepared.set(key, result);
  return result;
}

/**
 * A tag the prepared fill takes: a bare name. A known placeholder becomes a mark; an unknown one renders empty, in the
 * preparation as in every whole render (its value never depends on the data). An expression (`{a.b}`, `{ a }`) or a
 * section does not qualify.
 */
const PLAIN_TAG = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses and fills the template with marks; null when a tag is anything but a bare name (PLAIN_TAG). */
function prepare(template: Buffer): PreparedTemplate | null {
  const doc = new Docxtemplater(new PizZip(template), OPTIONS); // throws on a broken template, as the whole render
  // docxtemplater's parsed files (not in its typings): each file's parts, a tag with the module that handles it
  const { compiled } = doc as unknown as {
    compiled: Record<string, { postparsed: { type: string; value: string; module?: string }[] }>;
  };
  const names = Object.keys(compiled);
  for (const name of names)
    for (const part of compiled[name]!.postparsed)
      if (part.type === 'placeholder' && (part.module || !PLAIN_TAG.test(part.value))) return null;
  const original = new PizZip(template);
  doc.render(Object.fromEntries(PLACEHOLDERS.map((k, i) => [k, `${MARK_OPEN}${i}${MARK_CLOSE}`])));
  // every file the render changed (not only the templated ones), by its bytes; a file added or removed: whole render
  const filled = doc.getZip();
  const namesOf = (z: PizZip) =>
    Object.keys(z.files)
      .filter((n) => !z.files[n]!.dir)
      .sort();
  const all = namesOf(filled);
  if (all.join('\n') !== namesOf(original).join('\n')) return null;
  const files: PreparedTemplate['files'] = [];
  for (const name of all) {
    const bytes = Buffer.from(filled.file(name)!.asUint8Array());
    const before = Buffer.from(original.file(name)!.asUint8Array());
    if (bytes.equals(before)) continue;
    if (before.includes(MARK_BYTES)) return null; // the template's own text has the marks' character
    const text = bytes.toString('utf8');
    if (!Buffer.from(text, 'utf8').equals(bytes)) return null; // not UTF-8 text
    files.push({ name, pieces: piecesOf(text) });
  }
  return { files };
}

/** A filled file's text cut at the marks. */
function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  const marks = (s: string) => {
    let at = 0;
    for (const m of s.matchAll(MARKS)) {
      if (m.index > at) pieces.push(s.slice(at, m.index));
      pieces.push(Number(m[1]));
      at = m.index + m[0].length;
    }
    if (at < s.length) pieces.push(s.slice(at));
  };
  let at = 0;
  for (const m of text.matchAll(ONLY_MARKS)) {
    marks(text.slice(at, m.index));
    pieces.push({ only: [...m[1]!.matchAll(MARKS)].map((x) => Number(x[1])) });
    at = m.index + m[0].length;
  }
  marks(text.slice(at));
  return pieces;
}

/** The template's zip with the prepared files filled with `values` (escaped, in PLACEHOLDERS' order). */
function fillPrepared(template: Buffer, t: PreparedTemplate, values: string[]): PizZip {
  const zip = new PizZip(template);
  for (const { name, pieces } of t.files) {
    let out = '';
    for (const p of pieces) {
      if (typeof p === 'string') out += p;
      else if (typeof p === 'number') out += values[p];
      else {
        const inner = p.only.map((i) => values[i]).join('');
        out += inner === '' ? '<w:t/>' : `${WT_PRESERVE}${inner}</w:t>`;
      }
    }
    zip.file(name, out);
  }
  return zip;
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
