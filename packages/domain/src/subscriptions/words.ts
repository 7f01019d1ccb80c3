import { toCardinal } from 'n2words/de-DE';

/** Before a noun a final "eins" is "ein": ein Euro, einhundertein Euro, ein Cent. */
const beforeNoun = (n: number) => toCardinal(n).replace(/eins$/, 'ein');

/** German words of a euro amount (DECISIONS.md): 1250 → "eintausendzweihundertfünfzig Euro". */
export function amountInWords(cents: number): string {
  const euros = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const words = `${beforeNoun(euros)} Euro`;
  return rest ? `${words} und ${beforeNoun(rest)} Cent` : words;
}
