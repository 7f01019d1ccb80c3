import {
  AppError,
  can,
  LANDING_FILE_FIELDS,
  LANDING_FORM_KEYS,
  LANDING_IMAGE_FILES,
  LANDING_LINK_FIELDS,
  LANDING_TEXT_FIELDS,
  type LandingImageField,
  landingFileCheck,
  landingPageFields,
  landingTexts,
  MANAGER_COUNT,
} from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { FormInput, UploadedFile } from '../../../lib/multipart.ts';
import { parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { invalidateLandingHtml } from '../landing-cache.ts';
import { findLandingPage, upsertLandingPage } from '../landing-page.repository.ts';

export interface StoredManager {
  title: string | null;
  name: string | null;
  photoFileId: string | null;
}

/** Whether a form carries landing page fields or files (then the provider-only rules apply). */
export function hasLandingInput(form: FormInput): boolean {
  return (
    Object.keys(form.fields).some((k) => LANDING_FORM_KEYS.includes(k)) ||
    Object.keys(form.files).some((k) => LANDING_FILE_FIELDS.includes(k))
  );
}

/** Only the provider itself (landingPage.edit) edits its own page; everyone else is refused. */
export function assertOwnLandingPage(c: AuthClaims, superuserId: number): void {
  if (!can(c.role, 'landingPage.edit') || c.role !== 'superuser' || c.roleId !== superuserId)
    throw new AppError('FORBIDDEN', { detail: landingTexts.notOwnPage });
}

async function saveImage(deps: Deps, tx: Executor, field: string, file: UploadedFile, ownerUserId: number) {
  try {
    const saved = await deps.files.save(tx, {
      buffer: file.buffer,
      originalName: file.filename,
      check: landingFileCheck(field),
      visibility: 'public',
      ownerUserId,
    });
    return saved.id;
  } catch (err) {
    if (err instanceof AppError && (err.status === 400 || err.status === 415))
      throw AppError.validation({ [field]: err.detail });
    throw err;
  }
}

function removedFiles(raw: string | undefined): Set<string> {
  const names = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.find((n) => !LANDING_FILE_FIELDS.includes(n));
  if (unknown) throw AppError.validation({ removeFiles: `Unbekanntes Feld: ${unknown.slice(0, 40)}` });
  return new Set(names);
}

/**
 * Saves the landing fields of `PUT /superuser/{id}/update`: only the fields sent change (blank clears), texts are
 * stored as plain text, links and colours checked, images stored as public files; audited in the same transaction.
 */
export async function saveLandingPage(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  superuserId: number,
  form: FormInput,
): Promise<void> {
  assertOwnLandingPage(c, superuserId);
  const sent = Object.fromEntries(Object.entries(form.fields).filter(([k]) => LANDING_FORM_KEYS.includes(k)));
  const input = parseFields(landingPageFields, sent) as Record<string, unknown>;
  const removed = removedFiles(input.removeFiles as string | undefined);
  const has = (k: string) => k in sent;

  await deps.db.transaction(async (tx) => {
    const before = await findLandingPage(tx, superuserId, true);
    const content: Record<string, unknown> = { ...(before?.content ?? {}) };
    const files: Record<string, string | null> = { ...(before?.files ?? {}) };

    for (const k of [...Object.keys(LANDING_TEXT_FIELDS), ...LANDING_LINK_FIELDS])
      if (has(k)) content[k] = input[k] ?? null;

    // Managers: five slots (title, name, photo); empty slots are dropped when stored.
    const old = Array.isArray(content.managers) ? (content.managers as StoredManager[]) : [];
    const slots: StoredManager[] = Array.from({ length: MANAGER_COUNT }, (_, i) => ({
      title: old[i]?.title ?? null,
      name: old[i]?.name ?? null,
      photoFileId: old[i]?.photoFileId ?? null,
    }));
    for (let n = 1; n <= MANAGER_COUNT; n++) {
      const slot = slots[n - 1]!;
      if (has(`ceoTitle${n}`)) slot.title = (input[`ceoTitle${n}`] as string | null) ?? null;
      if (has(`ceoName${n}`)) slot.name = (input[`ceoName${n}`] as string | null) ?? null;
      if (removed.has(`ceoPhoto${n}`)) slot.photoFileId = null;
      const photo = form.files[`ceoPhoto${n}`];
      if (photo) slot.photoFileId = await saveImage(deps, tx, `ceoPhoto${n}`, photo, c.userId);
    }
    content.managers = slots.filter((s) => s.title || s.name || s.photoFileId);

    for (const [field, key] of Object.entries(LANDING_IMAGE_FILES) as [LandingImageField, string][]) {
      if (removed.has(field)) files[key] = null;
      const file = form.files[field];
      if (file) files[key] = await saveImage(deps, tx, field, file, c.userId);
    }

    const primaryColor = has('landingPagePrimaryColor')
      ? ((input.landingPagePrimaryColor as string | null) ?? null)
      : (before?.primaryColor ?? null);
    const secondaryColor = has('landingPageSecondaryColor')
      ? ((input.landingPageSecondaryColor as string | null) ?? null)
      : (before?.secondaryColor ?? null);

    const after = await upsertLandingPage(tx, superuserId, {
      content,
      files,
      primaryColor,
      secondaryColor,
      updatedAt: deps.clock.now(),
      updatedByUserId: c.userId,
    });
    await writeAudit(tx, actor, {
      action: 'landingPage.update',
      entity: 'landing_page',
      entityId: superuserId,
      before: before
        ? {
            content: before.content,
            files: before.files,
            primaryColor: before.primaryColor,
            secondaryColor: before.secondaryColor,
          }
        : null,
      after: {
        content: after.content,
        files: after.files,
        primaryColor: after.primaryColor,
        secondaryColor: after.secondaryColor,
      },
    });
  });
  invalidateLandingHtml(superuserId);
}
