// The withdrawal notice (Widerrufsbelehrung, docs/decisions/012): the same German text on a page of its own at the
// end of the filled subscription document and in the confirmation mail. Added when the document is rendered, so
// that documents already issued never change.
import { formatDate, withdrawalEndsOn, zeichnungTexts } from '@zp/domain';
import { issuerAddressOf } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import { paragraph } from './docx-page.ts';
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

/** The notice's page of the filled .docx (the last one). */
export function withdrawalNoticePage(title: string, paragraphs: string[]): string {
  return [paragraph(title, true), ...paragraphs.map((text) => paragraph(text))].join('');
}
