// Limits per issuer (§2a(3) VermAnlG, DECISIONS.md): what an investor (not a corporation) may hold in the
// subscriptions of one issuer, summed over its products: 1 000 € without self-disclosure; 10 000 € with free
// assets of at least 100 000 €; up to twice the monthly net income; never above 25 000 €. Euros.

export const LIMIT_WITHOUT_DISCLOSURE = 1_000;
export const LIMIT_WITH_ASSETS = 10_000;
export const LIMIT_CAP = 25_000;

/** The self-disclosure as the wizard asks it (the stored one: table self_disclosures). */
export interface SelfDisclosureAnswer {
  selfDisclosureAssets?: boolean;
  selfDisclosureIncome?: boolean;
  /** The average monthly net income in euros (with the income statement). */
  selfDisclosureMonthlyIncome?: number | null;
}

/** The total an investor may subscribe with one issuer under this self-disclosure (euros). */
export function issuerLimit(sd: SelfDisclosureAnswer): number {
  let limit = LIMIT_WITHOUT_DISCLOSURE;
  if (sd.selfDisclosureAssets) limit = Math.max(limit, LIMIT_WITH_ASSETS);
  const income = sd.selfDisclosureMonthlyIncome ?? 0;
  if (sd.selfDisclosureIncome && income > 0) limit = Math.max(limit, Math.min(2 * income, LIMIT_CAP));
  return Math.min(limit, LIMIT_CAP);
}

/** What is left with this issuer (euros, never below 0), given the investor's live subscriptions with it. */
export function issuerRest(sd: SelfDisclosureAnswer, subscribedWithIssuer: number): number {
  return Math.max(0, Math.round((issuerLimit(sd) - subscribedWithIssuer) * 100) / 100);
}
