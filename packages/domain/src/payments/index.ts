export * from './account.ts';
export * from './epc-qr.ts';
export * from './instructions.ts';
export * from './payment.answer.ts';
export * from './reference.ts';
