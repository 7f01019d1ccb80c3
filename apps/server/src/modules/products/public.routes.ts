import { AppError, KINDS, MARKETING_FIELDS, PRODUCT_IMAGES, type ProductKind, QA_FIELDS } from '@zp/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/index.ts';
import { fileUrl } from '../../lib/files.ts';
import { bookedModules } from '../bookings/bookings.service.ts';
import { idParams } from '../people/people.schemas.ts';
import type { ProductRow } from './product.mapper.ts';
import { issuerName, providerName } from './products.repository.ts';

const publicOnly = and(isNull(products.deletedAt), eq(products.status, 'F'), eq(products.isZeichnable, true));
const shown = sql`coalesce((${products.flags} ->> 'isShown')::boolean, true)`;

/** Promotional data only: no personal data, no documents. */
async function toPublic(exec: Executor, p: ProductRow) {
  return {
    id: p.id,
    uuid: p.uuid,
    name: p.name ?? '',
    kind: p.kind,
    kindLabel: KINDS[p.kind as ProductKind]?.label ?? '',
    issuerName: await issuerName(exec, p.issuerId),
    providerName: await providerName(exec, p.superuserId),
    description: p.description,
    volume: (p.volumeCents ?? 0) / 100,
    investedVolume: p.investedVolumeCents / 100,
    minInvestment: (p.minInvestmentCents ?? 0) / 100,
    interest: p.interest,
    isTokenized: p.isTokenized,
    marketplaceDescription: p.marketplaceDescription,
    ...Object.fromEntries([...MARKETING_FIELDS, ...QA_FIELDS].map((f) => [f, p.marketing[f] ?? null])),
    images: Object.fromEntries(PRODUCT_IMAGES.map((i) => [i, fileUrl(p.images[i])])),
  };
}

export const publicProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/product/:id/public-data',
    {
      schema: {
        tags: ['products'],
        summary: 'Public promotional data of a released product (for portals and embedding)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const [p] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, request.params.id), publicOnly));
      if (!p) throw new AppError('NOT_FOUND');
      reply.header('access-control-allow-origin', '*');
      return toPublic(db, p);
    },
  );

  app.get(
    '/portal/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Released products shown on the investor portal of this host',
        response: { 200: z.object({ results: z.array(z.record(z.string(), z.unknown())) }) },
      },
    },
    async (request) => {
      const portal = await app.deps.portals.forHost(request.headers.host);
      if (!portal.online || portal.superuserId == null || portal.kind === 'main') return { results: [] };
      const rows = await db
        .select()
        .from(products)
        .where(and(publicOnly, eq(products.superuserId, portal.superuserId), sql`${shown}`))
        .orderBy(
          desc(sql`coalesce((${products.flags} ->> 'showAsFirst')::boolean, false)`),
          desc(products.id),
        )
        .limit(100);
      return { results: await Promise.all(rows.map((p) => toPublic(db, p))) };
    },
  );

  app.get(
    '/marketplace/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Released products listed on the marketplace (providers with module 14)',
        response: { 200: z.object({ results: z.array(z.record(z.string(), z.unknown())) }) },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(products)
        .where(and(publicOnly, sql`coalesce((${products.flags} ->> 'isShownOnMarketplace')::boolean, false)`))
        .orderBy(desc(products.id))
        .limit(200);
      const listed: ProductRow[] = [];
      for (const p of rows) if ((await bookedModules(db, p.superuserId)).includes(14)) listed.push(p);
      return { results: await Promise.all(listed.map((p) => toPublic(db, p))) };
    },
  );
};
