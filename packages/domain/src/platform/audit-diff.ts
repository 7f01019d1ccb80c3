/** One changed field of an audit entry: its path (dotted for nested values), the old and the new value. */
export interface AuditChange {
  key: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The readable diff of an audit entry's before and after (decision 035 "Audit trail"): the keys whose value differs,
 * nested objects by dotted path, arrays and scalars compared whole; a created entry (no before) lists every field of
 * after, a removed one every field of before.
 */
export function auditDiff(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  if (!isPlainObject(before) || !isPlainObject(after)) {
    if (isPlainObject(after) && before == null) return auditDiff({}, after, prefix);
    if (isPlainObject(before) && after == null) return auditDiff(before, {}, prefix);
    return JSON.stringify(before ?? null) === JSON.stringify(after ?? null)
      ? []
      : [{ key: prefix || '–', before: before ?? null, after: after ?? null }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((k) => {
    const path = prefix ? `${prefix}.${k}` : k;
    const b = before[k];
    const a = after[k];
    if (isPlainObject(b) && isPlainObject(a)) return auditDiff(b, a, path);
    return JSON.stringify(b ?? null) === JSON.stringify(a ?? null)
      ? []
      : [{ key: path, before: b ?? null, after: a ?? null }];
  });
}

/** A value of a diff as text: strings as they are, null/undefined as "–", others as JSON. */
export const auditValueText = (v: unknown): string =>
  v == null || v === '' ? '–' : typeof v === 'string' ? v : JSON.stringify(v);
