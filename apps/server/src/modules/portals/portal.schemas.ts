import { z } from 'zod';

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
