// Weekly reminders (issue 20, decision 034; spec 001 §3 E-mail reminder settings, §9): the Berlin moment of a
// provider's weekly run, the ISO week a send belongs to and the next run the e-mail cockpit shows. Pure: the server
// passes `deps.clock.now()`.

export interface WeeklyMoment {
  /** 0 Monday … 6 Sunday. */
  dayOfWeek: number;
  hour: number;
  minute: number;
}

/** A moment in Germany: its calendar date, weekday (0 Monday … 6 Sunday), hour and minute. */
export interface BerlinParts {
  date: string;
  weekday: number;
  hour: number;
  minute: number;
}

const berlinFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Date, weekday, hour and minute of `at` in Europe/Berlin. */
export function berlinParts(at: Date): BerlinParts {
  const p = Object.fromEntries(berlinFormat.formatToParts(at).map((x) => [x.type, x.value]));
  const date = `${p.year}-${p.month}-${p.day}`;
  return { date, weekday: weekdayOf(date), hour: Number(p.hour), minute: Number(p.minute) };
}

/**
 * The instant a calendar day (YYYY-MM-DD) begins in Germany, e.g. 2026-07-01 → 2026-06-30T22:00:00Z. Midnight is
 * never inside a daylight-saving switch in Europe/Berlin (they happen at 02:00/03:00), so one offset holds all day.
 */
export function berlinMidnight(date: string): Date {
  const guess = utcOf(date);
  const p = berlinParts(guess);
  const wall = utcOf(p.date).getTime() + (p.hour * 60 + p.minute) * 60_000;
  return new Date(guess.getTime() - (wall - guess.getTime()));
}

const utcOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** 0 Monday … 6 Sunday of a calendar date (YYYY-MM-DD). */
export const weekdayOf = (date: string): number => (utcOf(date).getUTCDay() + 6) % 7;

/** A calendar date moved by `days`. */
export function addDays(date: string, days: number): string {
  const d = utcOf(date);
  d.setUTCDate(d.getUTCDate() + days);
  return isoOf(d);
}

/** The ISO 8601 week of a calendar date, e.g. `2026-W48` (weeks start on Monday; week 1 holds 4 January). */
export function isoWeekOf(date: string): string {
  const d = utcOf(date);
  const thursday = new Date(d);
  thursday.setUTCDate(d.getUTCDate() + 3 - weekdayOf(date));
  const year = thursday.getUTCFullYear();
  const firstThursday = utcOf(`${year}-01-04`);
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - weekdayOf(isoOf(firstThursday)));
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Whether this week's moment (Berlin) has come: the weekday passed, or it is the day and the time has come. */
export function weeklyMomentPassed(m: WeeklyMoment, now: BerlinParts): boolean {
  if (now.weekday !== m.dayOfWeek) return now.weekday > m.dayOfWeek;
  return now.hour * 60 + now.minute >= m.hour * 60 + m.minute;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The next run in Berlin time (`YYYY-MM-DDTHH:mm`): this week's moment while it has not come or this week's run is
 * still to do (the schedule runs every few minutes), else next week's.
 */
export function nextWeeklyRun(m: WeeklyMoment, now: BerlinParts, doneThisWeek: boolean): string {
  const monday = addDays(now.date, -now.weekday);
  const thisWeek = addDays(monday, m.dayOfWeek);
  const date = weeklyMomentPassed(m, now) && doneThisWeek ? addDays(thisWeek, 7) : thisWeek;
  return `${date}T${pad(m.hour)}:${pad(m.minute)}`;
}
