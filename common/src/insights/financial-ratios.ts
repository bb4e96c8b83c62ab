import type { Answers } from '../forms/answers.js';
import { inputOf, missingReason, notComputable, numberAnswer, twoDecimals, type Metric, type MetricInput } from './metric.js';
import { trendOf, type Trend } from './trend.js';

/**
 * Financial ratios from the financial form's answers (server/src/modules/forms/default-templates/financial.ts):
 * current ratio, working capital, debt to equity, the revenue trend, backlog against bonding capacity.
 *
 * The shipped questionnaire asks current assets and liabilities, net worth, revenue by year and bonding
 * capacity, but neither total liabilities (or debt) nor backlog: those two ratios read `total_liabilities` and
 * `backlog` when a later template version asks them, and otherwise say what is missing.
 */

export const FINANCIAL_KEYS = {
  currentAssets: 'current_assets',
  currentLiabilities: 'current_liabilities',
  netWorth: 'net_worth',
  totalLiabilities: 'total_liabilities',
  backlog: 'backlog',
  bondingAggregate: 'bonding_aggregate_limit',
  revenue: (n: number) => `revenue_year_${n}`,
} as const;

export interface FinancialRatios {
  currentRatio: Metric;
  workingCapital: Metric;
  debtToEquity: Metric;
  /** Revenue per year, newest first, as answered. */
  revenue: Metric[];
  /** Rising revenue is better here. */
  revenueTrend: Trend;
  backlogToBonding: Metric;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (n: number) => USD.format(n);
const notAsked = (label: string) => `${label} is not asked by this questionnaire`;

/** Exact cents of a money answer ("1234.5" -> 123450n), so a difference of two amounts has no float error. */
function centsOf(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/[$,\s]/g, ''));
  if (!m) return 0n;
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -cents : cents;
}

/** a / b with its inputs; b must be positive (`zeroReason` otherwise). */
function ratio(name: string, label: string, formula: string, answers: Answers, a: MetricInput, b: MetricInput, zeroReason: string): Metric {
  const inputs = [a, b];
  const base = { name, label, formula, inputs };
  const parsed = inputs.map((i) => numberAnswer(answers, i.key));
  const missing = missingReason(inputs, parsed);
  if (missing) return notComputable(base, missing);
  const [x, y] = parsed as [number, number];
  if (y <= 0) return notComputable(base, zeroReason);
  const value = x / y;
  return { ...base, value, display: twoDecimals(value), reason: null, expression: `${money(x)} / ${money(y)}` };
}

/** A ratio one of whose inputs the questionnaire does not ask: not computable, naming it, unless a later version answers it. */
function ratioNeeding(key: string, label: string, build: () => Metric, answers: Answers): Metric {
  if (key in answers) return build();
  const m = build();
  return notComputable(m, notAsked(label));
}

export function financialRatios(answers: Answers): FinancialRatios {
  const k = FINANCIAL_KEYS;
  const assets = inputOf(answers, k.currentAssets, 'Current assets');
  const liabilities = inputOf(answers, k.currentLiabilities, 'Current liabilities');
  const netWorth = inputOf(answers, k.netWorth, 'Net worth');

  const currentRatio = ratio(
    'CURRENT_RATIO',
    'Current ratio',
    'current assets / current liabilities',
    answers,
    assets,
    liabilities,
    'Current liabilities are zero: no ratio',
  );

  const wcBase = { name: 'WORKING_CAPITAL', label: 'Working capital', formula: 'current assets - current liabilities', inputs: [assets, liabilities] };
  const wcMissing = missingReason(
    wcBase.inputs,
    wcBase.inputs.map((i) => numberAnswer(answers, i.key)),
  );
  let workingCapital: Metric;
  if (wcMissing) workingCapital = notComputable(wcBase, wcMissing);
  else {
    const cents = centsOf(assets.value!) - centsOf(liabilities.value!);
    const value = Number(cents) / 100;
    workingCapital = {
      ...wcBase,
      value,
      display: money(value),
      reason: null,
      expression: `${money(numberAnswer(answers, assets.key)!)} - ${money(numberAnswer(answers, liabilities.key)!)}`,
    };
  }

  const debtToEquity = ratioNeeding(
    k.totalLiabilities,
    'Total liabilities',
    () =>
      ratio(
        'DEBT_TO_EQUITY',
        'Debt to equity',
        'total liabilities / net worth',
        answers,
        inputOf(answers, k.totalLiabilities, 'Total liabilities'),
        netWorth,
        'Net worth is zero or negative: no meaningful ratio',
      ),
    answers,
  );

  const revenue: Metric[] = [1, 2, 3].map((n) => {
    const input = inputOf(answers, k.revenue(n), `Revenue, year ${n}`);
    const base = { name: 'REVENUE', label: `Revenue, year ${n}`, formula: 'as answered', inputs: [input] };
    const value = numberAnswer(answers, input.key);
    return value === null ? notComputable(base, `${input.label} is not answered`) : { ...base, value, display: money(value), reason: null, expression: money(value) };
  });

  const backlogToBonding = ratioNeeding(
    k.backlog,
    'Backlog',
    () =>
      ratio(
        'BACKLOG_TO_BONDING',
        'Backlog to bonding capacity',
        'backlog / aggregate bonding capacity',
        answers,
        inputOf(answers, k.backlog, 'Backlog'),
        inputOf(answers, k.bondingAggregate, 'Aggregate bonding capacity'),
        'Aggregate bonding capacity is zero: no ratio',
      ),
    answers,
  );

  return { currentRatio, workingCapital, debtToEquity, revenue, revenueTrend: trendOf('Revenue', revenue, false), backlogToBonding };
}
