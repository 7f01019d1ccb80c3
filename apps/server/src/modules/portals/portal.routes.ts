import { AppError, commonTexts } from '@zp/domain';
import * as c from '@zp/domain/portals/portals.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import type { Branding } from './portal.service.ts';

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
  const { portals } = app.deps;

  app.route({
    ...routeOf(app, c.getPortal),
    handler: async (request) => {
      const { superuserId: _hidden, ...portal } = await portals.forHost(request.headers.host);
      return portal;
    },
  });
  app.route({
    ...routeOf(app, c.getInvestorPortalInfo),
    handler: async ({ query: { investor_subdomain: sub } }) =>
      toInfo(sub, await portals.branding('investor', sub)),
  });
  app.route({
    ...routeOf(app, c.getBrokerPortalInfo),
    handler: async ({ query: { affiliate_subdomain: sub } }) =>
      toInfo(sub, await portals.branding('broker', sub)),
  });
};
