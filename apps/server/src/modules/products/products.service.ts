import {
  AppError,
  ECONOMIC_FIELDS,
  fixedSecurityType,
  IMAGE_CHECK,
  isKindUnlocked,
  modulesForKind,
  PRODUCT_DOCUMENT_TYPES,
  PRODUCT_DOCUMENTS,
  PRODUCT_IMAGES,
  type ProductDocumentType,
  type ProductFields,
  type ProductKind,
  type ProductWizardStep,
  productFieldsSchema,
  productTexts,
  todayIso,
  validateProductStep,
  validateWholeProduct,
} from '@zp/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { assertCanWrite } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import { issuers, productDocuments, products } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import { type FormInput, parseFields } from '../../lib/multipart.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { bookedModules } from '../bookings/bookings.service.ts';
import {
  contractStatusOf,
  createForFinishedProduct,
  syncContractWithProduct,
} from '../smart-contracts/smart-contracts.service.ts';
import { type ProductRow, toColumns, toState } from './product.mapper.ts';
import * as repo from './products.repository.ts';
import { type ContractStatusLookup, missingForRelease } from './release.ts';

export const PRODUCT_FILE_FIELDS: string[] = [...PRODUCT_DOCUMENT_TYPES, ...PRODUCT_IMAGES];

const controlSchema = z.object({
  validateStep: z.enum(['general', 'optional', 'payments', 'dates', 'experience', 'documents']).optional(),
  status: z.enum(['O', 'F']).optional(),
  isZeichnable: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean().optional(),
  ),
});

async function tenantIssuer(exec: Executor, c: AuthClaims, issuerId: number) {
  const issuer = await repo.findIssuerRow(exec, issuerId);
  const ok =
    issuer &&
    (c.role === 'admin' ||
      (c.role === 'superuser' && c.tenantId === issuer.superuserId) ||
      (c.role === 'issuer' && c.roleId === issuer.id));
  if (!ok) throw AppError.validation({ issuer: 'Dieser Emittent existiert nicht.' });
  return issuer;
}

/** Gating (spec 001 §4): a kind needs one of its modules booked by the tenant. */
async function assertKindBooked(exec: Executor, superuserId: number, kind: ProductKind) {
  const booked = await bookedModules(exec, superuserId);
  if (!isKindUnlocked(kind, booked)) {
    throw new AppError('CONFLICT', {
      detail: productTexts.kindNotBooked,
      extra: { missingModules: modulesForKind(kind) },
    });
  }
}

