// Who may touch which row: pure predicates over the caller and the row's owning ids. The server's access module
// (apps/server/src/access/) combines them with the scope queries of lists; the web asks the same predicates to
// show or hide row actions. Role checks of whole actions are permissions (permissions.ts), not these.
import { can } from './permissions.ts';
import type { Role } from './roles.ts';

/** The caller as an access token describes it. */
export interface Caller {
  userId: number;
  role: Role;
  /** Id of the role row (superusers.id, issuers.id, investors.id, …); for admin the user id. */
  roleId: number;
  /** The tenant (superusers.id) the account belongs to; null for admin and reseller. */
  tenantId: number | null;
}

/** The owning ids of a product (or anything that belongs to a product). */
export interface ProductOwner {
  superuserId: number;
  issuerId: number;
}

/** The owning ids of a subscription. */
export interface ZeichnungOwner {
  superuserId: number;
  investorId: number | null;
  salesrepId: number | null;
}

export const isAdmin = (c: Pick<Caller, 'role'>): boolean => c.role === 'admin';

/** The superuser of this tenant. */
export const isOwnTenant = (c: Caller, superuserId: number | null | undefined): boolean =>
  c.role === 'superuser' && c.tenantId != null && c.tenantId === superuserId;

/** An account of this tenant, whatever its role (portal accounts, issuers, the superuser itself). */
export const isInTenant = (c: Caller, superuserId: number | null | undefined): boolean =>
  c.tenantId != null && c.tenantId === superuserId;

/** The issuer of this product. */
export const isProductIssuer = (c: Caller, p: ProductOwner): boolean =>
  c.role === 'issuer' && c.roleId === p.issuerId;

/** The product's operator side: admin, the tenant's superuser, the product's issuer. */
export const isProductOperator = (c: Caller, p: ProductOwner): boolean =>
  isAdmin(c) || isOwnTenant(c, p.superuserId) || isProductIssuer(c, p);

/** The operator side of a subscription: admin, the tenant's superuser, the issuer of its product. */
export const isZeichnungOperator = (c: Caller, z: ZeichnungOwner, p: ProductOwner): boolean =>
  isAdmin(c) || isOwnTenant(c, z.superuserId) || isProductIssuer(c, p);

/** The investor's own subscription. */
export const isOwnZeichnung = (c: Caller, z: ZeichnungOwner): boolean =>
  c.role === 'investor' && z.investorId != null && z.investorId === c.roleId;

/** Brokered by this salesrep, or by a partner of its downline (ids of the downline, without itself). */
export const isBrokeredBy = (c: Caller, z: ZeichnungOwner, downline: readonly number[] = []): boolean =>
  c.role === 'salesrep' &&
  z.salesrepId != null &&
  (z.salesrepId === c.roleId || downline.includes(z.salesrepId));

/** The caller's own account. */
export const isSelf = (c: Caller, userId: number): boolean => c.userId === userId;

/** A provider this reseller recruited (read-only figures, never documents). */
export const isRecruitedBy = (c: Caller, superuser: { resellerId: number | null }): boolean =>
  c.role === 'reseller' && superuser.resellerId != null && superuser.resellerId === c.roleId;

// people (issue 14)
/** The caller as a web session knows it (no tenant). */
export type RoleCaller = Pick<Caller, 'role' | 'roleId'>;

/** The salesrep itself. */
export const isOwnSalesrep = (c: RoleCaller, s: { id: number }): boolean =>
  c.role === 'salesrep' && c.roleId === s.id;

/** A salesrep of the caller's downline (ids of the downline, without itself). */
export const isInDownline = (c: RoleCaller, s: { id: number }, downline: readonly number[]): boolean =>
  c.role === 'salesrep' && downline.includes(s.id);

/** An issuer of the salesrep's tenant (reads its affiliate partners). */
export const isTenantIssuer = (c: Caller, superuserId: number | null | undefined): boolean =>
  c.role === 'issuer' && isInTenant(c, superuserId);

/** The reseller itself. */
export const isOwnReseller = (c: RoleCaller, resellerId: number): boolean =>
  c.role === 'reseller' && c.roleId === resellerId;

/** The investor itself. */
export const isOwnInvestor = (c: RoleCaller, investorId: number): boolean =>
  c.role === 'investor' && c.roleId === investorId;

/** Edits a salesrep's page: the provider side (salesrep.update), a salesrep only its own. */
export const isSalesrepEditor = (c: RoleCaller, s: { id: number }): boolean =>
  can(c.role, 'salesrep.update') && (c.role !== 'salesrep' || isOwnSalesrep(c, s));

/** Edits a reseller's page: the admin, or the reseller itself (a parent reseller only reads). */
export const isResellerEditor = (c: RoleCaller, resellerId: number): boolean =>
  isAdmin(c) || isOwnReseller(c, resellerId);

// subscriptions (issue 14): `isOwnInvestor` (the investor's own row: legitimation, identification) is above.
// bookings
/** The owner side of a booking: the operator, or the superuser of its tenant. */
export const isBookingOwner = (c: Caller, booking: { superuserId: number }): boolean =>
  isAdmin(c) || isOwnTenant(c, booking.superuserId);
// products (issue 14)

/** The issuer's operator side: admin, the tenant's superuser, the issuer itself. */
export const isIssuerOperator = (c: Caller, issuer: { id: number; superuserId: number }): boolean =>
  isAdmin(c) || isOwnTenant(c, issuer.superuserId) || (c.role === 'issuer' && c.roleId === issuer.id);

/** An investor of this tenant sees the products released on its portal. */
export const isReleasedToInvestor = (c: Caller, p: ProductOwner & { isZeichnable: boolean }): boolean =>
  c.role === 'investor' && isInTenant(c, p.superuserId) && p.isZeichnable;

// commissions (issue 17)
/** A commission record: the partner it pays reads its own, the tenant's superuser its tenant's, the operator all. */
export const mayReadCommission = (c: Caller, r: { superuserId: number; salesrepId: number }): boolean =>
  isAdmin(c) || isOwnTenant(c, r.superuserId) || (c.role === 'salesrep' && c.roleId === r.salesrepId);
