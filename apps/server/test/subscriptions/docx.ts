import { docxOf } from '../support/files.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
/** A minimal Word template with the short-code placeholders, each inside one run. */
export const TEMPLATE = docxOf(
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${[
    'Zeichner: {vorname} {nachname}',
    'Betrag: {betrag}',
    'In Worten: {betrag_in_worten}',
    'Datum: {datum}',
  ]
    .map(para)
    .join('')}</w:body></w:document>`,
);
