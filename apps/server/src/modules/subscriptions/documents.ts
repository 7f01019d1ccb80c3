import { formatDate, zeichnungTexts } from '@zp/domain';
import type { InvestorWithUser } from '../../access/index.ts';
import type { Deps } from '../../deps.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { mailBrandOfTenant } from '../portals/mail-brand.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import type { ZeichnungRow } from './subscriptions.repository.ts';
import type { ZeichnungsscheinData } from './zeichnungsschein.ts';

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

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

type MailExecutor = Parameters<Deps['mailer']['send']>[0];

/** Every mail to an investor speaks for the investor's provider (its portal's name, logo and colours). */
export const investorMailBrand = (deps: Deps, exec: MailExecutor, inv: InvestorWithUser) =>
  mailBrandOfTenant(deps.config, exec, inv.investor.superuserId, 'investor');

/** The confirmation after finishing, with the filled document attached when there is one. */
export async function mailConfirmation(
  deps: Deps,
  exec: MailExecutor,
  z: ZeichnungRow,
  p: ProductRow,
  inv: InvestorWithUser,
  fileId: string | null,
) {
  const content = renderMail(
    {
      greeting: zeichnungTexts.greeting(inv.user.firstName, inv.user.lastName),
      paragraphs: [zeichnungTexts.confirmationBody(p.name ?? '')],
    },
    await investorMailBrand(deps, exec, inv),
  );
  await deps.mailer.send(exec, {
    to: inv.user.email,
    subject: zeichnungTexts.confirmationSubject,
    ...content,
    attachments: fileId ? [{ filename: `Zeichnungsschein-${z.id}.docx`, fileId, contentType: DOCX }] : [],
  });
}

export async function mailAccepted(deps: Deps, exec: MailExecutor, p: ProductRow, inv: InvestorWithUser) {
  const content = renderMail(
    {
      greeting: zeichnungTexts.greeting(inv.user.firstName, inv.user.lastName),
      paragraphs: [zeichnungTexts.acceptedBody(p.name ?? '')],
    },
    await investorMailBrand(deps, exec, inv),
  );
  await deps.mailer.send(exec, { to: inv.user.email, subject: zeichnungTexts.acceptedSubject, ...content });
}
