import { AppError, accountTexts, mailTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { RESET_TTL_MS } from '../../../lib/tokens.ts';
import { mailBrandOfPortal } from '../../portals/mail-brand.ts';
import type { Portal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';
import { portalBaseUrl, resetLink } from '../links.ts';
import { requireScope } from './start-session.ts';

export async function requestPasswordReset(
  deps: Deps,
  portal: Portal,
  email: string,
  actor: Actor,
): Promise<void> {
  const scope = requireScope(portal);
  const user = await repo.findUser(deps.db, email, scope);
  if (!user)
    throw new AppError('NOT_FOUND', {
      detail: accountTexts.unknownEmail,
      errors: { email: accountTexts.unknownEmail },
    });
  if ((await repo.countRecentCodes(deps.db, user.id, 'reset', 3600_000)) >= 3)
    throw new AppError('TOO_MANY_REQUESTS');
  await deps.db.transaction(async (tx) => {
    const code = await repo.createCode(tx, user.id, 'reset', RESET_TTL_MS);
    const link = resetLink(portalBaseUrl(deps.config, portal), user.email, code);
    const content = renderMail(
      {
        greeting: mailTexts.activationGreeting(`${user.firstName} ${user.lastName}`.trim()),
        paragraphs: [mailTexts.resetBody],
        action: { label: mailTexts.resetAction, url: link },
      },
      mailBrandOfPortal(deps.config, portal),
    );
    await deps.mailer.send(tx, { to: user.email, subject: mailTexts.resetSubject, ...content });
    await writeAudit(tx, actor, { action: 'auth.reset_requested', entity: 'user', entityId: user.id });
  });
}
