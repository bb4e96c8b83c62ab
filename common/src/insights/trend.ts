import { twoDecimals, type Metric } from './metric.js';

export type TrendDirection = 'IMPROVING' | 'WORSENING' | 'FLAT' | 'UNKNOWN';

/** A rate's direction over the years, with the rule's words for this case. */
export interface Trend {
  name: string;
  direction: TrendDirection;
  explanation: string;
}

/**
 * Within this much (5 % of the older value, and at least 0.05) two values count as level: a rate that moves
 * by rounding is not a trend.
 */
export const TREND_TOLERANCE = { absolute: 0.05, relative: 0.05 } as const;

/**
 * The trend of a rate where lower is better (TRIR, DART, LTIR, EMR): the most recent computable year against the
 * oldest computable year (year 1 against year 3, or year 2 when year 3 is missing). Lower by more than the
 * tolerance: IMPROVING; higher: WORSENING; otherwise FLAT. Fewer than two computable years: UNKNOWN.
 * `byYear` is newest first.
 */
export function trendOf(name: string, byYear: readonly Metric[], lowerIsBetter = true): Trend {
  const known = byYear.map((m, i) => ({ year: i + 1, value: m.value })).filter((m): m is { year: number; value: number } => m.value !== null);
  if (known.length < 2) return { name, direction: 'UNKNOWN', explanation: `Needs two years with a ${name}; ${known.length} computable` };
  const newest = known[0]!;
  const oldest = known[known.length - 1]!;
  const change = newest.value - oldest.value;
  const tolerance = Math.max(TREND_TOLERANCE.absolute, TREND_TOLERANCE.relative * Math.abs(oldest.value));
  const words = `year ${newest.year} ${twoDecimals(newest.value)} against year ${oldest.year} ${twoDecimals(oldest.value)}`;
  if (Math.abs(change) <= tolerance) return { name, direction: 'FLAT', explanation: `Level: ${words} (within ${twoDecimals(tolerance)})` };
  const better = lowerIsBetter ? change < 0 : change > 0;
  return { name, direction: better ? 'IMPROVING' : 'WORSENING', explanation: `${better ? 'Improving' : 'Worsening'}: ${words}` };
}
