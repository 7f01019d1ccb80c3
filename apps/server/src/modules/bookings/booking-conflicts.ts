import { AppError, bookingTexts } from '@zp/domain';

interface PgError {
  code?: string;
  constraint?: string;
  cause?: PgError;
}

/** The unique violation behind an error (drizzle wraps the driver's error in `cause`), or null. */
export function uniqueViolationOf(err: unknown): PgError | null {
  const e = err as PgError | null;
  if (e?.code === '23505') return e;
  return e?.cause?.code === '23505' ? e.cause : null;
}

const SUBDOMAIN_INDEXES: Record<string, string> = {
  bookings_investor_sub_idx: 'investorSubdomain',
  bookings_affiliate_sub_idx: 'affiliateSubdomain',
  bookings_landing_idx: 'landingPageDomain',
};

/** A booking that lost a race: the unique indexes name what was taken in the meantime. */
export function conflictOf(violation: PgError): AppError {
  if (violation.constraint === 'bookings_superuser_open_idx')
    return new AppError('CONFLICT', { detail: bookingTexts.alreadyBooked });
  const field = SUBDOMAIN_INDEXES[violation.constraint ?? ''] ?? 'investorSubdomain';
  return new AppError('CONFLICT', {
    detail: bookingTexts.subdomainTaken,
    errors: { [field]: bookingTexts.subdomainTaken },
  });
}

/** Rethrows a lost race on a unique index as the German conflict. */
export function rethrowConflict(err: unknown): never {
  const violation = uniqueViolationOf(err);
  throw violation ? conflictOf(violation) : err;
}
