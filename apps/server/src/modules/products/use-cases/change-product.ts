// The frame every use case of `PUT /product/{id}/update` shares: one transaction that locks the product, checks
// the caller operates it, saves the fields and files of the body, runs the use case's own step and writes the
// audit entry.
import {
  AppError,
  ECONOMIC_FIELDS,
  fixedSecurityType,
  type ProductFields,
  type ProductKind,
  type ProductWizardStep,
  productFieldsSchema,
  productTexts,
  type RuleContext,
  validateProductStep,
  validateWholeProduct,
} from '@zp/domain';
import { type ProductControl, productControlSchema } from '@zp/domain/products/products.contract';
import { assertCanOperateProduct } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { syncContractWithProduct } from '../../smart-contracts/smart-contracts.service.ts';
import { type ProductRow, toColumns, toState } from '../product.mapper.ts';
import * as repo from '../products.repository.ts';
import { assertKindBooked, tenantIssuer } from '../products.service.ts';
import { saveProductFiles } from './save-product-files.ts';

/** A saved change inside its transaction, handed to the use case's step. */
export interface ProductChange {
  tx: Executor;
  c: AuthClaims;
  actor: Actor;
  current: ProductRow;
  row: ProductRow;
  kind: ProductKind;
  control: ProductControl;
  ctx: RuleContext;
}
export type ProductStep = (change: ProductChange) => Promise<ProductRow>;

export async function changeProduct(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  form: FormInput,
  step?: ProductStep,
) {
  const patch = parseFields(productFieldsSchema, form.fields);
  const control = parseFields(productControlSchema, form.fields);
  return deps.db.transaction(async (tx) => {
    const current = await repo.findProduct(tx, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    assertCanOperateProduct(c, current);
    const saved = await saveChanges(deps, tx, c, current, patch, form.files);
    const change: ProductChange = { tx, c, actor, current, control, ...saved };
    if (control.validateStep) assertStepValid(change, control.validateStep);
    if (current.status === 'F') await keepFinished(change);
    const row = step ? await step(change) : saved.row;
    await writeAudit(tx, actor, {
      action: auditAction(current, row),
      entity: 'product',
      entityId: id,
      before: current,
      after: row,
    });
    return row;
  });
}

async function saveChanges(
  deps: Deps,
  tx: Executor,
  c: AuthClaims,
  current: ProductRow,
  patch: ProductFields,
  files: FormInput['files'],
) {
  const kind = (patch.kind ?? current.kind) as ProductKind;
  if (patch.kind != null && patch.kind !== current.kind)
    await assertKindBooked(tx, current.superuserId, kind);
  const fixed = fixedSecurityType(kind);
  if (fixed !== null) patch.securityType = fixed;
  if (changedEconomicFields(patch, current).length > 0) {
    const subs = await repo.subscriptionCounts(tx, current.id);
    if (subs.beyondO > 0) throw new AppError('CONFLICT', { detail: productTexts.notEditable });
  }
  if (patch.issuer != null && patch.issuer !== current.issuerId) {
    const issuer = await tenantIssuer(tx, c, patch.issuer);
    if (issuer.superuserId !== current.superuserId)
      throw AppError.validation({ issuer: 'Dieser Emittent existiert nicht.' });
  }
  const images = await saveProductFiles(deps, tx, current, files, c.userId);
  const columns = toColumns(patch, current);
  if (Object.keys(images).length) columns.images = { ...current.images, ...images };
  const row = await repo.updateProductRow(tx, current.id, { ...columns, updatedAt: new Date() });
  const uploadedDocuments = (await repo.documentsOf(tx, current.id)).map((d) => d.type);
  return { row, kind, ctx: { today: deps.clock.today(), uploadedDocuments } };
}

function assertStepValid({ row, kind, ctx }: ProductChange, step: string) {
  const errors = validateProductStep(step as ProductWizardStep, { ...toState(row), kind }, ctx);
  if (Object.keys(errors).length) throw AppError.validation(errors);
}

/**
 * A finished product stays complete: a save may not add rule violations (e.g. volume over the kind maximum).
 * Its contract follows the token terms while undeployed; once deployed they are frozen.
 */
async function keepFinished({ tx, actor, current, row, kind, ctx }: ProductChange) {
  if (kind !== 12) {
    const before = validateWholeProduct(toState(current), ctx);
    const after = validateWholeProduct({ ...toState(row), kind }, ctx);
    const added = Object.entries(after).filter(([field, message]) => before[field] !== message);
    if (added.length) throw AppError.validation(Object.fromEntries(added));
  }
  await syncContractWithProduct(tx, actor, row);
}

/** Economic terms changed by the patch (values that differ from the current product). */
function changedEconomicFields(patch: ProductFields, current: ProductRow): string[] {
  const state = toState(current) as Record<string, unknown>;
  const p = patch as Record<string, unknown>;
  return ECONOMIC_FIELDS.filter((f) => p[f] !== undefined && (p[f] ?? null) !== (state[f] ?? null));
}

const auditAction = (before: ProductRow, after: ProductRow) =>
  after.isZeichnable !== before.isZeichnable
    ? after.isZeichnable
      ? 'product.release'
      : 'product.withdraw'
    : after.status !== before.status
      ? 'product.finish'
      : 'product.update';
