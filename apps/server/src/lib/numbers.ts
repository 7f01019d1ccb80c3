import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { numberSequences } from '../db/schema/index.ts';

/**
 * The next number of a consecutive series (`invoice`, `credit-note:<issuer>` …), taken inside the transaction that
 * issues the document: the row lock serialises concurrent issuers, a rolled-back transaction gives its number back,
 * so a series never skips or repeats a number (§14 Abs. 4 Nr. 4 UStG).
 */
export async function nextNumber(tx: Tx, series: string): Promise<number> {
  return (await nextNumbers(tx, series, 1))[0]!;
}

/** The next `count` numbers of a series, consecutive, in one statement (a batch of documents in one transaction). */
export async function nextNumbers(tx: Tx, series: string, count: number): Promise<number[]> {
  if (count < 1) return [];
  const [row] = await tx
    .insert(numberSequences)
    .values({ name: series, lastValue: count })
    .onConflictDoUpdate({
      target: numberSequences.name,
      set: { lastValue: sql`${numberSequences.lastValue} + ${count}` },
    })
    .returning({ value: numberSequences.lastValue });
  if (!row) throw new Error(`number series ${series}: no row`);
  return Array.from({ length: count }, (_, i) => row.value - count + 1 + i);
}
