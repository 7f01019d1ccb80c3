import { bookingTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../bookings.repository.ts';

/** POST /booking/module-request: a price request for a module that is not bookable, mailed to the operator. */
export async function requestModule(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  body: { moduleNumber: number; message: string },
) {
  await deps.db.transaction(async (tx) => {
    await repo.insertModuleRequest(tx, { superuserId: caller.roleId, ...body });
    const content = renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [`Superuser #${caller.roleId} fragt Modul ${body.moduleNumber} an:`, body.message],
    });
    await deps.mailer.send(tx, {
      to: deps.config.operatorEmail,
      subject: bookingTexts.moduleRequestSubject(body.moduleNumber),
      ...content,
    });
    await writeAudit(tx, actor, {
      action: 'booking.module_request',
      entity: 'superuser',
      entityId: caller.roleId,
      after: body,
    });
  });
  return { detail: bookingTexts.requestSent };
}
