/** Working days (DECISIONS.md): Monday to Friday without Germany's nationwide public holidays. */

function easterSunday(year: number): Date {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Each year's holidays, computed once: a deadline walks day by day and asks for every day's year. */
const holidaysByYear = new Map<number, ReadonlySet<string>>();

export function nationwideHolidays(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = holidaysOf(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

function holidaysOf(year: number): ReadonlySet<string> {
  const easter = easterSunday(year);
  return new Set([
    `${year}-01-01`,
    iso(plusDays(easter, -2)),
    iso(plusDays(easter, 1)),
    `${year}-05-01`,
    iso(plusDays(easter, 39)),
    iso(plusDays(easter, 50)),
    `${year}-10-03`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
}

export function isWorkingDay(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  const wd = d.getUTCDay();
  return wd !== 0 && wd !== 6 && !nationwideHolidays(d.getUTCFullYear()).has(date);
}

/** The date `n` working days after `start` (exclusive). */
export function addWorkingDays(start: string, n: number): string {
  let d = new Date(`${start}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    d = plusDays(d, 1);
    if (isWorkingDay(iso(d))) left--;
  }
  return iso(d);
}

export const TRANSFER_WORKING_DAYS = 14;
