import type { Answers } from '../forms/answers.js';
import { industryFigureFor, industryRatesFor, sourceOf, type IndustryFigure, type IndustryRates, type IndustryRatesSource } from './bls-incidence-rates.js';
import { inputOf, missingReason, notComputable, numberAnswer, plain, twoDecimals, type Metric, type MetricInput } from './metric.js';
import { trendOf, type Trend } from './trend.js';

/**
 * Safety metrics from the safety form's OSHA 300A answers (server/src/modules/forms/default-templates/safety.ts):
 * per year (year 1 the most recent), hours worked and the case counts; TRIR, DART and LTIR computed on OSHA's
 * 200,000-hour base (100 full-time workers x 40 hours x 50 weeks); the EMR as answered; the vendor's typed TRIR and
 * DART checked against the computed ones; each rate's trend; the industry average for the company's NAICS code.
 * docs/insights.md explains each number.
 */

export const OSHA_BASE_HOURS = 200_000;
export const SAFETY_YEARS = [1, 2, 3] as const;

/**
 * A typed rate differs from the computed one when they are further apart than 0.05 or 5 % of the computed rate,
 * whichever is larger: rounding to one or two decimals stays within it.
 */
export const TYPED_RATE_TOLERANCE = { absolute: 0.05, relative: 0.05 } as const;

/** The vendor's typed rate beside the computed one. */
export interface TypedRateCheck {
  key: string;
  typed: number;
  /** The computed rate, rounded as shown; null when not computable. */
  computed: number | null;
  differs: boolean;
  /** "Typed 2.50, computed 3.20" (or why it cannot be checked). */
  message: string;
}

export interface SafetyYear {
  year: number;
  label: string;
  hoursWorked: number | null;
  recordableCases: number | null;
  daysAwayCases: number | null;
  restrictedCases: number | null;
  fatalities: number | null;
  trir: Metric;
  dart: Metric;
  ltir: Metric;
  emr: Metric;
  typedTrir: TypedRateCheck | null;
  typedDart: TypedRateCheck | null;
  /** Answers that do not add up (fewer recordable cases than deaths, days-away and restricted cases together), and deaths. */
  warnings: string[];
}

export interface IndustryAverage {
  /** The longest listed prefix of the company's code (or the code itself): the row the comparison starts from. */
  naics: string;
  industry: string;
  /** The company's own NAICS code, which matched `naics` (itself or a prefix). */
  companyNaics: string;
  /** The industry TRIR and DART, each from the longest prefix whose row publishes it (see `figures`); null when none does. */
  trir: number | null;
  dart: number | null;
  /** Each published figure with the row it comes from: its NAICS code, industry, survey year and page. */
  figures: IndustryFigure[];
  /** The source of the `naics` row (survey, year, page). */
  source: IndustryRatesSource;
}

export interface SafetyMetrics {
  years: SafetyYear[];
  trends: Trend[];
  /** Null when the company has no NAICS code or no listed prefix matches it. */
  industry: IndustryAverage | null;
  /** The company's NAICS code as its profile holds it. */
  naics: string | null;
  tolerance: string;
}

const YEAR_NAMES: Record<number, string> = { 1: 'most recent year', 2: 'the year before', 3: 'two years before' };

const keys = (n: number) => ({
  hours: `osha_hours_worked_year_${n}`,
  recordable: `osha_recordable_cases_year_${n}`,
  daysAway: `osha_days_away_cases_year_${n}`,
  restricted: `osha_restricted_cases_year_${n}`,
  fatalities: `osha_fatalities_year_${n}`,
  emr: `emr_year_${n}`,
  trir: `trir_year_${n}`,
  dart: `dart_year_${n}`,
});

/**
 * cases x 200,000 / hours, with the inputs it read. `caseInputs` are added (DART: days-away + restricted). Zero or
 * unanswered hours, or an unanswered case count, leave it not computable.
 */
