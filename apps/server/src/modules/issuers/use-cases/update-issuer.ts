import { AppError, can } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { updateLogin } from '../../accounts/accounts.service.ts';
import * as repo from '../issuers.repository.ts';
import {
  assertPaymentAccount,
  getIssuer,
  issuerUpdateSchema,
  saveIssuerDocuments,
  splitPaymentAccount,
} from '../issuers.service.ts';

/** `PUT /issuer/{id}/update`: the user fields and documents; marking a test issuer is the operator's. */
export async function updateIssuer(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  form: FormInput,
) {
  const { account, rest: input } = splitPaymentAccount(parseFields(issuerUpdateSchema, form.fields));
  if (input.isTest !== undefined && !can(caller.role, 'issuer.markTest')) throw new AppError('FORBIDDEN');
  await deps.db.transaction(async (tx) => {
    const row = await getIssuer(tx, caller, id, true);
    const { isTest, ...person } = input;
    if (Object.keys(person).length) await updateLogin(tx, row.user.id, person);
    if (isTest !== undefined) await repo.setIssuer(tx, id, { isTest });
    if (Object.keys(account).length) {
      const i = row.issuer;
      assertPaymentAccount({
        paymentAccountHolder: i.paymentAccountHolder,
        paymentIban: i.paymentIban,
        paymentBic: i.paymentBic,
        paymentBankName: i.paymentBankName,
        ...account,
      });
      await repo.setIssuer(tx, id, account);
    }
    await saveIssuerDocuments(deps, tx, id, form.files, caller.userId, false);
    await writeAudit(tx, actor, {
      action: 'issuer.update',
      entity: 'issuer',
      entityId: id,
      after: { ...input, ...account, files: Object.keys(form.files) },
    });
  });
}
