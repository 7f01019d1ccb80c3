// The sample Zeichnungsschein template an issuer downloads next to the template upload of the product wizard
// (issue 16): every placeholder the subscription fills, built with the maintained `docx` library.
import { placeholderCode, TEMPLATE_PLACEHOLDERS } from '@zp/domain/subscriptions/template-placeholders';
import { templateSampleTexts as t } from '@zp/domain/texts/de/products';
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const code = (key: string) => new TextRun({ text: placeholderCode(key), bold: true });
const text = (s: string) => new TextRun(s);
const cell = (s: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: s, bold })] })] });

/** The .docx bytes of the sample template. */
export async function templateSample(): Promise<Buffer> {
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [
          cell(t.sampleTableKey, true),
          cell(t.sampleTableLabel, true),
          cell(t.sampleTableExample, true),
        ],
      }),
      ...TEMPLATE_PLACEHOLDERS.map(
        (p) =>
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph({ children: [code(p.key)] })] }),
              cell(p.currency ? `${p.label} (enthält „${p.currency}“)` : p.label),
              cell(p.example),
            ],
          }),
      ),
    ],
  });
  const doc = new Document({
    creator: 'Zeichnungsplattform',
    title: t.sampleTitle,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [text(t.sampleTitle)] }),
          new Paragraph({ children: [text(t.sampleIntro)] }),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(t.sampleBodyTitle)] }),
          new Paragraph({ children: [text('Produkt: '), code('produkt')] }),
          new Paragraph({
            children: [
              text('Anleger: '),
              code('anrede'),
              text(' '),
              code('titel'),
              text(' '),
              code('vorname'),
              text(' '),
              code('nachname'),
            ],
          }),
          new Paragraph({
            children: [
              text('Anschrift: '),
              code('strasse'),
              text(' '),
              code('hausnummer'),
              text(', '),
              code('plz'),
              text(' '),
              code('ort'),
            ],
          }),
          new Paragraph({ children: [text('Geboren am: '), code('geburtsdatum')] }),
          new Paragraph({
            children: [
              text('Konto: IBAN '),
              code('iban'),
              text(', BIC '),
              code('bic'),
              text('; Wallet: '),
              code('wallet'),
            ],
          }),
          new Paragraph({
            children: [
              text('Ich zeichne einen Betrag von '),
              code('betrag'),
              text(' (in Worten: '),
              code('betrag_in_worten'),
              text(') zuzüglich eines Agios von '),
              code('agio'),
              text(' und Stückzinsen von '),
              code('stueckzinsen'),
              text('.'),
            ],
          }),
          new Paragraph({
            children: [text('Laufzeit: '), code('laufzeit'), text('; monatliche Rate: '), code('rate')],
          }),
          new Paragraph({ children: [text('Überweisung bis: '), code('ueberweisungsdatum')] }),
          new Paragraph({
            children: [text('Angenommen von: '), code('sachbearbeiter'), text(', am '), code('datum')],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(t.sampleTableKey)] }),
          new Paragraph({ children: [text(t.sampleCurrencyNote)] }),
          table,
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
