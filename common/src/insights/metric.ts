import type { AnswerValue, Answers } from '../forms/answers.js';

/**
 * A computed number with what it came from, so a screen can show "TRIR 3.20 = 8 x 200,000 / 500,000" and a
 * reviewer can check it against the answers. A number that cannot be computed (zero hours, an unanswered
 * question) has no value and says why: never Infinity or NaN.
 */
export interface Metric {
  /** Short name: TRIR, DART, LTIR, EMR, CURRENT_RATIO... */
  name: string;
  label: string;
  /** The value unrounded; null when not computable. */
  value: number | null;
  /** The value as a screen shows it ("3.20", "$1,250,000.00", "1.85"); null when not computable. */
  display: string | null;
  /** Why there is no value ("Hours worked is zero"); null when computed. */
  reason: string | null;
  /** The formula in words ("recordable cases x 200,000 / hours worked"). */
  formula: string;
  /** The formula with this company's numbers ("8 x 200,000 / 500,000"); null when not computable. */
  expression: string | null;
  inputs: MetricInput[];
}

/** An answer a metric read: its question's slug, its label, and its value as answered (null: unanswered). */
export interface MetricInput {
  key: string;
  label: string;
  value: string | null;
}

const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DECIMAL2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PLAIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** 200000 -> "200,000"; 0.85 -> "0.85" (as many decimals as it has, up to 4). */
export const plain = (n: number): string => PLAIN.format(n);
/** Two decimals, as rates and ratios are shown. */
export const twoDecimals = (n: number): string => DECIMAL2.format(n);
export const whole = (n: number): string => INTEGER.format(n);

/** A numeric answer (a whole number, a float or a money string), or null when unanswered or not a number. */
export function numberAnswer(answers: Answers, key: string): number | null {
  const v: AnswerValue | undefined = answers[key];
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(/[$,\s]/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The answer as it was given, for a metric's inputs. */
export function inputOf(answers: Answers, key: string, label: string): MetricInput {
  const v = answers[key];
  return { key, label, value: typeof v === 'number' || typeof v === 'string' ? String(v) : null };
}

/** A metric that could not be computed. */
export function notComputable(base: Pick<Metric, 'name' | 'label' | 'formula' | 'inputs'>, reason: string): Metric {
  return { ...base, value: null, display: null, reason, expression: null };
}

/** "Hours worked, year 1 is not answered" for the first unanswered input, or null when every one is answered. */
export function missingReason(inputs: readonly MetricInput[], parsed: readonly (number | null)[]): string | null {
  const i = parsed.findIndex((n) => n === null);
  return i < 0 ? null : `${inputs[i]!.label} is not answered`;
}
