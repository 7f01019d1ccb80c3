import { AppError, commonTexts } from '@zp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalInfoSchema, portalSchema } from './portal.schemas.ts';
import type { Branding } from './portal.service.ts';

const subdomainParam = z.string().trim().toLowerCase().min(1).max(100);

function toInfo(subdomain: string, b: Branding | null) {
  if (!b) throw new AppError('NOT_FOUND', { detail: commonTexts.unknownSubdomain });
  const superuser = {
    primaryColor: b.primaryColor,
    secondaryColor: b.secondaryColor,
    logoFile: b.logoUrl,
    faviconFile: b.faviconUrl,
  };
  return { subdomain, ...b, issuer: { superuser } };
}

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portal',
    {
      schema: {
        tags: ['portals'],
        summary:
          'The portal of the request host (main site, investor or broker portal, landing page) and its branding',
        response: { 200: portalSchema },
      },
    },
    async (request) => {
      const { superuserId: _hidden, ...portal } = await app.deps.portals.forHost(request.headers.host);
      return portal;
    },
  );

  app.get(
    '/investor/info',
    {
      schema: {
        tags: ['portals'],
        summary: 'Branding of an online investor portal',
        querystring: z.object({ investor_subdomain: subdomainParam }),
        response: { 200: portalInfoSchema },
      },
    },
    async (request) => {
      const sub = request.query.investor_subdomain;
      return toInfo(sub, await app.deps.portals.branding('investor', sub));
    },
  );

  app.get(
    '/salesrep/info',
    {
      schema: {
        tags: ['portals'],
        summary: 'Branding of an online affiliate (broker) portal',
        querystring: z.object({ affiliate_subdomain: subdomainParam }),
        response: { 200: portalInfoSchema },
      },
    },
    async (request) => {
      const sub = request.query.affiliate_subdomain;
      return toInfo(sub, await app.deps.portals.branding('broker', sub));
    },
  );
};
