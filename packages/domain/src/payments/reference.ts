// The structured payment reference of a subscription: an ISO 11649 creditor reference ("RF" reference).
//
// Scheme (docs/decisions/011): body = "ZP" + the subscription's id (its database id is unique across all
// tenants), check digits by ISO 7064 MOD 97-10 as for IBANs. "RF" + 2 digits + body is at most 25 characters
// (the EPC QR code's structured remittance field takes 35), so ids up to 21 digits fit.

const LETTERS = /^[A-Z0-9]+$/;

/** Letters → numbers (A = 10 … Z = 35), digits stay: the numeric string MOD 97 works on. */
const numeric = (s: string) =>
  [...s].map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c)).join('');

/** MOD 97 of a long numeric string, piecewise (no BigInt needed). */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** The RF reference (electronic format, no spaces) of a body of 1–21 letters and digits. */
export function creditorReference(body: string): string {
  const b = body.toUpperCase();
  if (!LETTERS.test(b) || b.length > 21) throw new Error(`Invalid creditor reference body: ${body}`);
  const check = 98 - mod97(numeric(`${b}RF00`));
  return `RF${String(check).padStart(2, '0')}${b}`;
}

/** Whether a string (spaces allowed) is a valid RF creditor reference. */
export function isValidCreditorReference(ref: string): boolean {
  const r = ref.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(r)) return false;
  return mod97(numeric(`${r.slice(4)}${r.slice(0, 4)}`)) === 1;
}

/** The reference of one subscription. */
export const subscriptionReference = (zeichnungId: number): string => {
  if (!Number.isSafeInteger(zeichnungId) || zeichnungId < 1) throw new Error(`Invalid id: ${zeichnungId}`);
  return creditorReference(`ZP${zeichnungId}`);
};

/** In groups of four for reading ("RF18 ZP12 3"). */
export const formatReference = (ref: string): string => ref.replace(/(.{4})(?=.)/g, '$1 ');
