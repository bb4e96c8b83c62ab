/**
 * The words of suggested limits, shared by the server's rules (server limit-rules.ts) and the Limit
 * Rules screen: which limits a rule suggests, and the measures the server computes from the shipped FINANCIAL
 * questionnaire. Any other basis of a rule is a financial answer's slug.
 */

export const LIMIT_KINDS = ['SINGLE', 'AGGREGATE', 'BONDING'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const LIMIT_WORDS: Record<LimitKind, string> = {
  SINGLE: 'Single project limit',
  AGGREGATE: 'Aggregate limit',
  BONDING: 'Bonding limit',
};

export const COMPUTED_MEASURES = ['WORKING_CAPITAL', 'NET_WORTH', 'REVENUE_AVERAGE', 'BONDING_SINGLE', 'BONDING_AGGREGATE'] as const;
export type ComputedMeasure = (typeof COMPUTED_MEASURES)[number];

/** Each measure in words, lower case (a rule's explanation reads "10 x working capital"). */
export const MEASURE_WORDS: Record<ComputedMeasure, string> = {
  WORKING_CAPITAL: 'working capital',
  NET_WORTH: 'net worth',
  REVENUE_AVERAGE: 'average annual revenue',
  BONDING_SINGLE: 'single project bonding capacity',
  BONDING_AGGREGATE: 'aggregate bonding capacity',
};
