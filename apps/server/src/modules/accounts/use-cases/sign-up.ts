import { AppError, accountTexts, mailTexts, type Role } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { ACTIVATION_TTL_MS } from '../../../lib/tokens.ts';
import { mailBrandOfPortal } from '../../portals/mail-brand.ts';
import type { Portal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';
import { activationLink, portalBaseUrl } from '../links.ts';
import { requireScope } from './start-session.ts';

export type SignupRole = Extract<Role, 'superuser' | 'reseller' | 'investor' | 'salesrep'>;

export interface SignupData {
  email: string;
  salutation: string;
  title?: string | null;
  firstName: string;
  lastName: string;
  company?: string | null;
  isCompany: boolean;
  newsletter: boolean;
  reseller_uuid?: string;
  salesrep_uuid?: string;
  head_salesrep?: string;
  ppc?: string;
  /** A same-origin path to return to after activation (validated by the contract). */
  next?: string;
}

const PORTAL_OF: Record<SignupRole, Portal['kind']> = {
  superuser: 'main',
  reseller: 'main',
  investor: 'investor',
  salesrep: 'broker',
};

const invalidReferral = (field: string) =>
  AppError.validation({ [field]: 'Der Empfehlungslink ist ungültig oder abgelaufen.' });

/** Finds the referring account by its public uuid, within the same tenant where that matters. */
async function referrer(exec: Executor, uuid: string, role: Role, field: string, tenantId?: number) {
  const user = await repo.findUserByUuid(exec, uuid);
  if (!user || user.role !== role) throw invalidReferral(field);
  const { roleId, tenantId: refTenant } = await repo.roleOf(exec, user);
  if (tenantId !== undefined && refTenant !== tenantId) throw invalidReferral(field);
  return roleId;
}

/** Per kind of account: who may refer it (the query field, the referrer's role) and its role row. */
const ROLE_ROW: {
  [K in SignupRole]: {
    referral: { field: 'reseller_uuid' | 'salesrep_uuid' | 'head_salesrep'; by: Role; sameTenant: boolean };
    row: (
      userId: number,
      referrerId: number | null,
      tenant: number,
      data: SignupData,
    ) => repo.RoleRowValues<K>;
  };
} = {
  superuser: {
    referral: { field: 'reseller_uuid', by: 'reseller', sameTenant: false },
    row: (userId, resellerId) => ({ userId, resellerId }),
  },
  reseller: {
    referral: { field: 'reseller_uuid', by: 'reseller', sameTenant: false },
    row: (userId, parentId) => ({ userId, parentId }),
  },
  investor: {
    referral: { field: 'salesrep_uuid', by: 'salesrep', sameTenant: true },
    row: (userId, salesrepId, superuserId, data) => ({
      userId,
      superuserId,
      salesrepId,
      productCode: data.ppc ?? null,
    }),
  },
  salesrep: {
    referral: { field: 'head_salesrep', by: 'salesrep', sameTenant: true },
    row: (userId, headSalesrepId, superuserId) => ({ userId, superuserId, headSalesrepId }),
  },
};

async function createRoleRow<K extends SignupRole>(
  exec: Executor,
  role: K,
  userId: number,
  data: SignupData,
  tenant: number | null,
) {
  const { referral, row } = ROLE_ROW[role];
  const uuid = data[referral.field];
  const referrerId = uuid
    ? await referrer(exec, uuid, referral.by, referral.field, referral.sameTenant ? tenant! : undefined)
    : null;
  await repo.insertRoleRow(exec, role, row(userId, referrerId, tenant!, data) as repo.RoleRowValues<K>);
}

/** Registers an account on the host's portal and mails its activation link. */
export async function signup(deps: Deps, portal: Portal, role: SignupRole, data: SignupData, actor: Actor) {
  if (portal.kind !== PORTAL_OF[role])
    throw new AppError('FORBIDDEN', { detail: accountTexts.notAllowedHere });
  const scope = requireScope(portal);
  const taken = () =>
    new AppError('CONFLICT', { detail: accountTexts.emailTaken, errors: { email: accountTexts.emailTaken } });
  if (await repo.findUser(deps.db, data.email, scope)) throw taken();
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email: data.email,
        scope,
        role,
        salutation: data.salutation,
        title: data.title ?? null,
        firstName: data.firstName,
        lastName: data.lastName,
        company: data.company ?? null,
        isCompany: data.isCompany,
        newsletter: data.newsletter,
      });
      await createRoleRow(tx, role, user!.id, data, portal.superuserId);
      const code = await repo.createCode(tx, user!.id, 'activation', ACTIVATION_TTL_MS);
      const content = renderMail(
        {
          greeting: mailTexts.activationGreeting(`${data.firstName} ${data.lastName}`),
          paragraphs: [mailTexts.activationBody],
          action: {
            label: mailTexts.activationAction,
            url: activationLink(portalBaseUrl(deps.config, portal), data.email, code, data.next),
          },
        },
        mailBrandOfPortal(deps.config, portal),
      );
      await deps.mailer.send(tx, { to: data.email, subject: mailTexts.activationSubject, ...content });
      await writeAudit(tx, actor, {
        action: 'account.signup',
        entity: 'user',
        entityId: user!.id,
        after: { email: data.email, role, scope },
      });
      return { id: user!.id, email: user!.email };
    });
  } catch (err) {
    // drizzle wraps driver errors (DrizzleQueryError): the SQLSTATE sits on the error or on its cause.
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw taken();
    throw err;
  }
}
