import { DISPLAY_TIME_ZONE } from '../constants.js';

/**
 * Business days are Monday to Friday in the portal's time zone (DISPLAY_TIME_ZONE); public holidays are not
 * counted out (the portal keeps no holiday calendar). Pure: the clock is always an argument.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per time zone: building one costs far more than formatting with it. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) formats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format;
}

/** The calendar date of an instant in the time zone, as a count of days since 1970-01-01. */
function dayNumber(at: Date, timeZone: string): number {
  const [y, m, d] = dayFormat(timeZone).format(at).split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** Monday..Friday of a day number (1970-01-01 was a Thursday). */
function isWeekday(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7; // 0 Sunday .. 6 Saturday
  return weekday >= 1 && weekday <= 5;
}

/** Weekdays among the day numbers 1..n after day `start` (start excluded). */
function weekdaysAfter(start: number, n: number): number {
  const weeks = Math.floor(n / 7);
  let count = weeks * 5;
  for (let d = start + weeks * 7 + 1; d <= start + n; d++) if (isWeekday(d)) count++;
  return count;
}

/** Whether the instant falls on a Monday to Friday in the time zone. */
export function isBusinessDay(at: Date, timeZone: string = DISPLAY_TIME_ZONE): boolean {
  return isWeekday(dayNumber(at, timeZone));
}

/**
 * Whole business days that have passed from `from` to `to`: the Mondays to Fridays after from's date up to and
 * including to's date (a review that arrived on a Friday has waited 1 business day on Monday, whatever the hour).
 * 0 when `to` is not after `from`'s date.
 */
export function businessDaysBetween(from: Date, to: Date, timeZone: string = DISPLAY_TIME_ZONE): number {
  const start = dayNumber(from, timeZone);
  const end = dayNumber(to, timeZone);
  return end <= start ? 0 : weekdaysAfter(start, end - start);
}

/** The first instant of a day number's date in the time zone (its local midnight, or the first minute after a gap). */
function startOfDay(day: number, timeZone: string): Date {
  // Local midnight is within 14 hours of UTC midnight in every zone; find the first instant of that date.
  let lo = day * 86_400_000 - 14 * 3_600_000;
  let hi = day * 86_400_000 + 14 * 3_600_000;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (dayNumber(new Date(mid), timeZone) >= day) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/**
 * The instant before which a clock has waited more than `days` business days at `now`: for every instant `since`,
 * `since < overdueCutoff(days, now)` exactly when `businessDaysBetween(since, now) > days`. So SQL can flag and
 * sort overdue rows with a plain comparison of the clock's column (an index range), the count done here once.
 */
export function overdueCutoff(days: number, now: Date, timeZone: string = DISPLAY_TIME_ZONE): Date {
  const end = dayNumber(now, timeZone);
  // The latest start date with more than `days` weekdays after it up to `end`: walk back over days + 1 weekdays.
  let start = end;
  let weekdays = 0;
  while (weekdays <= days) {
    if (isWeekday(start)) weekdays++;
    start--;
  }
  // weekdaysAfter(start, end - start) = days + 1 now; the clock is overdue when its date is start or earlier.
  return startOfDay(start + 1, timeZone);
}
