import {
  AppError,
  COUNTRIES,
  emailField,
  issuerTexts,
  optional,
  optionalText,
  personFields,
  requiredText,
  salutationField,
} from '@zp/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { issuerDocuments, issuers, products, superusers, users } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { type FormInput, parseFields } from '../../lib/multipart.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { sendInvitation } from '../accounts/signup.service.ts';
import * as repo from './issuers.repository.ts';

export const ISSUER_DOCUMENTS = {
  projectFinanceContract: issuerTexts.uploadProjectFinanceContract,
  dataPrivacy: issuerTexts.uploadDataPrivacy,
  orderPrivacyContract: issuerTexts.uploadOrderPrivacyContract,
} as const;
export type IssuerDocumentType = keyof typeof ISSUER_DOCUMENTS;
export const ISSUER_DOCUMENT_TYPES = Object.keys(ISSUER_DOCUMENTS) as IssuerDocumentType[];

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

export const issuerCreateSchema = z.object({
  email: emailField,
  salutation: salutationField,
  title: optionalText(2, 30),
  firstName: requiredText(2, 30),
  lastName: requiredText(2, 30),
  company: requiredText(2, 30),
  isCompany: bool,
  ceo: optionalText(2, 50),
  street: optionalText(2, 255),
  houseNumber: optionalText(1, 20),
  zipCode: personFields.zipCode,
  city: optionalText(2, 255),
  country: optional(z.enum(COUNTRIES)),
  superuser: z.coerce.number().int().min(1, 'Dieses Feld wird benötigt'),
});

export const issuerUpdateSchema = issuerCreateSchema
  .omit({ superuser: true, email: true })
  .partial()
  .extend({ isTest: bool });

/** Which issuers the caller sees (null = none): admin all, superuser its tenant, reseller its superusers', issuer itself. */
export function issuerScope(caller: AuthClaims, exec: Executor): SQL | null | undefined {
  if (caller.role === 'admin') return undefined;
  if (caller.role === 'superuser' && caller.tenantId != null) return eq(issuers.superuserId, caller.tenantId);
  if (caller.role === 'issuer') return eq(issuers.id, caller.roleId);
  if (caller.role === 'reseller')
    return inArray(issuers.superuserId, repo.recruitedSuperusers(exec, caller.roleId));
  return null;
}

export async function getIssuer(exec: Executor, caller: AuthClaims, id: number, write = false) {
  const row = await repo.findIssuer(exec, id);
  if (!row) throw new AppError('NOT_FOUND');
  const i = row.issuer;
  const ok =
    caller.role === 'admin' ||
    (caller.role === 'superuser' && caller.tenantId === i.superuserId) ||
    (caller.role === 'issuer' && caller.roleId === i.id) ||
    (!write &&
      caller.role === 'reseller' &&
      (await repo.recruitedSuperusers(exec, caller.roleId)).some((s) => s.id === i.superuserId));
  if (!ok) throw new AppError('NOT_FOUND');
  return row;
}

/** Saves the uploaded issuer PDFs; `required` lists types that must be present (creation). */
async function saveDocuments(
  deps: Deps,
  exec: Executor,
  issuerId: number,
  files: FormInput['files'],
  ownerUserId: number,
  required: boolean,
) {
  const errors: Record<string, string> = {};
  if (required) for (const t of ISSUER_DOCUMENT_TYPES) if (!files[t]) errors[t] = ISSUER_DOCUMENTS[t];
  if (Object.keys(errors).length) throw AppError.validation(errors);
  for (const type of ISSUER_DOCUMENT_TYPES) {
    const file = files[type];
    if (!file) continue;
    let fileId: string;
    try {
      fileId = (
        await deps.files.save(exec, {
          buffer: file.buffer,
          originalName: file.filename,
          check: { label: 'Dokument', extensions: ['pdf'] },
          ownerUserId,
        })
      ).id;
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw AppError.validation({ [type]: err.detail });
      throw err;
    }
    await exec
      .insert(issuerDocuments)
      .values({ issuerId, type, fileId })
      .onConflictDoUpdate({
        target: [issuerDocuments.issuerId, issuerDocuments.type],
        set: { fileId, updatedAt: sql`now()` },
      });
  }
}

