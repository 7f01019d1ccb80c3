// Pages added to the filled subscription document when it is rendered (withdrawal notice, decision 012; inducement
// disclosure, decision 019): plain WordprocessingML appended before the body's section properties, so the issuer's
// page layout applies. Documents already issued never change: these run only when a document is made.
import type PizZip from 'pizzip';

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One run of text, optionally bold. */
export const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;

/** One paragraph; `right` aligns it to the right (amounts). */
export const paragraph = (text: string, bold = false, right = false) =>
  `<w:p>${right ? '<w:pPr><w:jc w:val="right"/></w:pPr>' : ''}${run(text, bold)}</w:p>`;

const BORDER = '<w:top w:val="single" w:sz="4" w:space="0" w:color="808080"/>';
const cell = (text: string, bold: boolean, right: boolean) =>
  `<w:tc><w:tcPr><w:tcBorders>${BORDER}</w:tcBorders></w:tcPr>${paragraph(text, bold, right)}</w:tc>`;

/**
 * A table with a header row (bold) and a last row (bold, e.g. a total) when `boldLast`; the columns from
 * `rightFrom` on are right-aligned (numbers). Column widths are left to Word (autofit to the page).
 */
export function table(rows: readonly (readonly string[])[], rightFrom: number, boldLast = false): string {
  const width = rows[0]?.length ?? 0;
  const grid = `<w:tblGrid>${'<w:gridCol/>'.repeat(width)}</w:tblGrid>`;
  const body = rows
    .map((r, i) => {
      const bold = i === 0 || (boldLast && i === rows.length - 1);
      const header = i === 0 ? '<w:trPr><w:tblHeader/></w:trPr>' : '';
      return `<w:tr>${header}${r.map((text, c) => cell(text, bold, c >= rightFrom)).join('')}</w:tr>`;
    })
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/></w:tblPr>${grid}${body}</w:tbl>`;
}

/**
 * Adds each of `pages` (WordprocessingML) on a new page at the end of the document in `zip` (before the body's section
 * properties), in place: the document is unpacked and packed once however many pages are added (issue 22).
 */
export function appendPages(zip: PizZip, pages: readonly string[]): void {
  if (pages.length === 0) return;
  const file = zip.file('word/document.xml');
  if (!file) return;
  const doc = file.asText();
  const added = pages.map((content) => `<w:p><w:r><w:br w:type="page"/></w:r></w:p>${content}`).join('');
  const end = doc.lastIndexOf('</w:body>');
  if (end < 0) return;
  const sect = doc.lastIndexOf('<w:sectPr', end);
  const at = sect > doc.lastIndexOf('</w:p>', end) ? sect : end;
  zip.file('word/document.xml', doc.slice(0, at) + added + doc.slice(at));
}
