import type { ComplianceStatus } from '../domain/insurance.js';
import type { Answers } from '../forms/answers.js';
import { answerableFields, type FormField } from '../forms/field-model.js';
import type { IndustryFigure } from './bls-incidence-rates.js';
import { financialRatios } from './financial-ratios.js';
import { inputOf, numberAnswer, plain, twoDecimals, type Metric, type MetricInput } from './metric.js';
import { OSHA_BASE_HOURS, safetyMetrics, type SafetyYear } from './safety-metrics.js';
import { SCORE_FACTOR_KEYS, SCORE_FACTOR_LABELS, type ScoreBand, type ScoreFactorKey, type ScoreWeights } from './score-weights.js';

/**
 * The prequalification score (0-100), explained factor by factor: a pure function of a cycle's answers, the company's
 * NAICS code and insurance compliance, and the weights (score-weights.ts), so the same inputs always give the same
 * score. docs/insights.md ("Score") gives each factor's rule, the formula and an example.
 *
 * Missing data: a factor that cannot be scored (an unanswered question, a questionnaire that does not ask it, zero
 * hours, no industry average) is LEFT OUT and its weight spread over the others, rather than scoring 0. Submit
 * demands every question, so a blank is either a draft, which the completeness factor already counts against the
 * company, or a question the company could not answer (a questionnaire version that does not ask it, the Safety Lite
 * form's missing OSHA years): scoring those 0 would mark a company down twice, or for the builder's questionnaire.
 * No insurance on record is a finding, not missing data: it scores the `none` share (0 as shipped).
 */

export const YEAR_ESTABLISHED_KEY = 'year_established';
export const SAFETY_LITE_FATALITIES_KEY = 'fatalities_3_years';

export interface ScoreInputs {
  /** The safety (or Safety Lite) form's answers. */
  safety: Answers;
  financial: Answers;
  legal: Answers;
  naics: string | null;
  /** The company's insurance compliance; null when it has no policy on record. */
  insurance: { status: ComplianceStatus; gaps: readonly string[] } | null;
  /** Questions answered and asked across the cycle's forms (completenessOf). */
  completeness: { answered: number; asked: number };
  /** The calendar year the score is for: years in business count up to it. */
  year: number;
}

export interface ScoreFactor {
  key: ScoreFactorKey;
  label: string;
  /** The value as a screen shows it ("1.39 x industry", "Gaps"); why not, when missing. */
  value: string;
  /** Points earned, to one decimal (0 when missing). */
  points: number;
  /** The weight as configured. */
  weight: number;
  /** The most this factor can earn once the weights are normalised over the factors scored, to one decimal. */
  maxPoints: number;
  /** Where the value came from: the form and question, or the record. */
  source: string;
  /** The answers read, each with its question's slug, label and value. */
  inputs: MetricInput[];
  /** The factor's rule with its thresholds, in words. */
  rule: string;
  /** Left out (its weight spread over the others): it could not be scored. */
  missing: boolean;
}

export interface PrequalScore {
  /** 0-100, the rounded sum of the factors' exact points. */
  score: number;
  factors: ScoreFactor[];
}

/** A factor as computed, before the weights are normalised: its share of its points (0-1), or null when missing. */
interface Scored {
  share: number | null;
  value: string;
  source: string;
  inputs: MetricInput[];
  rule: string;
}

/** The share of a band's points a value earns (score-weights.ts: linear between `zero` and `full`). */
export function bandShare(value: number, band: Pick<ScoreBand, 'full' | 'zero'>): number {
  const { full, zero } = band;
  if (full === zero) return value === full ? 1 : 0;
  const share = (value - zero) / (full - zero);
  return Math.min(1, Math.max(0, share));
}

const bandRule = (band: ScoreBand, unit: (n: number) => string) =>
  `All points at ${unit(band.full)} or ${band.full < band.zero ? 'lower' : 'higher'}, none at ${unit(band.zero)} or ${band.full < band.zero ? 'higher' : 'lower'}, in between in proportion`;

const missing = (value: string, source: string, inputs: MetricInput[], rule: string): Scored => ({ share: null, value, source, inputs, rule });