export async function createIssuer(deps: Deps, caller: AuthClaims, actor: Actor, form: FormInput) {
  const input = parseFields(issuerCreateSchema, form.fields);
  const missing = ISSUER_DOCUMENT_TYPES.filter((t) => !form.files[t]);
  if (missing.length)
    throw AppError.validation(Object.fromEntries(missing.map((t) => [t, ISSUER_DOCUMENTS[t]])));
  const [provider] = await deps.db.select().from(superusers).where(eq(superusers.id, input.superuser));
  if (!provider) throw AppError.validation({ superuser: 'Dieser Superuser existiert nicht.' });
  const taken = () =>
    new AppError('CONFLICT', { detail: issuerTexts.emailInUse, errors: { email: issuerTexts.emailInUse } });
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.scope, 'main')));
  if (existing) throw taken();
  const { superuser, isCompany, ...person } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...person, role: 'issuer', scope: 'main', isCompany: isCompany ?? true })
        .returning();
      const [issuer] = await tx
        .insert(issuers)
        .values({ userId: user!.id, superuserId: superuser })
        .returning();
      await saveDocuments(deps, tx, issuer!.id, form.files, caller.userId, true);
      const name = await repo.providerName(tx, superuser);
      await sendInvitation(deps, tx, user!, {
        subject: issuerTexts.registrationSubject,
        body: issuerTexts.registrationBody(name),
      });
      await writeAudit(tx, actor, {
        action: 'issuer.create',
        entity: 'issuer',
        entityId: issuer!.id,
        after: { issuer, email: user!.email },
      });
      return issuer!.id;
    });
  } catch (err) {
    // drizzle wraps the driver error: the SQLSTATE is on the error itself or on its cause.
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw taken();
    throw err;
  }
}

export async function updateIssuer(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  form: FormInput,
) {
  const input = parseFields(issuerUpdateSchema, form.fields);
  if (input.isTest !== undefined && caller.role !== 'admin') throw new AppError('FORBIDDEN');
  await deps.db.transaction(async (tx) => {
    const row = await getIssuer(tx, caller, id, true);
    const { isTest, ...person } = input;
    if (Object.keys(person).length)
      await tx
        .update(users)
        .set({ ...person, updatedAt: new Date() })
        .where(eq(users.id, row.user.id));
    if (isTest !== undefined) await tx.update(issuers).set({ isTest }).where(eq(issuers.id, id));
    await saveDocuments(deps, tx, id, form.files, caller.userId, false);
    await writeAudit(tx, actor, {
      action: 'issuer.update',
      entity: 'issuer',
      entityId: id,
      after: { ...input, files: Object.keys(form.files) },
    });
  });
}

/**
 * DECISIONS.md: admin only, and only if the issuer never logged in and none of its products has a subscription.
 * Products are kept for the records but hidden (soft delete); the login is disabled and its e-mail freed.
 */
export async function deleteIssuer(deps: Deps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findIssuer(tx, id, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.user.hasLoggedin) throw new AppError('CONFLICT', { detail: issuerTexts.notDeletableLoggedIn });
    if ((await repo.subscriptionCount(tx, id)) > 0)
      throw new AppError('CONFLICT', { detail: issuerTexts.notDeletableSubscriptions });
    const now = new Date();
    const removed = await tx
      .update(products)
      .set({ deletedAt: now, isZeichnable: false })
      .where(and(eq(products.issuerId, id), isNull(products.deletedAt)))
      .returning({ id: products.id });
    await tx.update(issuers).set({ deletedAt: now }).where(eq(issuers.id, id));
    await tx
      .update(users)
      .set({
        isActive: false,
        passwordHash: null,
        email: `geloescht-${row.user.id}-${row.user.email}`,
        updatedAt: now,
      })
      .where(eq(users.id, row.user.id));
    await writeAudit(tx, actor, {
      action: 'issuer.delete',
      entity: 'issuer',
      entityId: id,
      before: { issuer: row.issuer, email: row.user.email },
      after: { deletedProducts: removed.map((p) => p.id) },
    });
  });
}

export async function resendRegistration(deps: Deps, caller: AuthClaims, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await getIssuer(tx, caller, id, true);
    if (caller.role === 'issuer') throw new AppError('FORBIDDEN');
    const name = await repo.providerName(tx, row.issuer.superuserId);
    await sendInvitation(deps, tx, row.user, {
      subject: issuerTexts.registrationSubject,
      body: issuerTexts.registrationBody(name),
    });
    await writeAudit(tx, actor, { action: 'issuer.registration_resent', entity: 'issuer', entityId: id });
  });
}
