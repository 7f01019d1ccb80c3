import { PROVIDER_DOCUMENT_TYPES } from '@zp/domain/bookings/bookings.contract';
import { assertCanReadProviderDocuments } from '../../../access/bookings.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { fileUrl } from '../../../lib/files.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { documentFilesOf } from '../bookings.repository.ts';

/** Each document type → its public URL (null when not uploaded). */
export async function documentsOf(exec: Executor, superuserId: number | null) {
  const byType = superuserId ? await documentFilesOf(exec, superuserId) : new Map<string, string>();
  return { documents: Object.fromEntries(PROVIDER_DOCUMENT_TYPES.map((t) => [t, fileUrl(byType.get(t))])) };
}

/** GET /portal/documents: the documents of the provider of this host's portal (public). */
export async function getPortalDocuments(deps: Deps, host: string | undefined) {
  const portal = await deps.portals.forHost(host);
  return documentsOf(deps.db, portal.superuserId ?? null);
}

/** GET /superuser/{id}/documents */
export async function getProviderDocuments(deps: Deps, caller: AuthClaims, superuserId: number) {
  assertCanReadProviderDocuments(caller, superuserId);
  return documentsOf(deps.db, superuserId);
}
