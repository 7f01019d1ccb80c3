import { AppError, zeichnungTexts } from '@zp/domain';
import {
  assertProductOperatorOf,
  productOf,
  userRow,
  zeichnungsscheinTemplateOf,
} from '../../../access/index.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { renderZeichnungsschein, SAMPLE_DATA } from '../zeichnungsschein.ts';
import type { UseCaseContext } from './context.ts';

/** Mails the product's document filled with sample data to the caller (spec 000 §6: the product side only). */
export async function sendDemoZeichnungsschein({ deps, caller: c }: UseCaseContext, productId: number) {
  const p = await productOf(deps.db, productId);
  assertProductOperatorOf(c, p);
  const template = await zeichnungsscheinTemplateOf(deps.db, p.id);
  if (!template) throw new AppError('NOT_FOUND', { detail: zeichnungTexts.noTemplate });
  const me = (await userRow(deps.db, c.userId))!;
  // Read before the transaction (the embedded database has one connection; files.read uses the pool).
  const { buffer } = await deps.files.read(template.fileId);
  const filled = renderZeichnungsschein(
    buffer,
    { ...SAMPLE_DATA, productName: p.name ?? '' },
    deps.clock.now(),
  );
  await deps.db.transaction(async (tx) => {
    const saved = await deps.files.save(tx, {
      buffer: filled,
      originalName: 'Zeichnungsschein-Demo.docx',
      check: { label: zeichnungTexts.documentLabel, extensions: ['docx'] },
      ownerUserId: c.userId,
    });
    const content = renderMail({
      greeting: zeichnungTexts.demoGreeting,
      paragraphs: [zeichnungTexts.demoBody(p.name ?? '')],
    });
    await deps.mailer.send(tx, {
      to: me.email,
      subject: zeichnungTexts.demoSubject,
      ...content,
      attachments: [{ filename: saved.originalName, fileId: saved.id, contentType: saved.contentType }],
    });
  });
  return { detail: zeichnungTexts.demoSent };
}
