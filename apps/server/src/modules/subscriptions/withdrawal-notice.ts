// The withdrawal notice (Widerrufsbelehrung, docs/decisions/012): the same German text on a page of its own at the
// end of the filled subscription document and in the confirmation mail. Added when the document is rendered, so
// that documents already issued never change.
import { formatDate, withdrawalEndsOn, zeichnungTexts } from '@zp/domain';
import PizZip from 'pizzip';
import { issuerAddressOf } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import type { ZeichnungRow } from './subscriptions.repository.ts';

/** The notice's paragraphs for one finished subscription: the issuer's name and address, the period's end. */
export async function withdrawalNoticeOf(exec: Executor, z: ZeichnungRow, p: ProductRow): Promise<string[]> {
  const issuer = p.issuerId ? await issuerAddressOf(exec, p.issuerId) : null;
  const address = [issuer?.address, issuer?.email].filter(Boolean).join(', ');
  return zeichnungTexts.withdrawalNotice(
    issuer?.name || '—',
    address || '—',
    formatDate(withdrawalEndsOn(z.finishedAt ?? z.updatedAt)),
  );
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;

/** The filled .docx with the notice on a new last page (before the body's section properties). */
export function appendWithdrawalNotice(docx: Buffer, title: string, paragraphs: string[]): Buffer {
  const zip = new PizZip(docx);
  const file = zip.file('word/document.xml');
  if (!file) return docx;
  const doc = file.asText();
  const page = [
    '<w:p><w:r><w:br w:type="page"/></w:r></w:p>',
    `<w:p>${run(title, true)}</w:p>`,
    ...paragraphs.map((text) => `<w:p>${run(text)}</w:p>`),
  ].join('');
  const end = doc.lastIndexOf('</w:body>');
  if (end < 0) return docx;
  const sect = doc.lastIndexOf('<w:sectPr', end);
  const at = sect > doc.lastIndexOf('</w:p>', end) ? sect : end;
  zip.file('word/document.xml', doc.slice(0, at) + page + doc.slice(at));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}
