import { graphql, HttpResponse } from 'msw';
import type { FinancialRatios } from '../api/get-financial-ratios';
import type { SafetyMetrics } from '../api/get-safety-metrics';

type Metric = SafetyMetrics['years'][number]['trir'];

export function metric(
  name: string,
  display: string | null,
  expression: string | null,
  inputs: [string, string, string | null][],
  reason: string | null = null,
): Metric {
  return {
    __typename: 'Metric',
    name,
    label: name,
    value: display == null ? null : Number(display.replace(/[$,]/g, '')),
    display,
    reason,
    formula: `${name} formula`,
    expression,
    inputs: inputs.map(([key, label, value]) => ({ __typename: 'MetricInput', key, label, value })),
  };
}

const year = (n: number, rates: { trir: Metric; dart: Metric; ltir: Metric; emr: Metric }, counts: number[], extra: Partial<SafetyMetrics['years'][number]> = {}) => ({
  __typename: 'SafetyYear' as const,
  year: n,
  label: `Year ${n}`,
  hoursWorked: counts[0] ?? null,
  recordableCases: counts[1] ?? null,
  daysAwayCases: counts[2] ?? null,
  restrictedCases: counts[3] ?? null,
  fatalities: counts[4] ?? null,
  warnings: [],
  typedTrir: null,
  typedDart: null,
  ...rates,
  ...extra,
});

/** Three years as common/src/insights' tests compute them (year 2 with zero hours). */
export const SAFETY_METRICS: SafetyMetrics = {
  __typename: 'SafetyMetrics',
  vendorId: 'v-5',
  instance: '2027-01',
  category: 'SAFETY',
  naics: '238220',
  tolerance: 'A typed rate differs when it is further than 0.05 or 5 % of the computed rate (whichever is larger) from it.',
  years: [
    year(
      1,
      {
        trir: metric('TRIR', '3.20', '8 x 200,000 / 500,000', [
          ['osha_recordable_cases_year_1', 'Recordable cases, year 1', '8'],
          ['osha_hours_worked_year_1', 'Hours worked, year 1', '500000'],
        ]),
        dart: metric('DART', '2.00', '(3 + 2) x 200,000 / 500,000', []),
        ltir: metric('LTIR', '1.20', '3 x 200,000 / 500,000', []),
        emr: metric('EMR', '0.82', '0.82', [['emr_year_1', 'EMR, year 1', '0.82']]),
      },
      [500000, 8, 3, 2, 0],
      {
        typedTrir: {
          __typename: 'TypedRateCheck',
          key: 'trir_year_1',
          typed: 2.5,
          computed: 3.2,
          differs: true,
          message: 'Typed 2.50, computed 3.20: differs by more than 0.16',
        },
      },
    ),
    year(
      2,
      {
        trir: metric('TRIR', null, null, [], 'Hours worked, year 2 is zero: no rate per 200,000 hours'),
        dart: metric('DART', null, null, [], 'Hours worked, year 2 is zero: no rate per 200,000 hours'),
        ltir: metric('LTIR', null, null, [], 'Hours worked, year 2 is zero: no rate per 200,000 hours'),
        emr: metric('EMR', null, null, [], 'EMR, year 2 is not answered'),
      },
      [0, 0],
    ),
    year(
      3,
      {
        trir: metric('TRIR', '8.00', '10 x 200,000 / 250,000', []),
        dart: metric('DART', '6.40', '(4 + 4) x 200,000 / 250,000', []),
        ltir: metric('LTIR', '3.20', '4 x 200,000 / 250,000', []),
        emr: metric('EMR', null, null, [], 'EMR, year 3 is not answered'),
      },
      [250000, 10, 4, 4, 1],
      { warnings: ['1 work-related death reported (column G)'] },
    ),
  ],
  trends: [
    { __typename: 'Trend', name: 'TRIR', direction: 'IMPROVING', explanation: 'Improving: year 1 3.20 against year 3 8.00' },
    { __typename: 'Trend', name: 'DART', direction: 'IMPROVING', explanation: 'Improving: year 1 2.00 against year 3 6.40' },
    { __typename: 'Trend', name: 'LTIR', direction: 'IMPROVING', explanation: 'Improving: year 1 1.20 against year 3 3.20' },
    { __typename: 'Trend', name: 'EMR', direction: 'UNKNOWN', explanation: 'Needs two years with a EMR; 1 computable' },
  ],
  industry: {
    __typename: 'IndustryAverage',
    naics: '23',
    companyNaics: '238220',
    industry: 'Construction',
    trir: 2.3,
    dart: null,
    figures: [
      {
        __typename: 'IndustryFigure',
        rate: 'trir',
        value: 2.3,
        naics: '23',
        industry: 'Construction',
        year: 2023,
        url: 'https://www.bls.gov/iif/nonfatal-injuries-and-illnesses-tables.htm',
      },
    ],
    source: {
      __typename: 'IndustryRatesSource',
      name: 'U.S. Bureau of Labor Statistics, SOII, Table 1',
      url: 'https://www.bls.gov/iif/nonfatal-injuries-and-illnesses-tables.htm',
      year: 2023,
    },
  },
};

export const FINANCIAL_RATIOS: FinancialRatios = {
  __typename: 'FinancialRatios',
  vendorId: 'v-5',
  instance: '2027-01',
  currentRatio: metric('Current ratio', '2.50', '$2,500,000.00 / $1,000,000.00', [
    ['current_assets', 'Current assets', '2500000.00'],
    ['current_liabilities', 'Current liabilities', '1000000.00'],
  ]),
  workingCapital: metric('Working capital', '$1,500,000.00', '$2,500,000.00 - $1,000,000.00', []),
  debtToEquity: metric('Debt to equity', null, null, [], 'Total liabilities is not asked by this questionnaire'),
  backlogToBonding: metric('Backlog to bonding capacity', null, null, [], 'Backlog is not asked by this questionnaire'),
  revenue: [metric('Revenue, year 1', '$12,000,000.00', '$12,000,000.00', [])],
  revenueTrend: { __typename: 'Trend', name: 'Revenue', direction: 'IMPROVING', explanation: 'Improving: year 1 12,000,000.00 against year 3 10,000,000.00' },
};

/** Answers both insights queries; returns the vendor ids asked for. */
export function insightsHandlers(asked: string[] = [], safety: SafetyMetrics = SAFETY_METRICS, financial: FinancialRatios = FINANCIAL_RATIOS) {
  return [
    graphql.query('SafetyMetrics', ({ variables }) => {
      asked.push(`safety:${String(variables.vendorId)}`);
      return HttpResponse.json({ data: { safetyMetrics: { ...safety, vendorId: variables.vendorId } } });
    }),
    graphql.query('FinancialRatios', ({ variables }) => {
      asked.push(`financial:${String(variables.vendorId)}`);
      return HttpResponse.json({ data: { financialRatios: { ...financial, vendorId: variables.vendorId } } });
    }),
  ];
}
