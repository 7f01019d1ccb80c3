export * from './accounts.ts';
export * from './billing.ts';
export * from './bookings.ts';
export * from './chain.ts';
export * from './commissions.ts';
export * from './payouts.ts';
export * from './platform.ts';
export * from './products.ts';
