// The one access module of the server: "may this caller touch this row" and "which rows does this caller see",
// one file per area. Each combines the pure predicates of @zp/domain/auth/access with the scope queries the
// lists need; every list and every row read asks it. It is the one place besides an area's repository that reads
// another area's tables (to learn owners: tenant, issuer, investor, downline).
export * from './bookings.ts';
export * from './commissions.ts';
export * from './counts.ts';
export * from './credit-notes.ts';
export * from './data-export.ts';
export * from './issuers.ts';
export * from './newsletter.ts';
export * from './payout-runs.ts';
export * from './payouts.ts';
export * from './people.ts';
export * from './privacy.ts';
export * from './privacy-data.ts';
export * from './products.ts';
export * from './provider-invoices.ts';
export * from './reminders.ts';
export * from './reseller-commissions.ts';
export * from './resellers.ts';
export * from './smart-contracts.ts';
export * from './tax-data.ts';
export * from './tenants.ts';
export * from './zeichnung-reads.ts';
export * from './zeichnungen.ts';
