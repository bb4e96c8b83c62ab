import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { z } from 'zod';

/**
 * The historical popup's submitted date: a calendar day (YYYY-MM-DD, the date input's value) in the
 * portal's time zone, from one year before today to one year after, as the server checks it
 * (server/src/modules/prequal-staff/prequal-staff.service.ts submittedDateOf).
 */
export const SUBMITTED_DATE_MESSAGES = {
  required: 'Submitted Date is required',
  invalid: 'Invalid date format.',
  /** The specification's "Date must be between X and Y.", the days written as the portal writes dates. */
  range: (min: string, max: string) => `Date must be between ${shownDay(min)} and ${shownDay(max)}.`,
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** YYYY-MM-DD as the portal writes dates (MMM d, yyyy), as the server words the same rule. */
function shownDay(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** A day in the portal's time zone, as YYYY-MM-DD. */
export function dayInPortalZone(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The same day `years` years away (Feb 29 becomes Feb 28 in a common year). */
export function yearsFrom(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dd = m === 2 && d === 29 && !leap ? 28 : d;
  return `${year}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/** The allowed days around `now`, inclusive, as YYYY-MM-DD (also the date input's min and max). */
export function submittedDateRange(now: Date): { min: string; max: string } {
  const today = dayInPortalZone(now);
  return { min: yearsFrom(today, -1), max: yearsFrom(today, 1) };
}

export function submittedDateSchema(now: () => Date = () => new Date()) {
  return z.object({
    submittedDate: z
      .string()
      .trim()
      .min(1, SUBMITTED_DATE_MESSAGES.required)
      .refine(isCalendarDay, SUBMITTED_DATE_MESSAGES.invalid)
      .superRefine((day, ctx) => {
        // YYYY-MM-DD strings compare as days.
        const { min, max } = submittedDateRange(now());
        if (day < min || day > max) ctx.addIssue({ code: 'custom', message: SUBMITTED_DATE_MESSAGES.range(min, max) });
      }),
  });
}

/**
 * The instant sent for a chosen day: 17:00 UTC is noon or 1 pm in New York, so the day stays the same in
 * the portal's time zone whatever the season.
 */
export function submittedAtOf(day: string): string {
  return `${day}T17:00:00.000Z`;
}
