// Portals: which portal a host is (main site, investor or broker portal, landing page) and its branding.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

const tags = ['portals'];

export const brandingSchema = z.object({
  providerName: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
});

export const portalSchema = z.object({
  kind: z.enum(['main', 'investor', 'broker', 'landing', 'unknown']),
  subdomain: z.string().nullable(),
  online: z.boolean(),
  branding: brandingSchema.nullable(),
});

export const portalInfoSchema = brandingSchema.extend({
  subdomain: z.string(),
  /** Compatibility shape of spec 001 §7 ("subdomain.issuer with superuser branding"). */
  issuer: z.object({
    superuser: z.object({
      primaryColor: z.string(),
      secondaryColor: z.string(),
      logoFile: z.string().nullable(),
      faviconFile: z.string().nullable(),
    }),
  }),
});

const subdomainParam = z.string().trim().toLowerCase().min(1).max(100);

export const getPortal = endpoint({
  method: 'GET',
  path: '/portal',
  summary:
    'The portal of the request host (main site, investor or broker portal, landing page) and its branding',
  tags,
  public: true,
  response: { 200: portalSchema },
});

export const getInvestorPortalInfo = endpoint({
  method: 'GET',
  path: '/investor/info',
  summary: 'Branding of an online investor portal',
  tags,
  public: true,
  querystring: z.object({ investor_subdomain: subdomainParam }),
  response: { 200: portalInfoSchema },
});

export const getBrokerPortalInfo = endpoint({
  method: 'GET',
  path: '/salesrep/info',
  summary: 'Branding of an online affiliate (broker) portal',
  tags,
  public: true,
  querystring: z.object({ affiliate_subdomain: subdomainParam }),
  response: { 200: portalInfoSchema },
});
