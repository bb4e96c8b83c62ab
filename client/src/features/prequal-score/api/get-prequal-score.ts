import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PrequalScoreQuery } from '../../../gql/graphql';

export const PREQUAL_SCORE_QUERY = graphql(`
  query PrequalScore($vendorId: ID!) {
    prequalScore(vendorId: $vendorId) {
      vendorId
      instance
      score
      listedScore
      factors {
        key
        label
        value
        points
        weight
        maxPoints
        source
        rule
        missing
        withheld
        inputs {
          key
          label
          value
        }
      }
    }
  }
`);

export type PrequalScore = PrequalScoreQuery['prequalScore'];
export type ScoreFactor = PrequalScore['factors'][number];

/** The company's prequalification score (its newest cycle); a help to the reviewer, so its errors stay quiet. */
export function usePrequalScore(vendorId: string) {
  return useQuery(PREQUAL_SCORE_QUERY, { variables: { vendorId }, fetchPolicy: 'network-only', context: { skipGlobalError: true } });
}
