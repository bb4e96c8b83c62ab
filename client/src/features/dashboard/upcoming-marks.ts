/**
 * The dashboard's Upcoming 11th-month mark: the server answers how many completed prequalifications
 * reach their 11th month in each year-month (`{ "2026-12": 3, ... }`, months without any left out).
 * This turns that map into what the card and the chart show, with absent months as 0.
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
  /** The current month and the four after it: the card's "next five months". */
  nextFive: MonthCount[];
  /** The chart: a year from the current month, longer when the server counted later months. */
  chart: MonthCount[];
}

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The chart always spans a year: an approval lasts one, so its 11th month falls within it. */
const CHART_MONTHS = 12;
const CARD_MONTHS = 5;

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Months counted from year 0, so that month arithmetic is integer arithmetic. */
function monthIndex(key: string): number | null {
  const match = MONTH_KEY.exec(key);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

function monthKey(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function monthCount(index: number, counts: Map<number, number>): MonthCount {
  const year = Math.floor(index / 12);
  return {
    key: monthKey(index),
    label: monthLabel.format(new Date(Date.UTC(year, index % 12, 1))),
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

/** `today` decides the current month (the user's calendar month). */
export function upcomingMarks(marks: unknown, today: Date = new Date()): UpcomingMarks {
  const counts = countsByMonth(marks);
  const current = today.getFullYear() * 12 + today.getMonth();
  const months = [...counts.keys()];
  // A month the server counted never falls outside the chart, so its bars add up to the total.
  const first = Math.min(current, ...months);
  const last = Math.max(current + CHART_MONTHS - 1, ...months);
  const chart: MonthCount[] = [];
  for (let index = first; index <= last; index += 1) chart.push(monthCount(index, counts));
  const nextFive: MonthCount[] = [];
  for (let index = current; index < current + CARD_MONTHS; index += 1) nextFive.push(monthCount(index, counts));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return { total, nextFive, chart };
}
