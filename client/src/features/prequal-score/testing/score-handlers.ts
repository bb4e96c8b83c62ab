import { DEFAULT_SCORE_WEIGHTS, type ScoreWeights } from '@portal/common/insights/score-weights';
import { graphql, HttpResponse } from 'msw';
import type { PrequalScore, ScoreFactor } from '../api/get-prequal-score';

const factor = (
  key: string,
  label: string,
  value: string,
  points: number | null,
  weight: number,
  maxPoints: number,
  extra: Partial<ScoreFactor> = {},
): ScoreFactor => ({
  __typename: 'ScoreFactor',
  key,
  label,
  value,
  points,
  weight,
  maxPoints,
  source: `${label} source`,
  rule: `${label} rule`,
  missing: false,
  withheld: false,
  inputs: [],
  ...extra,
});

/** A score of 69 (common's hand calculation MIDDLE), three of its factors: scored, left out, withheld. */
export const SCORE: PrequalScore = {
  __typename: 'PrequalScore',
  vendorId: 'v-5',
  instance: '2027-01',
  score: 69,
  listedScore: 69,
  factors: [
    factor('emr', 'EMR, latest', '0.90 (year 1)', 12.6, 15, 15.8, {
      inputs: [{ __typename: 'ScoreFactorAnswer', key: 'emr_year_1', label: 'EMR, year 1', value: '0.9' }],
    }),
    factor('debtToEquity', 'Debt to equity', 'No answer: Total liabilities is not asked by this questionnaire', 0, 5, 0, { missing: true }),
    factor('currentRatio', 'Current ratio', 'You do not have access to the financial information', null, 10, 10.5, { withheld: true }),
  ],
};

/** Answers the score query with `score`, recording each vendor asked for. */
export function scoreHandlers(asked: string[] = [], score: PrequalScore = SCORE) {
  return [
    graphql.query('PrequalScore', ({ variables }) => {
      asked.push(String(variables.vendorId));
      return HttpResponse.json({ data: { prequalScore: { ...score, vendorId: variables.vendorId } } });
    }),
  ];
}

/** Answers the weights and records each save's weights; a save answers `refuse` as the server's field error when given. */
export function weightsHandlers(saved: unknown[], refuse?: { path: string; message: string }) {
  let current: ScoreWeights = DEFAULT_SCORE_WEIGHTS;
  const view = () => ({ __typename: 'ScoreWeightsView', weights: current, defaults: DEFAULT_SCORE_WEIGHTS, updatedAt: null });
  return [
    graphql.query('ScoreWeights', () => HttpResponse.json({ data: { scoreWeights: view() } })),
    graphql.mutation('SetScoreWeights', ({ variables }) => {
      saved.push(variables.weights);
      if (refuse) {
        return HttpResponse.json({
          errors: [{ message: refuse.message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [refuse.path]: refuse.message } } }],
          data: null,
        });
      }
      current = variables.weights as ScoreWeights;
      return HttpResponse.json({ data: { setScoreWeights: view() } });
    }),
  ];
}
