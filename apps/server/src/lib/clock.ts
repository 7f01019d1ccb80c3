import { todayIso } from '@zp/domain/validation/fields';

/**
 * The one clock of scheduled and dated work (withdrawal periods, payment deadlines, monthly runs, reminders,
 * interest dates): read `now()` / `today()` (the calendar date in Europe/Berlin), never `new Date()`, wherever a
 * rule depends on the date. Tests and the loopback-only dev route move it with `set()`; it then keeps running
 * from the instant set. Production never moves it (the dev route is not registered there).
 */
export interface Clock {
  now(): Date;
  /** Today in Germany, YYYY-MM-DD. */
  today(): string;
  /** Moves the clock to `at` (it keeps running from there); null returns to the real time. */
  set(at: Date | null): void;
}

export function systemClock(start: Date | null = null): Clock {
  let offsetMs = start ? start.getTime() - Date.now() : 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    today: () => todayIso(now()),
    set(at) {
      offsetMs = at ? at.getTime() - Date.now() : 0;
    },
  };
}
