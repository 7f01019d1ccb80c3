import { issuerTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { providerName } from '../../accounts/accounts.service.ts';
import { sendInvitation } from '../../accounts/signup.service.ts';
import { getIssuer } from '../issuers.service.ts';

/** `POST /issuer/registration/{id}`: the registration mail again (the route's permission keeps issuers out). */
export async function resendRegistration(deps: Deps, caller: AuthClaims, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await getIssuer(tx, caller, id, true);
    const name = await providerName(tx, row.issuer.superuserId);
    await sendInvitation(deps, tx, row.user, {
      subject: issuerTexts.registrationSubject,
      body: issuerTexts.registrationBody(name),
    });
    await writeAudit(tx, actor, { action: 'issuer.registration_resent', entity: 'issuer', entityId: id });
  });
}
