import { AppError, bookingTexts, landingDomainField, subdomainField } from '@zp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moduleRequests } from '../../db/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { renderMail } from '../../lib/mail-template.ts';
import { readForm } from '../../lib/multipart.ts';
import { pageQuery, pageSchema, toPage } from '../../lib/paging.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { idParams } from '../people/people.schemas.ts';
import { updateBooking, updateUpgrade } from './booking-decisions.service.ts';
import { BRANDING_FILES } from './booking-input.ts';
import { bookingDtoSchema, toBookingDto, toUpgradeDto, upgradeDtoSchema } from './bookings.dto.ts';
import * as repo from './bookings.repository.ts';
import { createBooking, createUpgrade } from './bookings.service.ts';

const tags = ['bookings'];
const brandingFiles = Object.keys(BRANDING_FILES);
const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const multipartNote =
  'JSON or multipart/form-data (branding files investorLogoFile, brokerLogoFile, faviconFile).';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/booking/is-unique',
    {
      onRequest: app.requirePermission('booking.book'),
      schema: {
        tags,
        body: z.object({
          subdomain: z.string().trim().toLowerCase().min(1).max(253),
          subdomainType: z.enum(['investor', 'affiliate', 'landing']),
        }),
        response: { 200: z.object({ isUnique: z.boolean() }) },
      },
    },
    async (request) => {
      const { subdomain, subdomainType } = request.body;
      const rule = subdomainType === 'landing' ? landingDomainField() : subdomainField;
      if (!rule.safeParse(subdomain).success) return { isUnique: false };
      return { isUnique: await repo.isSubdomainFree(db, subdomainType, subdomain) };
    },
  );

  app.post(
    '/booking/module-request',
    {
      onRequest: app.requirePermission('booking.book'),
      schema: {
        tags,
        summary: 'Ask the operator for a price (not bookable modules)',
        body: z.object({
          moduleNumber: z.coerce.number().int().min(1).max(17),
          message: z.string().trim().min(2).max(2000),
        }),
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      const c = caller(request);
      await db.transaction(async (tx) => {
        await tx.insert(moduleRequests).values({
          superuserId: c.roleId,
          moduleNumber: request.body.moduleNumber,
          message: request.body.message,
        });
        const content = renderMail({
          greeting: 'Guten Tag,',
          paragraphs: [
            `Superuser #${c.roleId} fragt Modul ${request.body.moduleNumber} an:`,
            request.body.message,
          ],
        });
        await app.deps.mailer.send(tx, {
          to: config.operatorEmail,
          subject: bookingTexts.moduleRequestSubject(request.body.moduleNumber),
          ...content,
        });
        await writeAudit(tx, actorOf(request), {
          action: 'booking.module_request',
          entity: 'superuser',
          entityId: c.roleId,
          after: request.body,
        });
      });
      return { detail: bookingTexts.requestSent };
    },
  );

  app.post(
    '/booking/create',
    {
      onRequest: app.requirePermission('booking.book'),
      schema: {
        tags,
        summary: `Book modules (status P); the invoice is mailed. ${multipartNote}`,
        response: { 201: bookingDtoSchema },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, brandingFiles);
      const { booking, provider } = await createBooking(app.deps, caller(request), actorOf(request), form);
      return reply.status(201).send(toBookingDto(config, booking, provider));
    },
  );

  app.post(
    '/booking/upgrade/create',
    {
      onRequest: app.requirePermission('booking.book'),
      schema: {
        tags,
        summary: 'Book further modules on a live booking (status P until paid and accepted)',
        response: { 201: upgradeDtoSchema },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, []);
      const { upgrade, provider } = await createUpgrade(app.deps, caller(request), actorOf(request), form);
      return reply.status(201).send(toUpgradeDto(upgrade, provider));
    },
  );

  app.get(
    '/booking/me',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The booking of the caller's tenant (superuser: own; issuer: its provider's)",
        response: {
          200: z.object({
            booking: bookingDtoSchema.nullable(),
            pendingUpgrade: upgradeDtoSchema.nullable(),
            bookedModules: z.array(z.number()),
            live: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const c = caller(request);
      if (c.role !== 'superuser' && c.role !== 'issuer') throw new AppError('FORBIDDEN');
      const found = c.tenantId ? await repo.findBookingOfSuperuser(db, c.tenantId) : null;
      if (!found) return { booking: null, pendingUpgrade: null, bookedModules: [], live: false };
      const pending = await repo.pendingUpgradeOf(db, found.booking.id);
      const live = found.booking.status === 'L';
      return {
        booking: toBookingDto(config, found.booking, found),
        pendingUpgrade: pending ? toUpgradeDto(pending, found) : null,
        bookedModules: live ? found.booking.modules : [],
        live,
      };
    },
  );

  app.get(
    '/booking/',
    {
      onRequest: app.requirePermission('booking.list'),
      schema: {
        tags,
        querystring: z.object({
          ...pageQuery,
          status: z.enum(['P', 'L', 'R']).optional(),
          isPaid: boolQuery,
          subdomain: z.string().max(100).optional(),
          email: z.string().max(254).optional(),
        }),
        response: { 200: pageSchema(bookingDtoSchema) },
      },
    },
    async (request) => {
      const { page, isAscending, ...filters } = request.query;
      const { count, rows } = await repo.listBookings(db, filters, page, isAscending);
      return toPage(
        request.url,
        page,
        count,
        rows.map((r) => toBookingDto(config, r.booking, r)),
      );
    },
  );

  app.get(
    '/booking/upgrade',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        querystring: z.object({
          ...pageQuery,
          status: z.enum(['P', 'L', 'R']).optional(),
          isPaid: boolQuery,
        }),
        response: { 200: pageSchema(upgradeDtoSchema) },
      },
    },
    async (request) => {
      const c = caller(request);
      const { page, isAscending, ...filters } = request.query;
      // The operator sees every upgrade; a superuser the upgrades of its own booking.
      let bookingId: number | undefined;
      if (c.role === 'superuser') {
        const own = await repo.findBookingOfSuperuser(db, c.roleId);
        if (!own) return toPage(request.url, page, 0, []);
        bookingId = own.booking.id;
      } else if (c.role !== 'admin') throw new AppError('FORBIDDEN');
      const { count, rows } = await repo.listUpgrades(db, { ...filters, bookingId }, page, isAscending);
      return toPage(
        request.url,
        page,
        count,
        rows.map((r) => toUpgradeDto(r.upgrade, r)),
      );
    },
  );

  app.get(
    '/booking/upgrade/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams, response: { 200: upgradeDtoSchema } },
    },
    async (request) => {
      const c = caller(request);
      const u = await repo.findUpgrade(db, request.params.id);
      const b = u ? await repo.findBooking(db, u.bookingId) : null;
      if (!u || !b || (c.role !== 'admin' && !(c.role === 'superuser' && b.booking.superuserId === c.roleId)))
        throw new AppError('NOT_FOUND');
      return toUpgradeDto(u, b);
    },
  );

  app.put(
    '/booking/upgrade/:id/update',
    {
      onRequest: app.requirePermission('booking.list'),
      schema: {
        tags,
        summary: 'Operator: record payment (isPaid), accept (L) or reject (R)',
        params: idParams,
        response: { 200: upgradeDtoSchema },
      },
    },
    async (request) => {
      const form = await readForm(request, []);
      const row = await updateUpgrade(app.deps, actorOf(request), request.params.id, form);
      const b = await repo.findBooking(db, row.bookingId);
      return toUpgradeDto(row, b!);
    },
  );

  app.get(
    '/booking/superuser/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams, response: { 200: bookingDtoSchema } },
    },
    async (request) => {
      const c = caller(request);
      const allowed =
        c.role === 'admin' ||
        ((c.role === 'superuser' || c.role === 'issuer') && c.tenantId === request.params.id);
      const found = allowed ? await repo.findBookingOfSuperuser(db, request.params.id) : null;
      if (!found)
        throw new AppError('NOT_FOUND', { detail: 'Für diesen Superuser existiert keine Buchung.' });
      return toBookingDto(config, found.booking, found);
    },
  );

  app.get(
    '/booking/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: idParams, response: { 200: bookingDtoSchema } },
    },
    async (request) => {
      const c = caller(request);
      const found = await repo.findBooking(db, request.params.id);
      if (
        !found ||
        (c.role !== 'admin' && c.tenantId !== found.booking.superuserId) ||
        !['admin', 'superuser', 'issuer'].includes(c.role)
      ) {
        throw new AppError('NOT_FOUND');
      }
      return toBookingDto(config, found.booking, found);
    },
  );

  app.put(
    '/booking/:id/update',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `Operator: isPaid, status (L accept, R reject). Owner: duration (prolong only), colours, logos, salesrep plan. ${multipartNote}`,
        params: idParams,
        response: { 200: bookingDtoSchema },
      },
    },
    async (request) => {
      const c = caller(request);
      if (c.role !== 'admin' && c.role !== 'superuser') throw new AppError('FORBIDDEN');
      const form = await readForm(request, brandingFiles);
      const { row, provider } = await updateBooking(app.deps, c, actorOf(request), request.params.id, form);
      return toBookingDto(config, row, provider);
    },
  );

  app.get(
    '/booking/:id/invoice',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'The booking invoice (PDF)', params: idParams },
    },
    async (request, reply) => {
      const c = caller(request);
      const found = await repo.findBooking(db, request.params.id);
      if (
        !found?.booking.invoiceFileId ||
        (c.role !== 'admin' && !(c.role === 'superuser' && c.roleId === found.booking.superuserId))
      ) {
        throw new AppError('NOT_FOUND');
      }
      const { meta, buffer } = await app.deps.files.read(found.booking.invoiceFileId);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  );

  app.get(
    '/booking/upgrade/:id/invoice',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'The upgrade invoice (PDF)', params: idParams },
    },
    async (request, reply) => {
      const c = caller(request);
      const u = await repo.findUpgrade(db, request.params.id);
      const b = u ? await repo.findBooking(db, u.bookingId) : null;
      if (
        !u?.invoiceFileId ||
        !b ||
        (c.role !== 'admin' && !(c.role === 'superuser' && c.roleId === b.booking.superuserId))
      ) {
        throw new AppError('NOT_FOUND');
      }
      const { meta, buffer } = await app.deps.files.read(u.invoiceFileId);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', meta.originalName))
        .send(buffer);
    },
  );
};
