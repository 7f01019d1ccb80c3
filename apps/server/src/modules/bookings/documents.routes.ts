import { AppError } from '@zp/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { PROVIDER_DOCUMENT_TYPES, type ProviderDocumentType, providerDocuments } from '../../db/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { fileUrl } from '../../lib/files.ts';
import { readForm } from '../../lib/multipart.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { idParams } from '../people/people.schemas.ts';

const documentsSchema = z.object({ documents: z.record(z.string(), z.string().nullable()) });

async function documentsOf(exec: Executor, superuserId: number) {
  const rows = await exec
    .select()
    .from(providerDocuments)
    .where(eq(providerDocuments.superuserId, superuserId));
  const byType = new Map(rows.map((r) => [r.type, r.fileId]));
  return { documents: Object.fromEntries(PROVIDER_DOCUMENT_TYPES.map((t) => [t, fileUrl(byType.get(t))])) };
}

/** A provider's legal documents (AGB, Datenschutz, Impressum …): public PDFs shown on its portals. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/portal/documents',
    {
      schema: {
        tags: ['portals'],
        summary: "Legal documents of the provider of this host's portal",
        response: { 200: documentsSchema },
      },
    },
    async (request) => {
      const portal = await app.deps.portals.forHost(request.headers.host);
      if (!portal.superuserId)
        return { documents: Object.fromEntries(PROVIDER_DOCUMENT_TYPES.map((t) => [t, null])) };
      return documentsOf(db, portal.superuserId);
    },
  );

  app.get(
    '/superuser/:id/documents',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['bookings'], params: idParams, response: { 200: documentsSchema } },
    },
    async (request) => {
      const c = caller(request);
      if (c.role !== 'admin' && c.tenantId !== request.params.id) throw new AppError('NOT_FOUND');
      return documentsOf(db, request.params.id);
    },
  );

  app.put(
    '/superuser/:id/documents',
    {
      onRequest: app.requirePermission('superuser.update'),
      schema: {
        tags: ['bookings'],
        summary: `multipart/form-data, one PDF per type: ${PROVIDER_DOCUMENT_TYPES.join(', ')}`,
        params: idParams,
        response: { 200: documentsSchema },
      },
    },
    async (request) => {
      const c = caller(request);
      if (c.role !== 'admin' && c.roleId !== request.params.id) throw new AppError('NOT_FOUND');
      const form = await readForm(request, PROVIDER_DOCUMENT_TYPES);
      await db.transaction(async (tx) => {
        for (const [type, file] of Object.entries(form.files) as [
          ProviderDocumentType,
          { buffer: Buffer; filename: string },
        ][]) {
          let saved: { id: string };
          try {
            saved = await app.deps.files.save(tx, {
              buffer: file.buffer,
              originalName: file.filename,
              check: { label: 'Dokument', extensions: ['pdf'] },
              visibility: 'public',
              ownerUserId: c.userId,
            });
          } catch (err) {
            if (err instanceof AppError && err.status === 400)
              throw AppError.validation({ [type]: err.detail });
            throw err;
          }
          await tx
            .insert(providerDocuments)
            .values({ superuserId: request.params.id, type, fileId: saved.id })
            .onConflictDoUpdate({
              target: [providerDocuments.superuserId, providerDocuments.type],
              set: { fileId: saved.id, updatedAt: sql`now()` },
            });
          await writeAudit(tx, actorOf(request), {
            action: 'provider_document.upload',
            entity: 'superuser',
            entityId: request.params.id,
            after: { type, fileId: saved.id },
          });
        }
      });
      return documentsOf(db, request.params.id);
    },
  );
};
