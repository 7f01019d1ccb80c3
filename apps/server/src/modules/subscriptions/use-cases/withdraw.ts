import { AppError, formatDate, formatEuro, withdrawalEndsOn, zeichnungTexts } from '@zp/domain';
import {
  assertZeichnungAccess,
  investorWithUser,
  issuerAddressOf,
  productOf,
} from '../../../access/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { clawBack } from '../../commissions/commissions.service.ts';
import { releaseVolume } from '../../products/volume.ts';
import { investorMailBrand } from '../documents.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';

/**
 * The investor's withdrawal (Widerruf, docs/decisions/012): its own subscription in status F or A, up to the last
 * day of the 14-day period (deps.clock). In ONE transaction: status W + withdrawnAt (one conditional UPDATE, so a
 * double click withdraws once), the volume given back to the product, the audit entry and the mails to investor
 * and issuer through the outbox. The record stays; its commissions are clawed back (negative records) and token transfers follow it (approve-commission,
 * confirm-token-transfer).
 */
export async function withdrawZeichnung({ deps, caller, actor }: UseCaseContext, id: number) {
  const today = deps.clock.today();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const z = await repo.findZeichnung(tx, id, true);
    if (!z) throw new AppError('NOT_FOUND');
    const p = await productOf(tx, z.productId);
    // Only the investor itself withdraws: the operator side is told no, everybody else does not see it.
    if (assertZeichnungAccess(caller, z, p) !== 'investor') throw new AppError('FORBIDDEN');
    if (z.status === 'W') throw new AppError('CONFLICT', { detail: zeichnungTexts.withdrawAlready });
    if ((z.status !== 'F' && z.status !== 'A') || !z.finishedAt)
      throw new AppError('CONFLICT', { detail: zeichnungTexts.withdrawOnlyFinished });
    const endsOn = withdrawalEndsOn(z.finishedAt);
    if (today > endsOn)
      throw new AppError('CONFLICT', { detail: zeichnungTexts.withdrawPeriodOver(formatDate(endsOn)) });
    const row = await repo.markWithdrawn(tx, id, now);
    if (!row) throw new AppError('CONFLICT', { detail: zeichnungTexts.withdrawAlready });
    await releaseVolume(tx, z.productId, z.volumeCents);
    // Commissions of a paid subscription are reversed by negative records (issue 17, docs/decisions/016).
    await clawBack(tx, id, actor);
    await writeAudit(tx, actor, {
      action: 'zeichnung.withdraw',
      entity: 'zeichnung',
      entityId: id,
      before: z,
      after: row,
    });
    const date = formatDate(now);
    const inv = z.investorId ? await investorWithUser(tx, z.investorId) : null;
    if (inv) {
      const content = renderMail(
        {
          greeting: zeichnungTexts.greeting(inv.user.firstName, inv.user.lastName),
          paragraphs: [zeichnungTexts.withdrawnBody(p.name ?? '', date)],
        },
        await investorMailBrand(deps, tx, inv),
      );
      await deps.mailer.send(tx, {
        to: inv.user.email,
        subject: zeichnungTexts.withdrawnSubject,
        ...content,
      });
    }
    const issuer = p.issuerId ? await issuerAddressOf(tx, p.issuerId) : null;
    if (issuer?.email) {
      const investor = inv ? `${inv.user.firstName ?? ''} ${inv.user.lastName ?? ''}`.trim() : '';
      const content = renderMail({
        greeting: zeichnungTexts.issuerGreeting,
        paragraphs: [
          zeichnungTexts.withdrawnIssuerBody(investor, p.name ?? '', formatEuro(z.volumeCents / 100), date),
        ],
      });
      await deps.mailer.send(tx, {
        to: issuer.email,
        subject: zeichnungTexts.withdrawnIssuerSubject,
        ...content,
      });
    }
    return row;
  });
}
