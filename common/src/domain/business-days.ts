import { DISPLAY_TIME_ZONE } from '../constants.js';

/**
 * Business days are Monday to Friday in the portal's time zone (DISPLAY_TIME_ZONE); public holidays are not
 * counted out (the portal keeps no holiday calendar). Pure: the clock is always an argument.
 */

const dayFormat = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

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
