export const ROLES = ['admin', 'superuser', 'reseller', 'issuer', 'investor', 'salesrep'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  superuser: 'Superuser',
  reseller: 'Reseller',
  issuer: 'Emittent',
  investor: 'Anleger',
  salesrep: 'Affiliate Partner',
};

export const isRole = (v: unknown): v is Role =>
  typeof v === 'string' && (ROLES as readonly string[]).includes(v);
