import { mailTexts } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { ACTIVATION_TTL_MS } from '../../../lib/tokens.ts';
import * as repo from '../accounts.repository.ts';
import { activationLink, portalBaseUrl } from '../links.ts';

/**
 * Invites an account created by someone else (an issuer created by the operator): a fresh activation code and a
 * mail with the link to set the password on the main site. Earlier codes stay valid until they expire.
 */
export async function sendInvitation(
  deps: Deps,
  exec: Executor,
  user: { id: number; email: string; firstName: string; lastName: string },
  mail: { subject: string; body: string },
) {
  const code = await repo.createCode(exec, user.id, 'activation', ACTIVATION_TTL_MS);
  const link = activationLink(
    portalBaseUrl(deps.config, { kind: 'main', subdomain: null }),
    user.email,
    code,
  );
  const content = renderMail({
    greeting: mailTexts.activationGreeting(`${user.firstName} ${user.lastName}`),
    paragraphs: [mail.body],
    action: { label: mailTexts.activationAction, url: link },
  });
  await deps.mailer.send(exec, { to: user.email, subject: mail.subject, ...content });
}
