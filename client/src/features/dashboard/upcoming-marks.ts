import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { lazily } from '../../utils/lazily';

/**
 * The dashboard's Upcoming 11th-month mark: the server answers how many completed prequalifications
 * reach their 11th month in each year-month (`{ "2026-12": 3, ... }`), for the current month and the
 * next five. This turns that map into what the card and the chart show, a month it leaves out as 0.
 *
 * Without `Intl` as a rule: a page's first `Intl` object loads ICU's locale data (100 to 300 ms of a phone's main
 * thread), and the cards are drawn in the task of the dashboard's largest paint. The labels are English month
 * names; the current month comes from the clock and the time zone's offsets (below).
 */

/** One month of the 11th-month marks: `key` as the server writes it (YYYY-MM), `label` for people. */
export interface MonthCount {
  key: string;
  label: string;
  count: number;
}

export interface UpcomingMarks {
  /** Every mark the server counted. */
  total: number;
  /** The current month and the next five, in order; wider when the server counted other months. */
  months: MonthCount[];
}

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The current month and the next five, as the server counts them. */
const UPCOMING_MONTHS = 6;

/** en-US's short month names, as `Intl.DateTimeFormat('en-US', { month: 'short' })` writes them. */
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The UTC offsets (hours) a time zone takes: New York's standard and daylight time (another zone asks `Intl`). */
const ZONE_OFFSETS: Readonly<Record<string, readonly number[]>> = { 'America/New_York': [-5, -4] };
const HOUR_MS = 3_600_000;
const monthOf = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit' }));

/** Months counted from year 0, so that month arithmetic is integer arithmetic. */
function monthIndex(key: string): number | null {
  const match = MONTH_KEY.exec(key);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/**
 * The month `at` falls in where the business is, as the server decides the current month. The business's wall
 * clock is `at` moved by one of its zone's offsets: when every offset gives the same month, that is the month,
 * with no `Intl`. `Intl` decides the hour at the start of a month when they disagree, and any other zone.
 */
function currentMonthIndex(at: Date): number {
  const offsets = ZONE_OFFSETS[DISPLAY_TIME_ZONE];
  if (offsets) {
    const months = new Set(offsets.map((hours) => utcMonthIndex(new Date(at.getTime() + hours * HOUR_MS))));
    if (months.size === 1) return [...months][0]!;
  }
  const parts = monthOf().formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 12 + part('month') - 1;
}

function utcMonthIndex(at: Date): number {
  return at.getUTCFullYear() * 12 + at.getUTCMonth();
}

function monthCount(index: number, counts: Map<number, number>): MonthCount {
  const year = Math.floor(index / 12);
  const month = index % 12;
  return {
    key: `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`,
    label: `${MONTH_NAMES[month]} ${year}`,
    count: counts.get(index) ?? 0,
  };
}

/** The counts of a well-formed answer; anything that is not a YYYY-MM key with a count is ignored. */
function countsByMonth(marks: unknown): Map<number, number> {
  const counts = new Map<number, number>();
  if (!marks || typeof marks !== 'object' || Array.isArray(marks)) return counts;
  for (const [key, value] of Object.entries(marks)) {
    const index = monthIndex(key);
    const count = typeof value === 'string' ? Number(value) : value;
    if (index === null || typeof count !== 'number' || !Number.isFinite(count) || count < 0) continue;
    counts.set(index, (counts.get(index) ?? 0) + count);
  }
  return counts;
}

/** `now` decides the current month, in the business's time zone like the server's. */
export function upcomingMarks(marks: unknown, now: Date = new Date()): UpcomingMarks {
  const counts = countsByMonth(marks);
  const current = currentMonthIndex(now);
  const counted = [...counts.keys()];
  // A month the server counted is never left out, so the months always add up to the total.
  const first = Math.min(current, ...counted);
  const last = Math.max(current + UPCOMING_MONTHS - 1, ...counted);
  const months: MonthCount[] = [];
  for (let index = first; index <= last; index += 1) months.push(monthCount(index, counts));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return { total, months };
}
