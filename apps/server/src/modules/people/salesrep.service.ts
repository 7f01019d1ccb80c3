import { AppError, mailTexts } from '@zp/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { salesreps, superusers, users } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { renderMail } from '../../lib/mail-template.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { downlineIds } from './people.repository.ts';

export type SalesrepRow = typeof salesreps.$inferSelect;

export interface SalesrepPatch {
  kind?: 'T' | '34' | '32';
  registrationNumber?: string | null;
  isApproved?: boolean;
}

const KIND_LABEL = { '34': '§34f GewO', '32': '§15 WpIG' } as const;

async function lockSalesrep(exec: Executor, id: number): Promise<SalesrepRow> {
  const [row] = await exec.select().from(salesreps).where(eq(salesreps.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Who may touch a salesrep: itself, its provider (superuser of the tenant) or the admin. */
async function assertAccess(exec: Executor, caller: AuthClaims, row: SalesrepRow, write: boolean) {
  if (caller.role === 'admin') return;
  if (!write && caller.role === 'salesrep' && (await downlineIds(exec, caller.roleId)).includes(row.id))
    return;
  if (caller.role === 'salesrep' && caller.roleId === row.id) return;
  if (caller.role === 'superuser' && caller.tenantId === row.superuserId) return;
  if (!write && caller.role === 'issuer' && caller.tenantId === row.superuserId) return;
  throw new AppError('NOT_FOUND');
}

/**
 * Kind T saves directly; 34 and 32 become a licence request (isRequesting) the provider approves or rejects
 * (spec 001 §4 Salesrep). Approval state is the provider's (or admin's) alone.
 */
export async function updateSalesrep(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  patch: SalesrepPatch,
) {
  return deps.db.transaction(async (tx) => {
    const row = await lockSalesrep(tx, id);
    await assertAccess(tx, caller, row, true);
    const next: Partial<SalesrepRow> = {};
    if (patch.registrationNumber !== undefined) next.registrationNumber = patch.registrationNumber;
    if (patch.kind !== undefined && patch.kind !== row.kind) {
      if (patch.kind === 'T')
        Object.assign(next, { kind: 'T', isApproved: false, isRequesting: false, kindRequesting: null });
      else Object.assign(next, { kindRequesting: patch.kind, isRequesting: true });
    }
    if (patch.isApproved !== undefined) {
      if (caller.role !== 'superuser' && caller.role !== 'admin') throw new AppError('FORBIDDEN');
      if (patch.isApproved) {
        if (!row.isRequesting || !row.kindRequesting)
          throw new AppError('CONFLICT', { detail: 'Es liegt keine offene Anfrage vor.' });
        Object.assign(next, {
          kind: row.kindRequesting,
          isApproved: true,
          isRequesting: false,
          kindRequesting: null,
        });
      } else {
        Object.assign(next, {
          isApproved: false,
          isRequesting: false,
          kindRequesting: null,
          kind: row.isApproved ? 'T' : row.kind,
        });
      }
    }
    if (Object.keys(next).length === 0) return row;
    const [updated] = await tx.update(salesreps).set(next).where(eq(salesreps.id, id)).returning();
    await writeAudit(tx, actor, {
      action: 'salesrep.update',
      entity: 'salesrep',
      entityId: id,
      before: row,
      after: updated,
    });
    if (next.isRequesting) await mailProvider(deps, tx, updated!);
    return updated!;
  });
}

async function mailProvider(deps: Deps, exec: Executor, row: SalesrepRow) {
  const [rep] = await exec.select().from(users).where(eq(users.id, row.userId));
  const [provider] = await exec
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(superusers.id, row.superuserId));
  if (!rep || !provider) return;
  const kind = KIND_LABEL[row.kindRequesting as '34' | '32'];
  const content = renderMail({
    greeting: `Guten Tag ${provider.firstName} ${provider.lastName},`,
    paragraphs: [mailTexts.licenceRequestBody(`${rep.firstName} ${rep.lastName}`, kind)],
  });
  await deps.mailer.send(exec, { to: provider.email, subject: mailTexts.licenceRequestSubject, ...content });
}

export async function getSalesrep(exec: Executor, caller: AuthClaims, id: number) {
  const [row] = await exec.select().from(salesreps).where(eq(salesreps.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  await assertAccess(exec, caller, row, false);
  return row;
}

/** Walks up the hierarchy to the first approved, licensed (34/32) salesrep; unlicensed ones resolve to it. */
export async function nextLicensedSalesrep(exec: Executor, caller: AuthClaims, id: number) {
  let row: SalesrepRow | undefined = await getSalesrep(exec, caller, id);
  const seen = new Set<number>();
  while (row && !seen.has(row.id)) {
    if (row.isApproved && row.kind !== 'T') return row;
    seen.add(row.id);
    if (row.headSalesrepId == null) break;
    [row] = await exec.select().from(salesreps).where(eq(salesreps.id, row.headSalesrepId));
  }
  throw new AppError('NOT_FOUND', { detail: 'Kein lizensierter Affiliate Partner gefunden.' });
}