export async function createProduct(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  issuerId: number | undefined,
  copyOf?: ProductRow,
) {
  return deps.db.transaction(async (tx) => {
    if (issuerId === undefined) {
      const scope =
        c.role === 'admin'
          ? undefined
          : c.role === 'issuer'
            ? eq(issuers.id, c.roleId)
            : eq(issuers.superuserId, c.tenantId ?? 0);
      if ((await repo.countIssuers(tx, scope)) === 0)
        throw new AppError('CONFLICT', { detail: productTexts.noIssuer });
      throw AppError.validation({ issuer: 'Dieses Feld wird benötigt' });
    }
    const issuer = await tenantIssuer(tx, c, issuerId);
    if (copyOf) await assertKindBooked(tx, issuer.superuserId, 12);
    const base = copyOf
      ? (() => {
          const { id: _i, uuid: _u, dateOfCreation: _d, updatedAt: _up, deletedAt: _del, ...rest } = copyOf;
          return {
            ...rest,
            kind: 12,
            status: 'O' as const,
            isZeichnable: false,
            investedVolumeCents: copyOf.investedVolumeCents,
            copyOfProductId: copyOf.id,
            activeStep: 0,
          };
        })()
      : { kind: 0, status: 'O' as const };
    const [row] = await tx
      .insert(products)
      .values({ ...base, superuserId: issuer.superuserId, issuerId: issuer.id })
      .returning();
    if (copyOf) {
      const docs = await repo.documentsOf(tx, copyOf.id);
      if (docs.length)
        await tx
          .insert(productDocuments)
          .values(docs.map((d) => ({ productId: row!.id, type: d.type, fileId: d.fileId })));
    }
    await writeAudit(tx, actor, {
      action: copyOf ? 'product.create_funded' : 'product.create',
      entity: 'product',
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

async function saveFiles(
  deps: Deps,
  exec: Executor,
  p: ProductRow,
  files: FormInput['files'],
  ownerUserId: number,
) {
  const images: Record<string, string> = {};
  for (const [field, file] of Object.entries(files)) {
    const isDoc = (PRODUCT_DOCUMENT_TYPES as string[]).includes(field);
    const check = isDoc ? PRODUCT_DOCUMENTS[field as ProductDocumentType] : IMAGE_CHECK;
    if (!/^[^/\\<>:"|?*]{1,200}$/.test(file.filename))
      throw AppError.validation({ [field]: productTexts.wrongFileName });
    let id: string;
    try {
      const saved = await deps.files.save(exec, {
        buffer: file.buffer,
        originalName: file.filename,
        check,
        visibility: isDoc ? 'private' : 'public',
        ownerUserId,
      });
      id = saved.id;
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw AppError.validation({ [field]: err.detail });
      throw err;
    }
    if (isDoc) {
      await exec
        .insert(productDocuments)
        .values({ productId: p.id, type: field, fileId: id })
        .onConflictDoUpdate({
          target: [productDocuments.productId, productDocuments.type],
          set: { fileId: id, updatedAt: sql`now()` },
        });
    } else images[field] = id;
  }
  return images;
}

/** Economic terms changed by the patch (values that differ from the current product). */
function changedEconomicFields(patch: ProductFields, current: ProductRow): string[] {
  const state = toState(current) as Record<string, unknown>;
  const p = patch as Record<string, unknown>;
  return ECONOMIC_FIELDS.filter((f) => p[f] !== undefined && (p[f] ?? null) !== (state[f] ?? null));
}

/**
 * PUT /product/{id}/update: partial save of any fields and files; `validateStep` checks that wizard step,
 * `status: 'F'` finishes, `isZeichnable` releases (after the precondition check) or withdraws.
 */
export async function updateProduct(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  form: FormInput,
  contractStatus: ContractStatusLookup = contractStatusOf,
) {
  const patch = parseFields(productFieldsSchema, form.fields);
  const control = parseFields(controlSchema, form.fields);
  return deps.db.transaction(async (tx) => {
    const current = await repo.findProduct(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    assertCanWrite(c, current);
    const kind = (patch.kind ?? current.kind) as ProductKind;
    if (patch.kind != null && patch.kind !== current.kind)
      await assertKindBooked(tx, current.superuserId, kind);
    const fixed = fixedSecurityType(kind);
    if (fixed !== null) patch.securityType = fixed;
    if (changedEconomicFields(patch, current).length > 0) {
      const subs = await repo.subscriptionCounts(tx, id);
      if (subs.beyondO > 0) throw new AppError('CONFLICT', { detail: productTexts.notEditable });
    }
    if (patch.issuer != null && patch.issuer !== current.issuerId) {
      const issuer = await tenantIssuer(tx, c, patch.issuer);
      if (issuer.superuserId !== current.superuserId)
        throw AppError.validation({ issuer: 'Dieser Emittent existiert nicht.' });
    }
    const images = await saveFiles(deps, tx, current, form.files, c.userId);
    const columns = toColumns(patch, current);
    if (Object.keys(images).length) columns.images = { ...current.images, ...images };
    const [merged] = await tx
      .update(products)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    let row = merged!;
    const ctx = { today: todayIso(), uploadedDocuments: (await repo.documentsOf(tx, id)).map((d) => d.type) };
    if (control.validateStep) {
      const errors = validateProductStep(
        control.validateStep as ProductWizardStep,
        { ...toState(row), kind },
        ctx,
      );
      if (Object.keys(errors).length) throw AppError.validation(errors);
    }
    if (current.status === 'F' && kind !== 12) {
      // A finished product stays complete: a save may not add rule violations (e.g. volume over the kind maximum).
      const before = validateWholeProduct(toState(current), ctx);
      const after = validateWholeProduct({ ...toState(row), kind }, ctx);
      const added = Object.entries(after).filter(([field, message]) => before[field] !== message);
      if (added.length) throw AppError.validation(Object.fromEntries(added));
    }
    if (control.status === 'F' && row.status !== 'F') {
      if (kind !== 12) {
        const errors = validateWholeProduct({ ...toState(row), kind }, ctx);
        if (Object.keys(errors).length) throw AppError.validation(errors);
      }
      await assertKindBooked(tx, row.superuserId, kind);
      [row] = (await tx.update(products).set({ status: 'F' }).where(eq(products.id, id)).returning()) as [
        ProductRow,
      ];
      // A tokenized product gets its smart contract (status C) when it is finished (spec 000 §4).
      await createForFinishedProduct(tx, actor, row);
    } else if (current.status === 'F') {
      // Later saves: the contract follows the token terms while undeployed; once deployed they are frozen.
      await syncContractWithProduct(tx, actor, row);
    }
    if (control.isZeichnable !== undefined && control.isZeichnable !== row.isZeichnable) {
      if (c.role === 'issuer') throw new AppError('FORBIDDEN');
      if (control.isZeichnable) {
        const missing =
          kind === 12 ? [productTexts.notReleased] : await missingForRelease(tx, row, contractStatus);
        if (missing.length) {
          throw new AppError('CONFLICT', {
            detail: productTexts.releaseMissing(missing),
            extra: { missing },
          });
        }
      }
      [row] = (await tx
        .update(products)
        .set({ isZeichnable: control.isZeichnable })
        .where(eq(products.id, id))
        .returning()) as [ProductRow];
    }
    const action =
      row.isZeichnable !== current.isZeichnable
        ? row.isZeichnable
          ? 'product.release'
          : 'product.withdraw'
        : row.status !== current.status
          ? 'product.finish'
          : 'product.update';
    await writeAudit(tx, actor, { action, entity: 'product', entityId: id, before: current, after: row });
    return row;
  });
}

/** DECISIONS.md: only without any subscription and while not subscribable; hidden, never hard-deleted. */
export async function deleteProduct(deps: Deps, c: AuthClaims, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const p = await repo.findProduct(tx, id, true);
    if (!p) throw new AppError('NOT_FOUND');
    assertCanWrite(c, p);
    if (p.isZeichnable || (await repo.subscriptionCounts(tx, id)).all > 0) {
      throw new AppError('CONFLICT', { detail: productTexts.notDeletable });
    }
    await tx.update(products).set({ deletedAt: new Date() }).where(eq(products.id, id));
    await writeAudit(tx, actor, { action: 'product.delete', entity: 'product', entityId: id, before: p });
  });
}
