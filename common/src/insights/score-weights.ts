/**
 * The prequalification score's weights and thresholds, kept as data (the setting `score.weights` the system admin
 * edits: common/src/settings/registry.ts). Each factor has a weight (any number from 0 to 100: the weights of the factors that can be
 * scored are normalised to 100 points, so only their proportions matter) and its thresholds. docs/insights.md
 * ("Score") explains each factor.
 *
 * A band scores a number linearly: at or beyond `full` the factor earns all its points, at or beyond `zero` none,
 * in between the share of the way from `zero` to `full`. When `full` is below `zero`, lower is better (TRIR, EMR);
 * when above, higher is better (current ratio, years in business).
 */

export interface ScoreBand {
  weight: number;
  full: number;
  zero: number;
}

/** A safety rate against the industry average: the band reads the company's rate divided by the average. */
export interface RateBand extends ScoreBand {
  /** The average used when the BLS table lists no rate for the company's NAICS code; null: the factor is left out. */
  fallbackAverage: number | null;
}

export interface ScoreWeights {
  trir: RateBand;
  dart: RateBand;
  /** Any work-related death in the three years earns no points; none earns all of them. */
  fatalities: { weight: number };
  emr: ScoreBand;
  /** The share of the points an improving, level and worsening EMR earns (0 to 1). */
  emrTrend: { weight: number; improving: number; flat: number; worsening: number };
  currentRatio: ScoreBand;
  debtToEquity: ScoreBand;
  /** In dollars. */
  workingCapital: ScoreBand;
  /** The share of the points each insurance state earns (0 to 1); `none`: no policy on record. */
  insurance: { weight: number; compliant: number; gaps: number; lapsed: number; none: number };
  yearsInBusiness: ScoreBand;
  /** The share of the questions answered (0 to 1). */
  completeness: ScoreBand;
}

export const SCORE_FACTOR_KEYS = [
  'trir',
  'dart',
  'fatalities',
  'emr',
  'emrTrend',
  'currentRatio',
  'debtToEquity',
  'workingCapital',
  'insurance',
  'yearsInBusiness',
  'completeness',
] as const satisfies readonly (keyof ScoreWeights)[];
export type ScoreFactorKey = (typeof SCORE_FACTOR_KEYS)[number];

/** The factors computed from the financial form: withheld from roles without prequal.financials.read. */
export const FINANCIAL_SCORE_FACTORS: readonly ScoreFactorKey[] = ['currentRatio', 'debtToEquity', 'workingCapital'];

export const SCORE_FACTOR_LABELS: Record<ScoreFactorKey, string> = {
  trir: 'TRIR against industry',
  dart: 'DART against industry',
  fatalities: 'Work-related deaths',
  emr: 'EMR, latest',
  emrTrend: 'EMR trend',
  currentRatio: 'Current ratio',
  debtToEquity: 'Debt to equity',
  workingCapital: 'Working capital',
  insurance: 'Insurance compliance',
  yearsInBusiness: 'Years in business',
  completeness: 'Completeness',
};

/** The weights as shipped; they add up to 100, so each weight is the factor's points when every factor is scored. */
export const DEFAULT_SCORE_WEIGHTS: ScoreWeights = {
  trir: { weight: 15, full: 0.5, zero: 2, fallbackAverage: null },
  dart: { weight: 10, full: 0.5, zero: 2, fallbackAverage: null },
  fatalities: { weight: 10 },
  emr: { weight: 15, full: 0.8, zero: 1.3 },
  emrTrend: { weight: 5, improving: 1, flat: 0.5, worsening: 0 },
  currentRatio: { weight: 10, full: 2, zero: 1 },
  debtToEquity: { weight: 5, full: 1, zero: 4 },
  workingCapital: { weight: 5, full: 1_000_000, zero: 0 },
  insurance: { weight: 15, compliant: 1, gaps: 0.5, lapsed: 0, none: 0 },
  yearsInBusiness: { weight: 5, full: 10, zero: 2 },
  completeness: { weight: 5, full: 1, zero: 0.5 },
};
