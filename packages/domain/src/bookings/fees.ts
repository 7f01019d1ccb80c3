/** Processing fee (module 17) in percent of the investment amount, spec 001 §9. */
export const BOOKING_DURATIONS = [2, 4, 6, 8] as const;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];

export const PROCESSING_FEE_TABLE: readonly {
  upTo: number | null;
  label: string;
  fees: Record<BookingDuration, number>;
}[] = [
  { upTo: 2_000_000, label: 'bis 2 Mio. €', fees: { 2: 1.0, 4: 0.8, 6: 0.6, 8: 0.3 } },
  { upTo: 5_000_000, label: 'bis 5 Mio. €', fees: { 2: 0.95, 4: 0.75, 6: 0.55, 8: 0.25 } },
  { upTo: 10_000_000, label: 'bis 10 Mio. €', fees: { 2: 0.9, 4: 0.7, 6: 0.5, 8: 0.2 } },
  { upTo: 50_000_000, label: 'bis 50 Mio. €', fees: { 2: 0.85, 4: 0.65, 6: 0.45, 8: 0.15 } },
  { upTo: null, label: 'über 50 Mio. €', fees: { 2: 0.8, 4: 0.6, 6: 0.4, 8: 0.1 } },
];

export function processingFeePercent(annualVolume: number, duration: BookingDuration): number {
  const row = PROCESSING_FEE_TABLE.find((r) => r.upTo === null || annualVolume <= r.upTo)!;
  return row.fees[duration];
}

/** End of contract: booking date plus the duration in years (YYYY-MM-DD). */
export function contractEnd(bookingDate: string, years: number): string {
  const [y, m, d] = bookingDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + years, m - 1, d));
  if (end.getUTCMonth() !== m - 1) end.setUTCDate(0); // 29 Feb → 28 Feb
  return end.toISOString().slice(0, 10);
}

/** Cost calculator of /rechner (spec 001 §9). Negative inputs count as 0. */
export const CALCULATOR_DEFAULTS = { volume: 1_000_000, costsPercent: 7.5 } as const;
export const BROKERAGE_PERCENT = 5;
export const OWN_MISSION_PERCENT = 3.5;

export function calculatePlatformCosts(volume: number, costsPercent: number) {
  const v = Math.max(0, Number.isFinite(volume) ? volume : 0);
  const c = Math.max(0, Number.isFinite(costsPercent) ? costsPercent : 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    volume: v,
    costsPercent: c,
    otherPlatform: round((v * c) / 100),
    brokerage: round((v * BROKERAGE_PERCENT) / 100),
    ownMission: round((v * OWN_MISSION_PERCENT) / 100),
  };
}

/** The VAT rate of the platform's invoices in percent (DECISIONS.md "Documents": VAT 19 %). */
export const VAT_RATE_PERCENT = 19;

/** Net, VAT (19 %, rounded half up to the cent) and gross of a net amount in cents. */
export function withVat(netCents: number): { netCents: number; vatCents: number; grossCents: number } {
  const vatCents = Math.round((netCents * VAT_RATE_PERCENT) / 100);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/** The invoice number of the consecutive series `n` (one series for bookings and upgrades). */
export const invoiceNumberOf = (n: number) => `RE-${String(n).padStart(6, '0')}`;
