// The inducement disclosure (§ 17 FinVermV, docs/decisions/019): the commissions a subscription would pay along the
// partner chain, as the investor sees them before subscribing and on the subscription document. Pure: the lines come
// from `commissionLines` (calc.ts), so the disclosure and the records created on payment are one calculation.
import { formatCents, formatPercent } from '../format/format.ts';
import { inducementTexts } from '../texts/de/commissions.ts';
import { partnerWebTexts } from '../texts/de/people.ts';
import type { CommissionLine, RateType } from './calc.ts';

/** What the disclosure shows of a partner: its kind (role) for every level, a name only for the brokering one. */
export interface DisclosedPartner {
  kind: string | null;
  name: string | null;
}

export interface InducementRow {
  level: number;
  /** "Vermittler" (level 0) or "Übergeordneter Partner Ebene N". */
  label: string;
  /** The brokering partner's company or name; null for the upline (not needed for the disclosure). */
  partnerName: string | null;
  /** The partner's kind in words (Tippgeber, §34f-Vermittler …), null when unknown. */
  role: string | null;
  percentage: number;
  amountCents: number;
}

export interface Inducements {
  /** null when nothing is paid (no brokering partner, no plan, every rate 0). */
  rateType: RateType | null;
  baseCents: number;
  rows: InducementRow[];
  totalPercentage: number;
  totalCents: number;
}

const toMicro = (percent: number) => Math.round(percent * 10_000);

/** The table of one subscription's commission lines; `partners` by salesrep id. */
export function inducementsOf(input: {
  lines: readonly CommissionLine[];
  rateType: RateType;
  baseCents: number;
  partners: ReadonlyMap<number, DisclosedPartner>;
}): Inducements {
  const rows = input.lines.map((l): InducementRow => {
    const partner = input.partners.get(l.salesrepId);
    const kind = partner?.kind as keyof typeof partnerWebTexts.kind | undefined;
    return {
      level: l.level,
      label: l.level === 0 ? inducementTexts.broker : inducementTexts.upline(l.level),
      partnerName: l.level === 0 ? partner?.name || null : null,
      role: (kind && partnerWebTexts.kind[kind]) || null,
      percentage: l.percentage,
      amountCents: l.amountCents,
    };
  });
  return {
    rateType: rows.length ? input.rateType : null,
    baseCents: input.baseCents,
    rows,
    // summed in ten-thousandths of a percent, so 2.5 + 1.255 + 0.3333 is exactly 4.0883
    totalPercentage: rows.reduce((sum, r) => sum + toMicro(r.percentage), 0) / 10_000,
    totalCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
  };
}

/** The disclosure as text rows (header, one per level, total) for a document; `null` when nothing is paid. */
export function inducementTextRows(d: Inducements): string[][] | null {
  if (d.rows.length === 0) return null;
  const c = inducementTexts.columns;
  return [
    [c.recipient, c.role, c.percentage, c.amount],
    ...d.rows.map((r) => [
      r.partnerName ? `${r.label}: ${r.partnerName}` : r.label,
      r.role ?? '—',
      formatPercent(r.percentage),
      formatCents(r.amountCents),
    ]),
    [inducementTexts.total, '', formatPercent(d.totalPercentage), formatCents(d.totalCents)],
  ];
}
