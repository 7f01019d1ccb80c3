import { AppError, can, smartContractTexts, zeichnungTexts } from '@zp/domain';
import { rowId } from '@zp/domain/contract/endpoint';
import { listQuerySchema, updateSchema } from '@zp/domain/subscriptions/subscriptions.contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { investors, productDocuments, users } from '../../db/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { readForm } from '../../lib/multipart.ts';
import { pageQuery, toPage } from '../../lib/paging.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { bookedModules } from '../bookings/bookings.service.ts';
import { idParams } from '../people/people.schemas.ts';
import { contractSummary, tokenTransferHashOf } from '../smart-contracts/smart-contracts.service.ts';
import { mailAccepted } from './documents.ts';
import { identProviderFor } from './ident/ident-provider.ts';
import { toZeichnungDto } from './subscriptions.dto.ts';
import * as repo from './subscriptions.repository.ts';
import * as svc from './subscriptions.service.ts';
import { renderZeichnungsschein, SAMPLE_DATA } from './zeichnungsschein.ts';

const tags = ['subscriptions'];
const OPERATOR_KEYS = [
  'acceptor',
  'isPaid',
  'transferAcceptor',
  'commissionApproved',
  'commissionPaid',
] as const;
/** The token transfer confirmation (tokenized products): tokensTransfered with the transaction hash. */
const TOKEN_KEYS = ['tokensTransfered', 'tokensTxHash'] as const;

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const dto = async (row: repo.ZeichnungRow) => {
    const p = await svc.loadProduct(db, row.productId);
    const inv = row.investorId ? await repo.investorWithUser(db, row.investorId) : null;
    // The token's address and symbol, so that an investor can add it to the wallet (spec 000 §7).
    const contract = p.isTokenized ? await contractSummary(db, p.id) : null;
    return {
      ...toZeichnungDto(row, p, inv?.user ?? null),
      smartContract: contract
        ? { status: contract.status, ethAddress: contract.ethAddress, symbol: contract.symbol }
        : null,
      tokensTxHash: row.tokensTransfered ? await tokenTransferHashOf(db, row.id) : null,
    };
  };

  app.post(
    '/zeichnung/create',
    {
      onRequest: app.requirePermission('zeichnung.subscribe'),
      schema: {
        tags,
        summary: 'Start (or continue) a subscription in status O',
        body: z.object({ product: rowId, investor: rowId }),
      },
    },
    async (request, reply) => {
      const row = await svc.createZeichnung(
        app.deps,
        caller(request),
        actorOf(request),
        request.body.product,
        request.body.investor,
      );
      return reply.status(201).send(await dto(row));
    },
  );

  app.get(
    '/zeichnung/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'The subscriptions the caller sees, 10 per page, highest id first (isAscending: lowest); with a date range newest creation date first, then highest id',
        description:
          `\`count\` is exact up to ${repo.QUICK_COUNT_LIMIT.toLocaleString('en-US')} matching subscriptions, ` +
          `and up to ${repo.EXACT_COUNT_LIMIT.toLocaleString('en-US')} unless the database planner estimates ` +
          'more; above, it is that estimate (never below what the page shows), so that large lists stay fast. ' +
          'A short (last) page always carries the exact count; `next` is null exactly when nothing follows. ' +
          "Rows are the detail's fields without the wizard's `data` (GET /zeichnung/{id} has it).",
        querystring: z
          .object({
            ...pageQuery,
            ...listQuerySchema,
            after: rowId
              .optional()
              .describe('From a `next` link: the page starts after this subscription (no OFFSET).'),
            before: rowId
              .optional()
              .describe('From a `previous` link: the page ends before this subscription (no OFFSET).'),
          })
          .refine((q) => q.after === undefined || q.before === undefined, {
            message: zeichnungTexts.cursorConflict,
            path: ['before'],
          }),
      },
    },
    async (request) => {
      const c = caller(request);
      // The Zeichnungen tab (spec 001) is not the superuser's, but whoever accepts subscriptions lists its tenant's.
      if (!can(c.role, 'zeichnung.list') && !can(c.role, 'zeichnung.accept')) throw new AppError('FORBIDDEN');
      const q = request.query;
      const scope = svc.zeichnungScope(c);
      if (scope === null) return toPage(request.url, q.page, 0, []);
      const filters = {
        uuid: q.uuid,
        email: q.email,
        company: q.company,
        firstName: q.firstName,
        lastName: q.lastName,
        startDate: q['start-date'],
        endDate: q['end-date'],
        status: q.status,
        isPaid: q.isPaid,
        productId: q['product-id'],
      };
      const cursor: repo.ListCursor | undefined =
        q.after !== undefined
          ? { direction: 'after', id: q.after }
          : q.before !== undefined
            ? { direction: 'before', id: q.before }
            : undefined;
      const { count, rows } = await repo.listZeichnungen(db, scope, filters, q.page, q.isAscending, cursor);
      return toPage(
        request.url,
        q.page,
        count,
        rows.map((r) =>
          toZeichnungDto(
            r.z,
            { id: r.z.productId, name: r.productName, kind: r.kind },
            { email: r.z.investorEmail, firstName: r.z.investorFirstName, lastName: r.z.investorLastName },
          ),
        ),
        (row) => row.id,
      );
    },
  );

  app.get(
    '/zeichnung/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams },
    },
    async (request) => {
      const row = await repo.findZeichnung(db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      svc.assertAccess(caller(request), row, await svc.loadProduct(db, row.productId));
      return dto(row);
    },
  );

  app.put(
    '/zeichnung/:id/update',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Investor: wizard step data (step validates; status F finishes). Operator: status A + acceptor, isPaid + transferAcceptor, commission flags, tokensTransfered + tokensTxHash (checked on chain)',
        params: idParams,
        body: updateSchema,
      },
    },
    async (request) => {
      const c = caller(request);
      const body = request.body;
      const tokens = TOKEN_KEYS.some((k) => body[k] !== undefined);
      const operator = body.status === 'A' || OPERATOR_KEYS.some((k) => body[k] !== undefined) || tokens;
      if (!operator)
        return dto(await svc.updateWizard(app.deps, c, actorOf(request), request.params.id, body));
      if (!['admin', 'superuser', 'issuer'].includes(c.role)) throw new AppError('FORBIDDEN');
      const result = await svc.operatorUpdate(app.deps, c, actorOf(request), request.params.id, body);
      if (result.accepted && result.row.investorId && result.product) {
        const inv = await repo.investorWithUser(db, result.row.investorId);
        if (inv) await mailAccepted(app.deps, db, result.product, inv);
      }
      if (tokens) {
        const row = await svc.confirmTokens(app.deps, c, actorOf(request), request.params.id, {
          tokensTransfered: body.tokensTransfered ?? true,
          tokensTxHash: body.tokensTxHash,
          tokensAcceptor: body.tokensAcceptor,
        });
        if (row) return { ...(await dto(row)), detail: smartContractTexts.tokensTransferred };
      }
      return dto(result.row);
    },
  );

  app.delete(
    '/zeichnung/:id/delete',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams },
    },
    async (request, reply) => {
      await svc.deleteZeichnung(app.deps, caller(request), actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/zeichnung/create-external',
    {
      onRequest: app.requirePermission('zeichnung.createExternal'),
      schema: {
        tags,
        body: z.object({
          product: rowId,
          externalId: z.string().trim().min(1, 'Dieses Feld wird benötigt').max(100),
          salesrep: rowId.nullable().optional(),
          volume: z.number().min(1, 'Dieser Wert ist kleiner als das Minimum von 1'),
          isExternal: z.literal(true).optional(),
        }),
      },
    },
    async (request, reply) => {
      const row = await svc.createExternal(app.deps, actorOf(request), request.body);
      return reply.status(201).send({ ...(await dto(row)), detail: zeichnungTexts.externalSaved });
    },
  );

  app.get(
    '/zeichnung/:id/zeichnungsschein',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'The filled subscription document (.docx)', params: idParams },
    },
    async (request, reply) => {
      const row = await repo.findZeichnung(db, request.params.id);
      if (!row?.zeichnungsscheinFileId) throw new AppError('NOT_FOUND');
      svc.assertAccess(caller(request), row, await svc.loadProduct(db, row.productId));
      const { meta, buffer } = await app.deps.files.read(row.zeichnungsscheinFileId);
      return reply
        .type(meta.contentType)
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  );

  app.post(
    '/zeichnung/demo-zeichnungsschein/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Mail a demo subscription document with sample data to the caller',
        params: idParams,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      const c = caller(request);
      const p = await svc.loadProduct(db, request.params.id);
      // Preview of the product side only (spec 000 §6): admin, the tenant's superuser, the product's issuer.
      const own =
        (c.role === 'superuser' && c.tenantId === p.superuserId) ||
        (c.role === 'issuer' && c.roleId === p.issuerId);
      if (c.role !== 'admin' && !own) throw new AppError('NOT_FOUND');
      const [template] = await db
        .select()
        .from(productDocuments)
        .where(and(eq(productDocuments.productId, p.id), eq(productDocuments.type, 'zeichnungsschein')));
      if (!template)
        throw new AppError('NOT_FOUND', {
          detail: 'Für dieses Produkt ist kein Zeichnungsschein hinterlegt.',
        });
      const [me] = await db.select().from(users).where(eq(users.id, c.userId));
      // Read before the transaction (the embedded database has one connection; files.read uses the pool).
      const { buffer } = await app.deps.files.read(template.fileId);
      const filled = renderZeichnungsschein(buffer, { ...SAMPLE_DATA, productName: p.name ?? '' });
      await db.transaction(async (tx) => {
        const saved = await app.deps.files.save(tx, {
          buffer: filled,
          originalName: 'Zeichnungsschein-Demo.docx',
          check: { label: 'Zeichnungsschein', extensions: ['docx'] },
          ownerUserId: c.userId,
        });
        const content = renderMail({
          greeting: 'Guten Tag,',
          paragraphs: [`anbei der Demo-Zeichnungsschein für „${p.name ?? ''}“ mit Beispieldaten.`],
        });
        await app.deps.mailer.send(tx, {
          to: me!.email,
          subject: 'Demo-Zeichnungsschein',
          ...content,
          attachments: [{ filename: saved.originalName, fileId: saved.id, contentType: saved.contentType }],
        });
      });
      return { detail: 'Der Demo-Zeichnungsschein wurde an Ihre E-Mail-Adresse gesendet.' };
    },
  );

  app.post(
    '/investor/:id/legitimation',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Upload the scan of the ID document (multipart file idScan: pdf, png, jpg)',
        params: idParams,
      },
    },
    async (request) => {
      const c = caller(request);
      if (c.role !== 'investor' || c.roleId !== request.params.id) throw new AppError('FORBIDDEN');
      const form = await readForm(request, ['idScan']);
      const file = form.files.idScan;
      if (!file) throw AppError.validation({ idScan: 'Laden Sie bitte diese Datei hoch' });
      const [inv] = await db.select().from(investors).where(eq(investors.id, c.roleId));
      await db.transaction(async (tx) => {
        const saved = await app.deps.files.save(tx, {
          buffer: file.buffer,
          originalName: file.filename,
          check: { label: 'Ausweis', extensions: ['pdf', 'png', 'jpg', 'jpeg'] },
          ownerUserId: c.userId,
        });
        await tx
          .update(users)
          .set({ idScanFileId: saved.id, updatedAt: new Date() })
          .where(eq(users.id, inv!.userId));
        await writeAudit(tx, actorOf(request), {
          action: 'investor.legitimation_upload',
          entity: 'investor',
          entityId: c.roleId,
          after: { fileId: saved.id },
        });
      });
      return { detail: 'Ihr Ausweisdokument wurde hochgeladen.' };
    },
  );

  app.post(
    '/investor/:id/identification/start',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Start identifying: manual (ID data + scan, checked by the provider) unless module 15 has a provider',
        params: idParams,
        response: {
          200: z.object({
            method: z.string(),
            next: z.enum(['legitimation', 'external']),
            url: z.string().optional(),
          }),
        },
      },
    },
    async (request) => {
      const c = caller(request);
      if (c.role !== 'investor' || c.roleId !== request.params.id) throw new AppError('FORBIDDEN');
      const [inv] = await db.select().from(investors).where(eq(investors.id, c.roleId));
      const provider = identProviderFor(await bookedModules(db, inv!.superuserId), null);
      return provider.start({ id: inv!.id, userId: inv!.userId });
    },
  );
};
