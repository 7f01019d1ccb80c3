// The subscription document's prepared fill (decision 054) against docxtemplater's whole render: for every template
// and data below, each file of the two documents has the same content; templates with other tags take the whole render.
import { formatDate } from '@zp/domain';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { templateSample } from '../../src/modules/products/template-sample.ts';
import { appendPages, paragraph } from '../../src/modules/subscriptions/docx-page.ts';
import {
  PLACEHOLDERS,
  placeholderValues,
  preparedTemplate,
  renderWhole,
  renderZeichnungsschein,
  SAMPLE_DATA,
  type ZeichnungsscheinData,
} from '../../src/modules/subscriptions/zeichnungsschein.ts';
import { zip } from '../../src/seed/demo-files.ts';
import { TEMPLATE } from './docx.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'http://schemas.openxmlformats.org/package/2006/content-types';
const decl = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A template with a header, placeholders split over runs, side by side, alone in a run and in a table. */
const RICH = zip(
  [
    {
      name: '[Content_Types].xml',
      data: `${decl}<Types xmlns="${CT}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${decl}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: `${decl}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="${R}/header" Target="header1.xml"/></Relationships>`,
    },
    {
      name: 'word/header1.xml',
      data: `${decl}<w:hdr xmlns:w="${W}"><w:p><w:r><w:t>{produkt} – {datum}</w:t></w:r></w:p></w:hdr>`,
    },
    {
      name: 'word/document.xml',
      data: `${decl}<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>
<w:p><w:r><w:t>{anrede}</w:t></w:r><w:r><w:t xml:space="preserve"> </w:t></w:r><w:r><w:t>{titel}{vorname}</w:t></w:r><w:r><w:t xml:space="preserve"> {nachname}</w:t></w:r></w:p>
<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>{stra</w:t></w:r><w:r><w:t>sse} {hausnummer}, {plz} {ort}</w:t></w:r></w:p>
<w:p><w:r><w:t>Rate: </w:t></w:r><w:r><w:t>{rate}</w:t></w:r><w:r><w:t>{titel}</w:t></w:r><w:r><w:t xml:space="preserve">{wallet}{titel}</w:t></w:r></w:p>
<w:tbl><w:tr><w:tc><w:p><w:r><w:t>{betrag}</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>{betrag_in_worten}</w:t></w:r></w:p></w:tc></w:tr></w:tbl>
<w:p><w:r><w:t>IBAN {iban} BIC {bic}, geboren {geburtsdatum}, Agio {agio}, Stückzinsen {stueckzinsen}, Überweisung {ueberweisungsdatum}, Laufzeit {laufzeit}, {sachbearbeiter}, {unbekannt}</w:t></w:r></w:p>
<w:p><w:r><w:t xml:space="preserve"></w:t></w:r></w:p>
<w:sectPr><w:headerReference w:type="default" r:id="rId7"/></w:sectPr></w:body></w:document>`,
    },
  ],
  new Date(1980, 0, 1),
);

/** A template whose own text has a private-use character (a symbol font's glyph): the whole render. */
const WITH_PRIVATE_USE = zip(
  [
    {
      name: '[Content_Types].xml',
      data: `${decl}<Types xmlns="${CT}"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: 'word/document.xml',
      data: `${decl}<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>\ue000 Zeichner \ue0000\ue001: {vorname} {nachname}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ],
  new Date(1980, 0, 1),
);

/** A template with a section: docxtemplater's whole render only. */
const WITH_SECTION = zip(
  [
    {
      name: '[Content_Types].xml',
      data: `${decl}<Types xmlns="${CT}"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: 'word/document.xml',
      data: `${decl}<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>{vorname}{#rate} Rate {rate}{/rate}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ],
  new Date(1980, 0, 1),
);

const DATA: [string, ZeichnungsscheinData][] = [
  ['the sample', SAMPLE_DATA],
  [
    'empty fields and characters XML escapes',
    {
      ...SAMPLE_DATA,
      salutation: '',
      title: '',
      firstName: 'Anna & "Bo" <Ltd>',
      lastName: "O'Neil",
      street: ' Weg  mit Leerzeichen ',
      dateOfBirth: null,
      wallet: '',
      monthlyInstallmentCents: 250_00,
      transferDate: '2027-02-01',
      productName: 'Anleihe „Süd“ 7 % – 2027 €',
      acceptor: 'Ärger Ölß',
    },
  ],
  ['a value with a line break (whole render)', { ...SAMPLE_DATA, street: 'Hof 2\nHinterhaus' }],
];

const TODAY = new Date('2026-11-29T10:00:00Z');
const PAGES = [paragraph('Widerrufsbelehrung', true), paragraph('Text & mehr')];

/** Every file of a .docx with its content (text for XML, base64 otherwise). */
function filesOf(docx: Buffer): Record<string, string> {
  const z = new PizZip(docx);
  return Object.fromEntries(
    Object.keys(z.files)
      .filter((n) => !z.files[n]!.dir)
      .sort()
      .map((n) => [n, z.file(n)!.asText()]),
  );
}

/** The document as docxtemplater alone makes it. */
function whole(template: Buffer, d: ZeichnungsscheinData) {
  const z = renderWhole(template, placeholderValues(d, TODAY));
  appendPages(z, PAGES);
  return z.generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}

describe('the subscription document: prepared fill and whole render (decision 054)', async () => {
  const sample = await templateSample();
  const templates: [string, Buffer, boolean][] = [
    ['the test template', TEMPLATE, true],
    ['the sample template (docx library)', sample, true],
    ['header, split runs, adjacent and empty placeholders', RICH, true],
    ['a section', WITH_SECTION, false],
    ['private-use characters of its own', WITH_PRIVATE_USE, false],
  ];

  for (const [name, template, prepared] of templates) {
    it(`${name}: ${prepared ? 'is prepared once' : 'takes the whole render'}`, () => {
      expect(preparedTemplate(template) !== null).toBe(prepared);
    });
    for (const [label, d] of DATA) {
      it(`${name}, ${label}: the same files as docxtemplater's render`, () => {
        const fast = renderZeichnungsschein(template, d, TODAY, PAGES);
        expect(filesOf(fast)).toEqual(filesOf(whole(template, d)));
      });
    }
  }

  it('fills every value, escaped, and writes an empty text run as <w:t/>', () => {
    const d = DATA[1]![1];
    const out = filesOf(renderZeichnungsschein(RICH, d, TODAY, []));
    const doc = out['word/document.xml']!;
    expect(doc).toContain('Anna &amp; &quot;Bo&quot; &lt;Ltd&gt;');
    expect(doc).toContain('O&apos;Neil');
    expect(doc).toContain('<w:t/>'); // {titel} alone in its run, empty
    expect(doc).not.toMatch(/\{[a-z_]+\}|\ue000|\ue001/);
    expect(out['word/header1.xml']).toContain(`Anleihe „Süd“ 7 % – 2027 € – ${formatDate(TODAY)}<`);
    for (const k of PLACEHOLDERS) expect(doc.includes(`{${k}}`), k).toBe(false);
  });

  it('a broken template throws, prepared or not', () => {
    const broken = zip(
      [
        {
          name: 'word/document.xml',
          data: `${decl}<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>{vorname</w:t></w:r></w:p></w:body></w:document>`,
        },
      ],
      new Date(1980, 0, 1),
    );
    expect(() => renderZeichnungsschein(broken, SAMPLE_DATA, TODAY)).toThrow();
    expect(() => renderZeichnungsschein(broken, SAMPLE_DATA, TODAY)).toThrow();
  });
});
