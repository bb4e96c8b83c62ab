import { normalizeMoney } from '@portal/common/forms/answers';

/** The portal's dates are the builder's office dates: Eastern time, as the screens show them ('MMM d, yyyy'). */
export const MAIL_TIME_ZONE = 'America/New_York';

const DAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const EASTERN_DAY = new Intl.DateTimeFormat('en-US', { ...DAY_FORMAT, timeZone: MAIL_TIME_ZONE });
// A calendar date (a document's YYYY-MM-DD) names its day wherever it is read, so it is never shifted by a zone.
const CALENDAR_DAY = new Intl.DateTimeFormat('en-US', { ...DAY_FORMAT, timeZone: 'UTC' });
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "Nov 23, 2026": an instant as its day in New York, or a calendar date (YYYY-MM-DD) as written. */
export function formatMailDate(value: Date | string): string {
  if (value instanceof Date) return EASTERN_DAY.format(value);
  const m = ISO_DAY.exec(value);
  if (!m) throw new RangeError(`Not a date (YYYY-MM-DD): ${value}`);
  return CALENDAR_DAY.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** Today's date in New York as YYYY-MM-DD, comparable with a document's expiry date. */
export function easternToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: MAIL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * "1250000.5" -> "$1,250,000.50". Limits are exact decimal strings; they are grouped as text, never through a
 * float. Anything that is not an amount is shown as given rather than dropped.
 */
export function formatUsd(amount: string): string {
  const exact = normalizeMoney(amount);
  if (exact === null) return amount;
  const negative = exact.startsWith('-');
  const [whole, cents] = (negative ? exact.slice(1) : exact).split('.') as [string, string];
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
