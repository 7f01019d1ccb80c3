// Retention after a GDPR erasure (issue 21, decision 035): the categories of records a law requires to keep, their
// legal basis and how long. Pure rules; the server computes the years from its records and the clock.

/** What is kept after an erasure, per category (one retention_holds row each). */
export const RETENTION_CATEGORIES = ['subscriptions', 'identity', 'invoices', 'communication'] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

/** Years to keep, counted from the end of the calendar year the period starts in. */
export const RETENTION_YEARS: Record<RetentionCategory, number> = {
  subscriptions: 10,
  identity: 5,
  invoices: 10,
  communication: 10,
};

/** The legal basis stored with a hold (and shown to the person). */
export const LEGAL_BASIS: Record<RetentionCategory, string> = {
  subscriptions: '§ 23 FinVermV',
  identity: '§ 8 Abs. 4 GwG',
  invoices: '§ 147 AO, § 257 HGB',
  communication: '§ 18a, § 23 FinVermV',
};

/**
 * The last day a record must be kept: the period starts at the end of the calendar year of `startYear` (the year of
 * the newest record, or of the end of the business relationship) and runs `years` full years: 31 Dec of
 * startYear + years.
 */
export const keepUntilOf = (category: RetentionCategory, startYear: number): string =>
  `${startYear + RETENTION_YEARS[category]}-12-31`;

/** What the erasure removes or anonymises at once (no law requires it). */
export const ERASED_AT_ONCE = [
  'login',
  'contact',
  'newsletter',
  'reminders',
  'openSubscriptions',
  'unneededPersonalData',
] as const;
export type ErasedItem = (typeof ERASED_AT_ONCE)[number];

/**
 * The account fields kept while a hold of one of the named categories lasts (cleared at erasure when no such hold
 * is created, else by the retention job once every one of them has ended). Every other personal field (e-mail,
 * phone numbers, password, marketing consent) is cleared at erasure.
 */
export const FIELD_HOLDS: Record<string, readonly RetentionCategory[]> = {
  salutation: ['subscriptions', 'identity', 'invoices'],
  title: ['subscriptions', 'identity', 'invoices'],
  firstName: ['subscriptions', 'identity', 'invoices'],
  lastName: ['subscriptions', 'identity', 'invoices'],
  company: ['subscriptions', 'identity', 'invoices'],
  ceo: ['subscriptions', 'identity', 'invoices'],
  street: ['subscriptions', 'identity', 'invoices'],
  houseNumber: ['subscriptions', 'identity', 'invoices'],
  zipCode: ['subscriptions', 'identity', 'invoices'],
  city: ['subscriptions', 'identity', 'invoices'],
  country: ['subscriptions', 'identity', 'invoices'],
  nationality: ['identity'],
  dateOfBirth: ['identity'],
  idFirstName: ['identity'],
  idLastName: ['identity'],
  idDocument: ['identity'],
  idNumber: ['identity'],
  idOffice: ['identity'],
  idIssuedDate: ['identity'],
  idExpiryDate: ['identity'],
  idScanFileId: ['identity'],
  exposedPersonsOffice: ['identity'],
  bankAccountOwner: ['subscriptions', 'invoices'],
  bankIban: ['subscriptions', 'invoices'],
  bankBic: ['subscriptions', 'invoices'],
  bankName: ['subscriptions', 'invoices'],
  bankDepotNumber: ['subscriptions', 'invoices'],
  taxNumber: ['invoices'],
  taxOffice: ['invoices'],
  incomeTaxId: ['invoices'],
  registerSeat: ['invoices'],
  registerNumber: ['invoices'],
  ethAddress: ['subscriptions'],
};

/** The fields to clear now that only `live` categories still hold (a field no live hold covers is cleared). */
export const fieldsToClear = (live: readonly RetentionCategory[]): string[] =>
  Object.entries(FIELD_HOLDS)
    .filter(([, cats]) => !cats.some((c) => live.includes(c)))
    .map(([field]) => field);

/** The e-mail an erased account gets instead of its own (unique, never deliverable: RFC 2606 `.invalid`). */
export const erasedEmail = (userUuid: string, suffix = ''): string =>
  `geloescht-${userUuid}${suffix ? `-${suffix}` : ''}@geloescht.invalid`;