function incidenceRate(name: string, label: string, formula: string, answers: Answers, caseInputs: MetricInput[], hours: MetricInput): Metric {
  const inputs = [...caseInputs, hours];
  const base = { name, label, formula, inputs };
  const parsed = inputs.map((i) => numberAnswer(answers, i.key));
  const missing = missingReason(inputs, parsed);
  if (missing) return notComputable(base, missing);
  const hoursWorked = parsed[parsed.length - 1]!;
  if (hoursWorked <= 0) return notComputable(base, `${hours.label} is zero: no rate per 200,000 hours`);
  const cases = parsed.slice(0, -1) as number[];
  const total = cases.reduce((a, b) => a + b, 0);
  const value = (total * OSHA_BASE_HOURS) / hoursWorked;
  const casesText = cases.length > 1 ? `(${cases.map(plain).join(' + ')})` : plain(total);
  return { ...base, value, display: twoDecimals(value), reason: null, expression: `${casesText} x ${plain(OSHA_BASE_HOURS)} / ${plain(hoursWorked)}` };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The typed rate against the computed one (TYPED_RATE_TOLERANCE); null when the vendor typed none. */
export function checkTypedRate(answers: Answers, key: string, computed: Metric): TypedRateCheck | null {
  const typed = numberAnswer(answers, key);
  if (typed === null) return null;
  if (computed.value === null) {
    return { key, typed, computed: null, differs: false, message: `Typed ${twoDecimals(typed)}; cannot be checked: ${computed.reason}` };
  }
  const tolerance = Math.max(TYPED_RATE_TOLERANCE.absolute, TYPED_RATE_TOLERANCE.relative * computed.value);
  const differs = Math.abs(typed - computed.value) > tolerance;
  const words = `Typed ${twoDecimals(typed)}, computed ${computed.display}`;
  return { key, typed, computed: round2(computed.value), differs, message: differs ? `${words}: differs by more than ${twoDecimals(tolerance)}` : words };
}

function emrOf(answers: Answers, n: number): Metric {
  const input = inputOf(answers, keys(n).emr, `EMR, year ${n}`);
  const base = { name: 'EMR', label: 'EMR', formula: "as answered, from the carrier's or rating bureau's worksheet", inputs: [input] };
  const value = numberAnswer(answers, input.key);
  if (value === null) return notComputable(base, `${input.label} is not answered`);
  return { ...base, value, display: twoDecimals(value), reason: null, expression: plain(value) };
}

function yearOf(answers: Answers, n: number): SafetyYear {
  const k = keys(n);
  const hours = inputOf(answers, k.hours, `Hours worked, year ${n}`);
  const recordable = inputOf(answers, k.recordable, `Recordable cases, year ${n}`);
  const daysAway = inputOf(answers, k.daysAway, `Days-away cases (column H), year ${n}`);
  const restricted = inputOf(answers, k.restricted, `Job transfer or restriction cases (column I), year ${n}`);
  const trir = incidenceRate('TRIR', 'TRIR', 'recordable cases x 200,000 / hours worked', answers, [recordable], hours);
  const dart = incidenceRate('DART', 'DART', '(days-away cases + job transfer or restriction cases) x 200,000 / hours worked', answers, [daysAway, restricted], hours);
  const ltir = incidenceRate('LTIR', 'LTIR', 'days-away cases (column H) x 200,000 / hours worked', answers, [daysAway], hours);
  const num = (key: string) => numberAnswer(answers, key);
  const fatalities = num(k.fatalities);
  const warnings: string[] = [];
  if (fatalities !== null && fatalities > 0) warnings.push(`${plain(fatalities)} work-related death${fatalities === 1 ? '' : 's'} reported (column G)`);
  const [r, d, x] = [num(k.recordable), num(k.daysAway), num(k.restricted)];
  if (r !== null && d !== null && x !== null && r < d + x + (fatalities ?? 0)) {
    warnings.push(`Recordable cases (${plain(r)}) are fewer than deaths, days-away and restricted cases together (${plain(d + x + (fatalities ?? 0))})`);
  }
  return {
    year: n,
    label: `Year ${n} (${YEAR_NAMES[n]})`,
    hoursWorked: num(k.hours),
    recordableCases: r,
    daysAwayCases: d,
    restrictedCases: x,
    fatalities,
    trir,
    dart,
    ltir,
    emr: emrOf(answers, n),
    typedTrir: checkTypedRate(answers, k.trir, trir),
    typedDart: checkTypedRate(answers, k.dart, dart),
    warnings,
  };
}

/** The safety metrics of one safety (or Safety Lite) form's answers, for a company of this NAICS code. */
export function safetyMetrics(answers: Answers, naics: string | null | undefined, table?: readonly IndustryRates[]): SafetyMetrics {
  const years = SAFETY_YEARS.map((n) => yearOf(answers, n));
  const companyNaics = naics?.trim() || null;
  const row = industryRatesFor(companyNaics, table);
  const figures = (['trir', 'dart'] as const).flatMap((rate) => industryFigureFor(companyNaics, rate, table) ?? []);
  const valueOf = (rate: 'trir' | 'dart') => figures.find((f) => f.rate === rate)?.value ?? null;
  return {
    years,
    trends: (['trir', 'dart', 'ltir', 'emr'] as const).map((m) =>
      trendOf(
        years[0]![m].name,
        years.map((y) => y[m]),
      ),
    ),
    industry:
      row && companyNaics
        ? { naics: row.naics, industry: row.industry, companyNaics, trir: valueOf('trir'), dart: valueOf('dart'), figures, source: sourceOf(row) }
        : null,
    naics: companyNaics,
    tolerance: `A typed rate differs when it is further than ${TYPED_RATE_TOLERANCE.absolute} or ${TYPED_RATE_TOLERANCE.relative * 100} % of the computed rate (whichever is larger) from it.`,
  };
}
