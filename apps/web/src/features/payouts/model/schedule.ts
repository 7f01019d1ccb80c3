// The investor's schedule of one subscription (issue 18): each event's state and the cumulative payouts the chart
// draws. The next due event is the server's answer (its clock), never the browser's date.

export interface ScheduleEvent {
  id: number;
  dueDate: string;
  amountCents: number;
  isPaid: boolean;
}

export type ScheduleRowState = 'paid' | 'next' | 'open';

export const rowStateOf = (e: ScheduleEvent, nextId: number | null | undefined): ScheduleRowState =>
  e.isPaid ? 'paid' : e.id === nextId ? 'next' : 'open';

export interface CumulativePoint {
  dueDate: string;
  /** Paid so far, in cents; null after the last paid event (the paid line ends there). */
  paidCents: number | null;
  /** Every event up to this one, paid or not, in cents. */
  plannedCents: number;
}

/** Cumulative sums in due order (ties by id): what was paid, and what the plan promises. */
export function cumulativeSeries(events: readonly ScheduleEvent[]): CumulativePoint[] {
  const sorted = [...events].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
  let lastPaid = -1;
  sorted.forEach((e, i) => {
    if (e.isPaid) lastPaid = i;
  });
  let paid = 0;
  let planned = 0;
  return sorted.map((e, i) => {
    planned += e.amountCents;
    if (e.isPaid) paid += e.amountCents;
    return { dueDate: e.dueDate, paidCents: i <= lastPaid ? paid : null, plannedCents: planned };
  });
}
