import { toCardinal } from 'n2words/de-DE';

/** German words of a euro amount (DECISIONS.md): 1250 → "eintausendzweihundertfünfzig Euro". */
export function amountInWords(cents: number): string {
  const euros = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const words = `${toCardinal(euros)} Euro`;
  return rest ? `${words} und ${toCardinal(rest)} Cent` : words;
}
