import { AppError } from '@zp/domain';
import type { ProviderDocumentType } from '@zp/domain/bookings/bookings.contract';
import { assertCanWriteProviderDocuments } from '../../../access/bookings.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { FormInput, UploadedFile } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { saveDocumentFile } from '../bookings.repository.ts';
import { documentsOf } from './provider-documents.ts';

/** PUT /superuser/{id}/documents: one public PDF per type, each upload audited. */
export async function uploadProviderDocuments(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  superuserId: number,
  readInput: () => Promise<FormInput>,
) {
  assertCanWriteProviderDocuments(caller, superuserId);
  const form = await readInput();
  await deps.db.transaction(async (tx) => {
    for (const [type, file] of Object.entries(form.files) as [ProviderDocumentType, UploadedFile][]) {
      let saved: { id: string };
      try {
        saved = await deps.files.save(tx, {
          buffer: file.buffer,
          originalName: file.filename,
          check: { label: 'Dokument', extensions: ['pdf'] },
          visibility: 'public',
          ownerUserId: caller.userId,
        });
      } catch (err) {
        if (err instanceof AppError && err.status === 400) throw AppError.validation({ [type]: err.detail });
        throw err;
      }
      await saveDocumentFile(tx, superuserId, type, saved.id);
      await writeAudit(tx, actor, {
        action: 'provider_document.upload',
        entity: 'superuser',
        entityId: superuserId,
        after: { type, fileId: saved.id },
      });
    }
  });
  return documentsOf(deps.db, superuserId);
}
