import { formatDate, formatReference, friendlyIban, paymentTexts, zeichnungTexts } from '@zp/domain';
import type { InvestorWithUser } from '../../access/index.ts';
import type { Deps } from '../../deps.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { mailBrandOfTenant } from '../portals/mail-brand.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import { paymentInstructionsOf, qrAttachment } from './payment.ts';
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
  withdrawalNotice: string[] = [],
) {
  const notice = withdrawalNotice.length ? [zeichnungTexts.withdrawalNoticeTitle, ...withdrawalNotice] : [];
  const content = renderMail(
    {
      greeting: zeichnungTexts.greeting(inv.user.firstName, inv.user.lastName),
      paragraphs: [zeichnungTexts.confirmationBody(p.name ?? ''), ...notice],
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

/**
 * The acceptance, with the payment instructions (issue 16): amount, account, reference, deadline, the standing
 * order of an instalment plan, and the GiroCode as a PNG attachment.
 */
export async function mailAccepted(
  deps: Deps,
  exec: MailExecutor,
  z: ZeichnungRow,
  p: ProductRow,
  inv: InvestorWithUser,
) {
  const product = p.name ?? '';
  const pay = await paymentInstructionsOf(exec, z, p);
  const paragraphs: string[] = [];
  const attachments = [];
  if (!pay?.account) paragraphs.push(paymentTexts.mailNoAccount(product));
  else {
    const a = pay.account;
    const reference = formatReference(pay.reference);
    if (pay.amountCents > 0) {
      paragraphs.push(paymentTexts.mailIntro(product));
      paragraphs.push(
        paymentTexts.mailLines({
          amountCents: pay.amountCents,
          holder: a.accountHolder,
          iban: friendlyIban(a.iban),
          bic: a.bic,
          bankName: a.bankName ?? '',
          reference,
          deadline: pay.deadline,
        }),
      );
      paragraphs.push(paymentTexts.mailReferenceNote);
    } else paragraphs.push(paymentTexts.mailNoFirstPayment(product));
    const so = pay.standingOrder;
    if (so) {
      paragraphs.push(
        paymentTexts.mailStandingOrder({
          monthlyCents: so.monthlyCents,
          first: so.firstExecution,
          last: so.lastExecution,
          count: so.count,
          reference,
        }),
      );
      if (pay.amountCents === 0)
        paragraphs.push(
          paymentTexts.mailAccountLines({
            holder: a.accountHolder,
            iban: friendlyIban(a.iban),
            bic: a.bic,
            bankName: a.bankName ?? '',
          }),
        );
    }
    const qr = await qrAttachment(deps, exec, z.id, pay.epcPayload, inv.user.id);
    if (qr) attachments.push(qr);
  }
  const content = renderMail(
    { greeting: zeichnungTexts.greeting(inv.user.firstName, inv.user.lastName), paragraphs },
    await investorMailBrand(deps, exec, inv),
  );
  await deps.mailer.send(exec, {
    to: inv.user.email,
    subject: zeichnungTexts.acceptedSubject,
    ...content,
    attachments,
  });
}
