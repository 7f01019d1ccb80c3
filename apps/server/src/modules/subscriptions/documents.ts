import { formatDate, zeichnungTexts } from '@zp/domain';
import { and, eq } from 'drizzle-orm';
import { productDocuments, zeichnungen } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { renderMail } from '../../lib/mail-template.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import type { investorWithUser, ZeichnungRow } from './subscriptions.repository.ts';
import { renderZeichnungsschein, type ZeichnungsscheinData } from './zeichnungsschein.ts';

type InvestorWithUser = NonNullable<Awaited<ReturnType<typeof investorWithUser>>>;

export function documentData(
  z: ZeichnungRow,
  p: ProductRow,
  inv: InvestorWithUser['user'],
): ZeichnungsscheinData {
  return {
    salutation: inv.salutation ?? '',
    title: inv.title ?? '',
    firstName: inv.firstName,
    lastName: inv.lastName,
    street: inv.street ?? '',
    houseNumber: inv.houseNumber ?? '',
    zipCode: inv.zipCode ?? '',
    city: inv.city ?? '',
    dateOfBirth: inv.dateOfBirth,
    iban: inv.bankIban ?? '',
    bic: inv.bankBic ?? '',
    wallet: inv.ethAddress ?? '',
    amountCents: z.volumeCents,
    agioCents: z.agioCents,
    accruedInterestCents: z.accruedInterestCents,
    monthlyInstallmentCents: z.monthlyInstallmentCents,
    transferDate: z.transferDate,
    term:
      p.contractStart && p.contractEnd ? `${formatDate(p.contractStart)} – ${formatDate(p.contractEnd)}` : '',
    acceptor: z.acceptor ?? '',
    productName: p.name ?? '',
  };
}

/** Fills the product's template, stores it, links it and mails it with the confirmation (after status F). */
export async function attachDocument(
  deps: Deps,
  z: ZeichnungRow,
  p: ProductRow,
  inv: InvestorWithUser,
): Promise<ZeichnungRow> {
  // The template is read before the transaction: the file store reads through the pool, and the embedded
  // database has a single connection (a read inside the transaction would wait for it forever).
  const [template] = await deps.db
    .select()
    .from(productDocuments)
    .where(and(eq(productDocuments.productId, p.id), eq(productDocuments.type, 'zeichnungsschein')));
  let filled: Buffer | null = null;
  if (template) {
    try {
      filled = renderZeichnungsschein(
        (await deps.files.read(template.fileId)).buffer,
        documentData(z, p, inv.user),
      );
    } catch (err) {
      // The confirmation still goes out; the broken template is logged for the issuer to fix.
      deps.log.error({ err, zeichnungId: z.id }, 'filling the zeichnungsschein failed');
    }
  }
  return deps.db.transaction(async (tx) => {
    let fileId: string | null = null;
    if (filled) {
      try {
        const saved = await deps.files.save(tx, {
          buffer: filled,
          originalName: `Zeichnungsschein-${z.id}.docx`,
          check: { label: 'Zeichnungsschein', extensions: ['docx'] },
          ownerUserId: inv.user.id,
        });
        fileId = saved.id;
      } catch (err) {
        deps.log.error({ err, zeichnungId: z.id }, 'storing the zeichnungsschein failed');
      }
    }
    const [row] = await tx
      .update(zeichnungen)
      .set({ zeichnungsscheinFileId: fileId })
      .where(eq(zeichnungen.id, z.id))
      .returning();
    const content = renderMail({
      greeting: `Guten Tag ${inv.user.firstName} ${inv.user.lastName},`,
      paragraphs: [zeichnungTexts.confirmationBody(p.name ?? '')],
    });
    await deps.mailer.send(tx, {
      to: inv.user.email,
      subject: zeichnungTexts.confirmationSubject,
      ...content,
      attachments: fileId
        ? [
            {
              filename: `Zeichnungsschein-${z.id}.docx`,
              fileId,
              contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            },
          ]
        : [],
    });
    return row!;
  });
}

export async function mailAccepted(
  deps: Deps,
  exec: Parameters<Deps['mailer']['send']>[0],
  p: ProductRow,
  inv: InvestorWithUser,
) {
  const content = renderMail({
    greeting: `Guten Tag ${inv.user.firstName} ${inv.user.lastName},`,
    paragraphs: [zeichnungTexts.acceptedBody(p.name ?? '')],
  });
  await deps.mailer.send(exec, { to: inv.user.email, subject: zeichnungTexts.acceptedSubject, ...content });
}
