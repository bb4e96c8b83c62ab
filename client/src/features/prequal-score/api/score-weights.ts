import { useMutation, useQuery } from '@apollo/client/react';
import type { ScoreWeights } from '@portal/common/insights/score-weights';
import { graphql } from '../../../gql';

export const SCORE_WEIGHTS_QUERY = graphql(`
  query ScoreWeights {
    scoreWeights {
      weights
      defaults
      updatedAt
    }
  }
`);

export const SET_SCORE_WEIGHTS_MUTATION = graphql(`
  mutation SetScoreWeights($weights: JSON!) {
    setScoreWeights(weights: $weights) {
      weights
      defaults
      updatedAt
    }
  }
`);

/** The weights as the server answers them: JSON checked by common's schema on both sides (score-weights.ts). */
export interface ScoreWeightsData {
  weights: ScoreWeights;
  defaults: ScoreWeights;
  updatedAt: string | null;
}

/** The score's weights and thresholds (SYSTEM_ADMIN: score.weights). */
export function useScoreWeights() {
  const result = useQuery(SCORE_WEIGHTS_QUERY, { fetchPolicy: 'network-only' });
  return { ...result, weights: result.data?.scoreWeights as ScoreWeightsData | undefined };
}

/** Saves the weights; its errors are the section's to show (beside the field and in an alert). */
export function useSetScoreWeights() {
  return useMutation(SET_SCORE_WEIGHTS_MUTATION, {
    context: { skipGlobalError: true },
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: SCORE_WEIGHTS_QUERY, data: { scoreWeights: data.setScoreWeights } });
    },
  });
}
