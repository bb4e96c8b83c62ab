import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SuggestedLimitsQuery } from '../../../gql/graphql';

export const SUGGESTED_LIMITS_QUERY = graphql(`
  query SuggestedLimits($vendorId: ID!) {
    suggestedLimits(vendorId: $vendorId) {
      singleLimit
      aggregateLimit
      bondingLimit
      explanations {
        limit
        rule
        inputs
        result
        note
      }
    }
  }
`);

export type SuggestedLimits = SuggestedLimitsQuery['suggestedLimits'];
export type LimitExplanation = SuggestedLimits['explanations'][number];

/**
 * The company's suggested financial limits from its current cycle's financial answers, each explained by its
 * rules. A suggestion only helps: not being able to show it never stands in the reviewer's way (quiet errors).
 */
export function useSuggestedLimits(vendorId: string) {
  return useQuery(SUGGESTED_LIMITS_QUERY, { variables: { vendorId }, fetchPolicy: 'network-only', context: { skipGlobalError: true } });
}
