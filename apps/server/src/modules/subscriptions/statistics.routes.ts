import { AppError } from '@zp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { investors, users, zeichnungen } from '../../db/index.ts';
import { caller } from '../../plugins/auth.ts';
import { idParams } from '../people/people.schemas.ts';
import { loadProduct } from './subscriptions.service.ts';

const statsSchema = z.object({
  volume: z.number(),
  subscribed: z.number(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number(), volume: z.number() })),
  overTime: z.array(z.object({ month: z.string(), count: z.number(), volume: z.number() })),
  byCountry: z.array(z.object({ country: z.string(), count: z.number(), volume: z.number() })),
});

/** Product Statistik tab (superuser, issuer, admin): subscribed volume against target, over time, by status, by country. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/product/:id/statistics',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['subscriptions'], params: idParams, response: { 200: statsSchema } },
    },
    async (request) => {
      const c = caller(request);
      const p = await loadProduct(db, request.params.id);
      const allowed =
        c.role === 'admin' ||
        (c.role === 'superuser' && c.tenantId === p.superuserId) ||
        (c.role === 'issuer' && c.roleId === p.issuerId);
      if (!allowed) throw new AppError('NOT_FOUND');
      const mine = and(eq(zeichnungen.productId, p.id), isNull(zeichnungen.deletedAt));
      const volume = sql<string>`coalesce(sum(${zeichnungen.volumeCents}), 0)`;
      const n = sql<number>`count(*)::int`;
      const byStatus = await db
        .select({ status: zeichnungen.status, count: n, volume })
        .from(zeichnungen)
        .where(mine)
        .groupBy(zeichnungen.status);
      const month = sql<string>`to_char(date_trunc('month', ${zeichnungen.dateOfCreation} at time zone 'Europe/Berlin'), 'YYYY-MM')`;
      const overTime = await db
        .select({ month, count: n, volume })
        .from(zeichnungen)
        .where(and(mine, sql`${zeichnungen.status} in ('F', 'A')`))
        .groupBy(month)
        .orderBy(month);
      const country = sql<string>`coalesce(${users.country}, 'unbekannt')`;
      const byCountry = await db
        .select({ country, count: n, volume })
        .from(zeichnungen)
        .leftJoin(investors, eq(investors.id, zeichnungen.investorId))
        .leftJoin(users, eq(users.id, investors.userId))
        .where(and(mine, sql`${zeichnungen.status} in ('F', 'A')`))
        .groupBy(country);
      const euros = <T extends { volume: string }>(rows: T[]) =>
        rows.map((r) => ({ ...r, volume: Number(r.volume) / 100 }));
      return {
        volume: (p.volumeCents ?? 0) / 100,
        subscribed: p.investedVolumeCents / 100,
        byStatus: euros(byStatus),
        overTime: euros(overTime),
        byCountry: euros(byCountry),
      };
    },
  );
};
