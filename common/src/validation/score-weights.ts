/**
 * The score weights as the system admin edits them (GraphQL setScoreWeights, REST PUT /admin/score-weights, the
 * admin screen's "Score weights" form): every factor's weight (0 to 100) and thresholds, parsed the same on both
 * sides. Numbers may arrive as typed text ("0.8"); a blank is refused, never read as 0.
 */
import { z } from 'zod';
import { SCORE_FACTOR_KEYS, SCORE_FACTOR_LABELS, type ScoreWeights } from '../insights/score-weights.js';

export const SCORE_WEIGHT_MAX = 100;
/** No threshold needs more: working capital in dollars is the largest (a trillion keeps it a safe number). */
export const SCORE_THRESHOLD_MAX = 1_000_000_000_000;

export const SCORE_WEIGHT_MESSAGES = {
  number: 'Enter a number',
  weight: `Enter a weight from 0 to ${SCORE_WEIGHT_MAX}`,
  share: 'Enter a share from 0 to 1',
  threshold: 'Enter a number of 0 or more',
  sameThresholds: 'Full points and no points must differ',
  allZero: 'At least one factor needs a weight above 0',
  fallback: 'Enter an average above 0, or leave it blank',
} as const;

const numberFrom = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v);
const num = (message: string, min: number, max: number) =>
  z.preprocess(
    numberFrom,
    z
      .number({ error: SCORE_WEIGHT_MESSAGES.number })
      .refine((n) => Number.isFinite(n), SCORE_WEIGHT_MESSAGES.number)
      .refine((n) => n >= min && n <= max, message),
  );

const weight = num(SCORE_WEIGHT_MESSAGES.weight, 0, SCORE_WEIGHT_MAX);
const share = num(SCORE_WEIGHT_MESSAGES.share, 0, 1);
const threshold = num(SCORE_WEIGHT_MESSAGES.threshold, 0, SCORE_THRESHOLD_MAX);

const band = z.object({ weight, full: threshold, zero: threshold }).refine((b) => b.full !== b.zero, { message: SCORE_WEIGHT_MESSAGES.sameThresholds, path: ['zero'] });

const rateBand = z
  .object({
    weight,
    full: threshold,
    zero: threshold,
    fallbackAverage: z.preprocess(
      (v) => (v === '' || v === undefined ? null : numberFrom(v)),
      z.number({ error: SCORE_WEIGHT_MESSAGES.fallback }).gt(0, SCORE_WEIGHT_MESSAGES.fallback).max(100, SCORE_WEIGHT_MESSAGES.fallback).nullable(),
    ),
  })
  .refine((b) => b.full !== b.zero, { message: SCORE_WEIGHT_MESSAGES.sameThresholds, path: ['zero'] });

export const scoreWeightsSchema = z
  .object({
    trir: rateBand,
    dart: rateBand,
    fatalities: z.object({ weight }),
    emr: band,
    emrTrend: z.object({ weight, improving: share, flat: share, worsening: share }),
    currentRatio: band,
    debtToEquity: band,
    workingCapital: band,
    insurance: z.object({ weight, compliant: share, gaps: share, lapsed: share, none: share }),
    yearsInBusiness: band,
    completeness: z.object({ weight, full: share, zero: share }).refine((b) => b.full !== b.zero, { message: SCORE_WEIGHT_MESSAGES.sameThresholds, path: ['zero'] }),
  })
  .strict()
  .refine((w) => SCORE_FACTOR_KEYS.some((k) => w[k].weight > 0), { message: SCORE_WEIGHT_MESSAGES.allZero, path: ['trir', 'weight'] });

export type ScoreWeightsInput = z.input<typeof scoreWeightsSchema>;

// The schema's output is exactly the weights the score reads: a new factor must be added to both.
const _same: (w: z.output<typeof scoreWeightsSchema>) => ScoreWeights = (w) => w;
void _same;

/** "TRIR against industry: weight: Enter a weight from 0 to 100" for the first issue, naming the factor. */
export function scoreWeightsError(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const [factor, field] = i.path as string[];
      const label = factor && factor in SCORE_FACTOR_LABELS ? SCORE_FACTOR_LABELS[factor as keyof typeof SCORE_FACTOR_LABELS] : 'Score weights';
      return `${label}${field ? ` (${field})` : ''}: ${i.message}`;
    })
    .join('. ');
}
