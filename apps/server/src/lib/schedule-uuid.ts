import { createHash } from 'node:crypto';

/**
 * The uuid of an interest payment event or an instalment (issue 18, decision 059): the one it was stored with (rows
 * made before migration 0033), else the name-based UUID version 5 (RFC 9562 §5.5: SHA-1 of the namespace's 16 bytes
 * and the name, version and variant bits set) of its id in its table's namespace. Ids never change and are unique
 * per table, so the uuid is stable and unique; it reveals nothing the id in the row's route does not.
 */
export function scheduleRowUuid(
  table: keyof typeof NAMESPACES,
  row: { id: number; uuid: string | null },
): string {
  if (row.uuid) return row.uuid;
  const hash = createHash('sha1').update(NAMESPACES[table]).update(String(row.id)).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const namespace = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');

/** One namespace per table, fixed forever: changing one would change every derived uuid of its table. */
const NAMESPACES = {
  interestPaymentEvent: namespace('5b0c3f0e-8f7d-4a59-9d4e-2f1a6c3b7e21'),
  installment: namespace('c2a9e6d4-31b8-4f0c-a6e5-94d7b1f08c3a'),
} as const;