const SAFETY_FORM = 'Safety form';
const FINANCIAL_FORM = 'Financial form';

/** Cases and hours added over the years with both answered and hours above zero: the three-year rate's numbers. */
function threeYearRate(years: readonly SafetyYear[], casesOf: (y: SafetyYear) => number | null, metricOf: (y: SafetyYear) => Metric) {
  let cases = 0;
  let hours = 0;
  let counted = 0;
  for (const y of years) {
    const c = casesOf(y);
    if (c === null || y.hoursWorked === null || y.hoursWorked <= 0) continue;
    cases += c;
    hours += y.hoursWorked;
    counted++;
  }
  const inputs = years.flatMap((y) => metricOf(y).inputs);
  return counted === 0 ? { rate: null, inputs, counted } : { rate: (cases * OSHA_BASE_HOURS) / hours, inputs, counted, cases, hours };
}

function rateFactor(name: 'TRIR' | 'DART', inputs: ScoreInputs, weights: ScoreWeights, years: readonly SafetyYear[], figure: IndustryFigure | null): Scored {
  const industry = figure?.value ?? null;
  const band = name === 'TRIR' ? weights.trir : weights.dart;
  const r =
    name === 'TRIR'
      ? threeYearRate(
          years,
          (y) => y.recordableCases,
          (y) => y.trir,
        )
      : threeYearRate(
          years,
          (y) => (y.daysAwayCases === null || y.restrictedCases === null ? null : y.daysAwayCases + y.restrictedCases),
          (y) => y.dart,
        );
  const average = industry ?? band.fallbackAverage;
  const averageSource = figure
    ? `BLS ${figure.year} average for NAICS ${figure.naics}${figure.naics === inputs.naics?.trim() ? '' : ` (the company's ${inputs.naics ?? ''})`}`
    : 'the fallback average of the score weights';
  const source = `${SAFETY_FORM}, OSHA 300A answers for years 1-3; ${averageSource}`;
  const rule = `${name} over the years answered (cases x 200,000 / hours) divided by the industry average. ${bandRule(band, (n) => `${twoDecimals(n)} x the average`)}`;
  if (r.rate === null) return missing('No answer: no year with hours worked above zero and its cases answered', source, r.inputs, rule);
  if (average === null || average <= 0) {
    const why = inputs.naics ? `No industry average for NAICS ${inputs.naics}` : 'No NAICS code on the company profile';
    return missing(`${name} ${twoDecimals(r.rate)}; ${why}`, source, r.inputs, rule);
  }
  const ratio = r.rate / average;
  return {
    share: bandShare(ratio, band),
    value: `${name} ${twoDecimals(r.rate)} (${r.counted} year${r.counted === 1 ? '' : 's'}) against ${twoDecimals(average)}: ${twoDecimals(ratio)} x the average`,
    source,
    inputs: r.inputs,
    rule,
  };
}

function fatalitiesFactor(inputs: ScoreInputs, years: readonly SafetyYear[]): Scored {
  const rule = 'No work-related death in the three years: all points; any death: none';
  const byYear = years.map((y) => inputOf(inputs.safety, `osha_fatalities_year_${y.year}`, `Deaths (column G), year ${y.year}`));
  const lite = inputOf(inputs.safety, SAFETY_LITE_FATALITIES_KEY, 'Work-related deaths in the last three years');
  const answered = years.map((y) => y.fatalities).filter((n): n is number => n !== null);
  const liteCount = numberAnswer(inputs.safety, SAFETY_LITE_FATALITIES_KEY);
  const total = answered.length ? answered.reduce((a, b) => a + b, 0) : liteCount;
  const sourceInputs = answered.length || liteCount === null ? byYear : [lite];
  const source = `${SAFETY_FORM}, deaths reported (OSHA 300A column G)`;
  if (total === null) return missing('No answer', source, sourceInputs, rule);
  return { share: total > 0 ? 0 : 1, value: total === 0 ? 'None reported' : `${plain(total)} reported`, source, inputs: sourceInputs, rule };
}

function emrFactor(inputs: ScoreInputs, weights: ScoreWeights, years: readonly SafetyYear[]): Scored {
  const rule = `The most recent EMR answered. ${bandRule(weights.emr, twoDecimals)}`;
  const latest = years.find((y) => y.emr.value !== null);
  const source = `${SAFETY_FORM}, EMR by year`;
  if (!latest)
    return missing(
      'No answer',
      source,
      years.map((y) => y.emr.inputs[0]!),
      rule,
    );
  return { share: bandShare(latest.emr.value!, weights.emr), value: `${latest.emr.display} (year ${latest.year})`, source, inputs: latest.emr.inputs, rule };
}

function emrTrendFactor(inputs: ScoreInputs, weights: ScoreWeights, years: readonly SafetyYear[], trend: { direction: string; explanation: string }): Scored {
  const t = weights.emrTrend;
  const rule = `Newest EMR against the oldest answered: improving earns ${plain(t.improving * 100)} %, level ${plain(t.flat * 100)} %, worsening ${plain(t.worsening * 100)} % of the points`;
  const source = `${SAFETY_FORM}, EMR by year`;
  const emrInputs = years.map((y) => y.emr.inputs[0]!);
  if (trend.direction === 'UNKNOWN') return missing(`No answer: ${trend.explanation}`, source, emrInputs, rule);
  const share = trend.direction === 'IMPROVING' ? t.improving : trend.direction === 'FLAT' ? t.flat : t.worsening;
  return { share, value: trend.explanation, source, inputs: emrInputs, rule };
}

function metricFactor(metric: Metric, band: ScoreBand, unit: (n: number) => string, source: string, rule: string): Scored {
  const fullRule = `${rule}. ${bandRule(band, unit)}`;
  if (metric.value === null) return missing(`No answer: ${metric.reason ?? 'not computable'}`, source, metric.inputs, fullRule);
  return { share: bandShare(metric.value, band), value: metric.display ?? plain(metric.value), source, inputs: metric.inputs, rule: fullRule };
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function insuranceFactor(inputs: ScoreInputs, weights: ScoreWeights): Scored {
  const w = weights.insurance;
  const pct = (n: number) => `${plain(n * 100)} %`;
  const rule = `Meets the requirement profile: ${pct(w.compliant)} of the points; gaps: ${pct(w.gaps)}; lapsed: ${pct(w.lapsed)}; no policy on record: ${pct(w.none)}`;
  const source = "Insurance records (the company's policies against the requirement profile)";
  const ins = inputs.insurance;
  if (!ins) return { share: w.none, value: 'No policy on record', source, inputs: [], rule };
  const share = ins.status === 'COMPLIANT' ? w.compliant : ins.status === 'GAPS' ? w.gaps : w.lapsed;
  const words = ins.status === 'COMPLIANT' ? 'Meets requirements' : ins.status === 'GAPS' ? 'Gaps' : 'Lapsed';
  const gaps = ins.gaps.map((g, i) => ({ key: `gap_${i + 1}`, label: `Gap ${i + 1}`, value: g }));
  return { share, value: ins.gaps.length ? `${words}: ${ins.gaps.length} gap${ins.gaps.length === 1 ? '' : 's'}` : words, source, inputs: gaps, rule };
}

function yearsFactor(inputs: ScoreInputs, weights: ScoreWeights): Scored {
  const input = inputOf(inputs.legal, YEAR_ESTABLISHED_KEY, 'Year the company was established');
  const rule = `${inputs.year} minus the year established. ${bandRule(weights.yearsInBusiness, (n) => `${plain(n)} years`)}`;
  const source = `Legal form, question ${YEAR_ESTABLISHED_KEY}`;
  const established = numberAnswer(inputs.legal, YEAR_ESTABLISHED_KEY);
  if (established === null) {
    const why = YEAR_ESTABLISHED_KEY in inputs.legal ? 'not a year' : 'not answered (the shipped questionnaire does not ask it)';
    return missing(`No answer: ${why}`, source, [input], rule);
  }
  if (!Number.isInteger(established) || established > inputs.year || established < 1000)
    return missing(`No answer: ${plain(established)} is not a past year`, source, [input], rule);
  const years = inputs.year - established;
  return {
    share: bandShare(years, weights.yearsInBusiness),
    value: `${plain(years)} year${years === 1 ? '' : 's'} (since ${established})`,
    source,
    inputs: [input],
    rule,
  };
}

function completenessFactor(inputs: ScoreInputs, weights: ScoreWeights): Scored {
  const { answered, asked } = inputs.completeness;
  const rule = `Questions answered over questions asked, across the cycle's forms. ${bandRule(weights.completeness, (n) => `${plain(n * 100)} %`)}`;
  const source = "The cycle's forms (every question is required on submit)";
  const counts = [
    { key: 'answered', label: 'Questions answered', value: String(answered) },
    { key: 'asked', label: 'Questions asked', value: String(asked) },
  ];
  if (asked <= 0) return missing('No answer: no question asked', source, counts, rule);
  const share = answered / asked;
  return { share: bandShare(share, weights.completeness), value: `${answered} of ${asked} (${Math.floor(share * 100)} %)`, source, inputs: counts, rule };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The score and its explanation: every factor, scored or left out, in SCORE_FACTOR_KEYS order. */
export function prequalScore(inputs: ScoreInputs, weights: ScoreWeights): PrequalScore {
  const safety = safetyMetrics(inputs.safety, inputs.naics);
  const fin = financialRatios(inputs.financial);
  const emrTrend = safety.trends.find((t) => t.name === 'EMR')!;
  const finSource = (q: string) => `${FINANCIAL_FORM}, ${q}`;
  const scored: Record<ScoreFactorKey, Scored> = {
    trir: rateFactor('TRIR', inputs, weights, safety.years, safety.industry?.figures.find((f) => f.rate === 'trir') ?? null),
    dart: rateFactor('DART', inputs, weights, safety.years, safety.industry?.figures.find((f) => f.rate === 'dart') ?? null),
    fatalities: fatalitiesFactor(inputs, safety.years),
    emr: emrFactor(inputs, weights, safety.years),
    emrTrend: emrTrendFactor(inputs, weights, safety.years, emrTrend),
    currentRatio: metricFactor(
      fin.currentRatio,
      weights.currentRatio,
      twoDecimals,
      finSource('current assets and current liabilities'),
      'Current assets / current liabilities',
    ),
    debtToEquity: metricFactor(fin.debtToEquity, weights.debtToEquity, twoDecimals, finSource('total liabilities and net worth'), 'Total liabilities / net worth'),
    workingCapital: metricFactor(
      fin.workingCapital,
      weights.workingCapital,
      (n) => USD.format(n),
      finSource('current assets and current liabilities'),
      'Current assets - current liabilities',
    ),
    insurance: insuranceFactor(inputs, weights),
    yearsInBusiness: yearsFactor(inputs, weights),
    completeness: completenessFactor(inputs, weights),
  };
  const weightOf = (k: ScoreFactorKey) => Math.max(0, weights[k].weight);
  const total = SCORE_FACTOR_KEYS.filter((k) => scored[k].share !== null).reduce((sum, k) => sum + weightOf(k), 0);
  let exact = 0;
  const factors = SCORE_FACTOR_KEYS.map((key): ScoreFactor => {
    const s = scored[key];
    const max = s.share === null || total === 0 ? 0 : (100 * weightOf(key)) / total;
    const points = s.share === null ? 0 : s.share * max;
    exact += points;
    return {
      key,
      label: SCORE_FACTOR_LABELS[key],
      value: s.value,
      points: oneDecimal(points),
      weight: weights[key].weight,
      maxPoints: oneDecimal(max),
      source: s.source,
      inputs: s.inputs,
      rule: s.rule,
      missing: s.share === null,
    };
  });
  return { score: Math.min(100, Math.max(0, Math.round(exact))), factors };
}

/** Questions answered and asked across forms: every top-level answerable question (a repeatable group is one). */
export function completenessOf(forms: readonly { fields: readonly FormField[]; answers: Answers | null | undefined }[]): { answered: number; asked: number } {
  let answered = 0;
  let asked = 0;
  for (const form of forms) {
    for (const field of answerableFields(form.fields)) {
      asked++;
      const v = form.answers?.[field.slug];
      if (v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0)) answered++;
    }
  }
  return { answered, asked };
}
